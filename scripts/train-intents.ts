// Trains the offline intent classifier from the train splits plus our own examples and writes models/intent-classifier.v1.json.
// Usage: npm run train:intents [-- --out FILE] [--algorithm logistic-regression|naive-bayes] [--outputs label|intent] [--prune X] [--dry-run]
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evalIntents, readIntentRows, formatIntentReport, type IntentRow } from '../src/app/eval-intents.js';
import { INTENTS } from '../src/domain/vocabulary.js';
import {
  INTENT_MODEL_FORMAT, IntentModel, type IntentModelArtifact,
} from '../src/agents/gather/offline/intent-model.js';
import { trainIntentWeights, type TrainOptions } from '../src/agents/gather/offline/intent-trainer.js';
import { isHeldOut, HOLDOUT_RULE } from '../src/agents/gather/offline/holdout.js';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

const PUBLIC_TRAIN = ['data/intents/banking77/train.mapped.jsonl', 'data/intents/clinc150_bfsi/train.jsonl'];
const OWN_DIR = 'data/intents/own';
const TUNE = 'data/intents/clinc150_bfsi/val.jsonl';

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

const files = [...PUBLIC_TRAIN, ...readdirSync(join(root, OWN_DIR)).filter((f) => f.endsWith('.jsonl')).sort().map((f) => `${OWN_DIR}/${f}`)];
const train: IntentRow[] = [];
const heldOut: IntentRow[] = [];
const data: IntentModelArtifact['training']['data'] = [];
for (const file of files) {
  const abs = join(root, file);
  const rows = readIntentRows(abs);
  data.push({ path: file, sha256: sha256(abs), rows: rows.length });
  for (const row of rows) (file.startsWith('data/intents/banking77/') && isHeldOut(row.text) ? heldOut : train).push(row);
}

const options: TrainOptions = {
  algorithm: flag('--algorithm') === 'naive-bayes' ? 'naive-bayes' : 'logistic-regression',
  labels: [...INTENTS],
  featureOptions: { bigrams: true, charNgrams: (flag('--char') ?? '').split(',').filter(Boolean).map(Number) },
  minCount: Number(flag('--min-count') ?? 2),
  epochs: Number(flag('--epochs') ?? 20),
  learningRate: Number(flag('--lr') ?? 0.5),
  l2: Number(flag('--l2') ?? 0),
  alpha: Number(flag('--alpha') ?? 0.3),
  seed: 77,
  // One output per fine-grained label (77 + 30 + ours), summed per intent, each scored by its own weights plus its
  // intent's shared ones: an intent is a union of unlike requests that one linear score per intent separates worse.
  outputs: flag('--outputs') === 'intent' ? 'intent' : 'label',
  prune: Number(flag('--prune') ?? 0.8),
};

const started = Date.now();
const trained = trainIntentWeights(train, options);
const round = (x: number) => Math.round(x * 10_000) / 10_000;

function artifact(temperature: number): IntentModelArtifact {
  return {
    format: INTENT_MODEL_FORMAT,
    version: 'intent-classifier.v1',
    algorithm: options.algorithm,
    createdBy: 'scripts/train-intents.ts',
    labels: options.labels,
    featureOptions: options.featureOptions,
    featureScaling: options.algorithm === 'logistic-regression' ? 'inverse-sqrt-length' : 'none',
    temperature,
    training: {
      data,
      holdout: { rule: HOLDOUT_RULE, rows: heldOut.length },
      hyperparameters: {
        minCount: options.minCount, epochs: options.epochs, learningRate: options.learningRate, l2: options.l2,
        alpha: options.alpha, seed: options.seed, trainRows: train.length, outputs: options.outputs ?? 'intent', prune: options.prune ?? 0,
      },
    },
    ...(trained.outputs ? { outputs: trained.outputs } : {}),
    vocabulary: trained.vocabulary,
    bias: trained.bias.map(round),
    ...(trained.sparseWeights
      ? { sparseWeights: { ...trained.sparseWeights, values: trained.sparseWeights.values.map(round) } }
      : { weights: (trained.weights ?? []).map(round) }),
    ...(trained.intentWeights ? { intentWeights: trained.intentWeights.map(round) } : {}),
  };
}

/** Fits the softmax temperature on held-out rows by minimising the negative log-likelihood over a grid. */
function fitTemperature(rows: IntentRow[]): number {
  const model = new IntentModel(artifact(1));
  let best = 1;
  let bestLoss = Infinity;
  for (let t = 0.2; t <= 5.0001; t += 0.05) {
    let loss = 0;
    for (const row of rows) {
      const p = model.intentProbabilities(row.text, t)[options.labels.indexOf(row.intent4)] ?? 0;
      loss -= Math.log(Math.max(p, 1e-12));
    }
    if (loss < bestLoss) [best, bestLoss] = [Math.round(t * 100) / 100, loss];
  }
  return best;
}

const temperature = fitTemperature([...heldOut, ...readIntentRows(join(root, TUNE))]);
const final = artifact(temperature);
const model = new IntentModel(final);
const held = evalIntents(heldOut, (t) => model.predict(t).intent);
const tune = evalIntents(readIntentRows(join(root, TUNE)), (t) => model.predict(t).intent);
final.training.heldOutAccuracy = round(held.accuracy);
final.training.heldOutMacroF1 = round(held.macroF1);

console.log(`trained ${options.algorithm} on ${train.length} rows, ${trained.vocabulary.length} features, ${trained.outputs?.length ?? options.labels.length} outputs, ${trained.sparseWeights?.values.length ?? trained.weights?.length} weights, T=${temperature} in ${Date.now() - started} ms`);
console.log(formatIntentReport(held, `held-out banking77 train slice (${HOLDOUT_RULE})`));
console.log(formatIntentReport(tune, `tuning set ${TUNE}`));

if (!args.includes('--dry-run')) {
  const out = resolve(flag('--out') ?? join(root, 'models/intent-classifier.v1.json'));
  const json = JSON.stringify(final);
  writeFileSync(out, `${json}\n`);
  console.log(`wrote ${relative(process.cwd(), out)} (${(json.length / 1024 / 1024).toFixed(2)} MB)`);
}
