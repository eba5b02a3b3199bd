// Trains the intent model: multinomial logistic regression (seeded SGD) or naive Bayes over n-gram features; deterministic.
// It scores either the four intents directly or the rows' fine-grained labels (Banking77's 77, CLINC150's 30, ours),
// whose probabilities the model sums per intent. A label's score is its own weights plus weights shared by all the
// labels of its intent, so that what marks a complaint anywhere ("rude", "debited twice") is learnt once.
import type { Intent } from '../../../domain/vocabulary.js';
import { features, type FeatureOptions } from './tokenize.js';
import { softmax } from './intent-model.js';

export interface LabelledText {
  text: string;
  intent4: Intent;
  /** The source's fine-grained label ("card_arrival", "report_fraud"); rows without one are labelled by their intent. */
  label?: string;
}

export interface TrainOptions {
  algorithm: 'logistic-regression' | 'naive-bayes';
  labels: Intent[];
  featureOptions: FeatureOptions;
  /** Features seen in fewer rows than this are dropped. */
  minCount: number;
  epochs: number;
  learningRate: number;
  l2: number;
  /** Naive Bayes additive smoothing. */
  alpha: number;
  seed: number;
  /** 'intent': one output per intent; 'label': one output per fine-grained label, summed per intent when predicting. */
  outputs?: 'intent' | 'label';
  /**
   * Weights whose distance from their feature's median weight is below this are dropped (0: keep all). Subtracting a
   * feature's median from all its weights changes no prediction; dropping the small remainders keeps the model small.
   */
  prune?: number;
}

/** A fine-grained output of the model and the intent it belongs to. */
export interface OutputLabel {
  label: string;
  intent: Intent;
}

/** Weights in compressed sparse rows: feature f's weights are values[offsets[f] .. offsets[f + 1]) for outputs classes[…]. */
export interface SparseWeights {
  offsets: number[];
  classes: number[];
  values: number[];
}

export interface TrainedWeights {
  vocabulary: string[];
  bias: number[];
  /** Present when the model scores fine-grained labels; otherwise its outputs are `options.labels`. */
  outputs?: OutputLabel[];
  /** Row-major: weights[f * outputs + c] (when not pruned). */
  weights?: number[];
  /** When pruned. */
  sparseWeights?: SparseWeights;
  /** With fine-grained outputs: row-major intentWeights[f * labels + i], added to the score of every label of intent i. */
  intentWeights?: number[];
}

/** A small seeded PRNG (mulberry32) so training is reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The fine-grained outputs of the rows, sorted by label. */
export function outputLabels(rows: LabelledText[]): OutputLabel[] {
  const intentOf = new Map<string, Intent>();
  for (const r of rows) {
    const label = r.label ?? r.intent4;
    const known = intentOf.get(label);
    if (known !== undefined && known !== r.intent4) throw new Error(`label ${label} is mapped to both ${known} and ${r.intent4}`);
    intentOf.set(label, r.intent4);
  }
  return [...intentOf.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([label, intent]) => ({ label, intent }));
}

function encode(rows: LabelledText[], options: TrainOptions, outputs: string[]): { vocabulary: string[]; docs: number[][]; ys: number[] } {
  const df = new Map<string, number>();
  const featureSets = rows.map((r) => [...new Set(features(r.text, options.featureOptions))]);
  for (const fs of featureSets) for (const f of fs) df.set(f, (df.get(f) ?? 0) + 1);
  const vocabulary = [...df.entries()].filter(([, n]) => n >= options.minCount).map(([f]) => f).sort();
  const index = new Map(vocabulary.map((f, i) => [f, i]));
  const docs = featureSets.map((fs) => fs.map((f) => index.get(f)).filter((i): i is number => i !== undefined).sort((a, b) => a - b));
  const byLabel = options.outputs === 'label';
  const ys = rows.map((r) => {
    const y = outputs.indexOf(byLabel ? r.label ?? r.intent4 : r.intent4);
    if (y < 0) throw new Error(`label ${r.intent4} is not one of ${options.labels.join(', ')}`);
    return y;
  });
  return { vocabulary, docs, ys };
}

function trainNaiveBayes(docs: number[][], ys: number[], v: number, k: number, alpha: number): { bias: number[]; weights: number[]; intentWeights?: number[] } {
  const counts = new Float64Array(v * k);
  const totals = new Float64Array(k);
  const priors = new Float64Array(k);
  docs.forEach((doc, d) => {
    const y = ys[d] ?? 0;
    priors[y] = (priors[y] ?? 0) + 1;
    for (const i of doc) {
      counts[i * k + y] = (counts[i * k + y] ?? 0) + 1;
      totals[y] = (totals[y] ?? 0) + 1;
    }
  });
  const weights = new Array<number>(v * k);
  for (let i = 0; i < v; i += 1) {
    for (let c = 0; c < k; c += 1) {
      weights[i * k + c] = Math.log(((counts[i * k + c] ?? 0) + alpha) / ((totals[c] ?? 0) + alpha * v));
    }
  }
  const bias = [...priors].map((p) => Math.log((p + 1) / (docs.length + k)));
  return { bias, weights };
}

/**
 * Logistic regression by AdaGrad SGD. With `intentOf` (output → intent index), each output's score also gets the
 * shared weights of its intent, whose gradient is the sum of its outputs' gradients.
 */
function trainLogistic(docs: number[][], ys: number[], v: number, k: number, o: TrainOptions, intentOf?: number[]): { bias: number[]; weights: number[]; intentWeights?: number[] } {
  const n = o.labels.length;
  const shared = intentOf ? new Float64Array(v * n) : null;
  const gs = new Float64Array(shared ? v * n : 0).fill(1e-8);
  const sharedScore = new Array<number>(n);
  const sharedGrad = new Array<number>(n);
  const w = new Float64Array(v * k);
  const b = new Float64Array(k);
  const gw = new Float64Array(v * k).fill(1e-8);
  const gb = new Float64Array(k).fill(1e-8);
  const rand = seededRandom(o.seed);
  const order = docs.map((_, i) => i);
  const logits = new Array<number>(k);
  for (let epoch = 0; epoch < o.epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    for (const d of order) {
      const doc = docs[d] ?? [];
      const y = ys[d] ?? 0;
      const scale = 1 / Math.sqrt(Math.max(1, doc.length));
      for (let c = 0; c < k; c += 1) logits[c] = b[c] ?? 0;
      for (const i of doc) for (let c = 0; c < k; c += 1) logits[c] = (logits[c] ?? 0) + (w[i * k + c] ?? 0) * scale;
      if (shared && intentOf) {
        sharedScore.fill(0);
        for (const i of doc) for (let t = 0; t < n; t += 1) sharedScore[t] = (sharedScore[t] ?? 0) + (shared[i * n + t] ?? 0) * scale;
        for (let c = 0; c < k; c += 1) logits[c] = (logits[c] ?? 0) + (sharedScore[intentOf[c] ?? 0] ?? 0);
      }
      const p = softmax(logits);
      if (shared && intentOf) {
        sharedGrad.fill(0);
        for (let c = 0; c < k; c += 1) sharedGrad[intentOf[c] ?? 0] = (sharedGrad[intentOf[c] ?? 0] ?? 0) + (p[c] ?? 0) - (c === y ? 1 : 0);
        for (let t = 0; t < n; t += 1) {
          const g = sharedGrad[t] ?? 0;
          if (Math.abs(g) < 1e-6) continue;
          for (const i of doc) {
            const idx = i * n + t;
            const gi = g * scale + o.l2 * (shared[idx] ?? 0);
            gs[idx] = (gs[idx] ?? 0) + gi * gi;
            shared[idx] = (shared[idx] ?? 0) - (o.learningRate * gi) / Math.sqrt(gs[idx] ?? 1);
          }
        }
      }
      for (let c = 0; c < k; c += 1) {
        const g = (p[c] ?? 0) - (c === y ? 1 : 0);
        // A near-zero gradient is skipped: AdaGrad would take a sizeable first step on it (and with a hundred outputs
        // most of them are near zero).
        if (Math.abs(g) < 1e-6 && o.l2 === 0) continue;
        gb[c] = (gb[c] ?? 0) + g * g;
        b[c] = (b[c] ?? 0) - (o.learningRate * g) / Math.sqrt(gb[c] ?? 1);
        for (const i of doc) {
          const idx = i * k + c;
          const gi = g * scale + o.l2 * (w[idx] ?? 0);
          gw[idx] = (gw[idx] ?? 0) + gi * gi;
          w[idx] = (w[idx] ?? 0) - (o.learningRate * gi) / Math.sqrt(gw[idx] ?? 1);
        }
      }
    }
  }
  return { bias: [...b], weights: [...w], ...(shared ? { intentWeights: [...shared] } : {}) };
}

/** Centres each feature's weights on their median (no prediction changes) and keeps those at least `threshold` from it. */
export function pruneWeights(weights: number[], v: number, k: number, threshold: number, digits = 2): SparseWeights {
  const factor = 10 ** digits;
  const offsets = [0];
  const classes: number[] = [];
  const values: number[] = [];
  for (let f = 0; f < v; f += 1) {
    const row = weights.slice(f * k, (f + 1) * k);
    const median = [...row].sort((a, b) => a - b)[k >> 1] ?? 0;
    row.forEach((x, c) => {
      const centred = Math.round((x - median) * factor) / factor;
      if (Math.abs(centred) >= threshold && centred !== 0) {
        classes.push(c);
        values.push(centred);
      }
    });
    offsets.push(classes.length);
  }
  return { offsets, classes, values };
}

/** Trains on labelled rows; the result plugs into an IntentModelArtifact. */
export function trainIntentWeights(rows: LabelledText[], options: TrainOptions): TrainedWeights {
  const outputs = options.outputs === 'label' ? outputLabels(rows) : undefined;
  const names = outputs ? outputs.map((o) => o.label) : options.labels;
  for (const o of outputs ?? []) if (!options.labels.includes(o.intent)) throw new Error(`label ${o.label}: ${o.intent} is not one of ${options.labels.join(', ')}`);
  const { vocabulary, docs, ys } = encode(rows, options, names);
  const k = names.length;
  const v = vocabulary.length;
  const intentOf = outputs?.map((o) => options.labels.indexOf(o.intent));
  const { bias, weights, intentWeights } = options.algorithm === 'naive-bayes'
    ? trainNaiveBayes(docs, ys, v, k, options.alpha)
    : trainLogistic(docs, ys, v, k, options, intentOf);
  const prune = options.prune ?? 0;
  return {
    vocabulary, bias, ...(outputs ? { outputs } : {}),
    ...(prune > 0 ? { sparseWeights: pruneWeights(weights, v, k, prune) } : { weights }),
    ...(intentWeights ? { intentWeights } : {}),
  };
}
