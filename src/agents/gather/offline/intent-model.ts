// The intent model artifact: a linear classifier over n-gram features, loaded once, predicting calibrated-ish probabilities
// (per intent, or per fine-grained label and summed per intent).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { EchoPilotError } from '../../../domain/errors.js';
import { INTENTS, type Intent } from '../../../domain/vocabulary.js';
import { features, type FeatureOptions } from './tokenize.js';

export const INTENT_MODEL_FORMAT = 'echopilot-intent-model';

export const intentModelArtifactSchema = z.object({
  format: z.literal(INTENT_MODEL_FORMAT),
  version: z.string().min(1),
  algorithm: z.enum(['logistic-regression', 'naive-bayes']),
  createdBy: z.string(),
  labels: z.array(z.enum(INTENTS)).min(2),
  featureOptions: z.object({ bigrams: z.boolean(), charNgrams: z.array(z.number().int().positive()) }),
  /** Logistic regression scales the summed weights by 1/sqrt(number of known features), as in training. */
  featureScaling: z.enum(['none', 'inverse-sqrt-length']),
  /** Softmax temperature fitted on held-out rows so that confidences are calibrated-ish. */
  temperature: z.number().positive(),
  training: z.object({
    data: z.array(z.object({ path: z.string(), sha256: z.string(), rows: z.number().int() })),
    holdout: z.object({ rule: z.string(), rows: z.number().int() }),
    hyperparameters: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
    heldOutAccuracy: z.number().optional(),
    heldOutMacroF1: z.number().optional(),
  }),
  /**
   * The fine-grained labels the model scores, each with its intent; an intent's probability is the sum of its labels'.
   * Absent: the model scores `labels` directly.
   */
  outputs: z.array(z.object({ label: z.string().min(1), intent: z.enum(INTENTS) })).min(2).optional(),
  vocabulary: z.array(z.string()),
  bias: z.array(z.number()),
  /** Row-major: weights[f * outputs + c]. */
  weights: z.array(z.number()).optional(),
  /** Or sparse rows: feature f's weights are values[offsets[f] .. offsets[f + 1]) for outputs classes[…]. */
  sparseWeights: z.object({ offsets: z.array(z.number().int()), classes: z.array(z.number().int()), values: z.array(z.number()) }).optional(),
  /** With `outputs`: row-major intentWeights[f * labels.length + i], added to the score of every output of intent i. */
  intentWeights: z.array(z.number()).optional(),
}).refine((a) => (a.weights === undefined) !== (a.sparseWeights === undefined), { message: 'needs exactly one of weights and sparseWeights' });
export type IntentModelArtifact = z.infer<typeof intentModelArtifactSchema>;

export interface IntentPrediction {
  intent: Intent;
  confidence: number;
  scores: Record<Intent, number>;
  /** How many of the text's features the model knows (0: it is guessing from the prior). */
  knownFeatures: number;
}

/** A loaded model: the artifact plus a feature index. */
export class IntentModel {
  private readonly index: Map<string, number>;
  private readonly options: FeatureOptions;
  /** Number of outputs: fine-grained labels, or the intents themselves. */
  private readonly k: number;
  /** For each output, its index in `labels`. */
  private readonly intentOf: number[];
  private readonly dense: Float64Array | null;
  private readonly offsets: Int32Array;
  private readonly classes: Int32Array;
  private readonly values: Float64Array;
  private readonly bias: Float64Array;
  private readonly shared: Float64Array | null;

  constructor(readonly artifact: IntentModelArtifact) {
    const { labels, vocabulary, weights, sparseWeights, bias, outputs } = artifact;
    this.k = outputs?.length ?? labels.length;
    this.intentOf = outputs ? outputs.map((o) => labels.indexOf(o.intent)) : labels.map((_, c) => c);
    const invalid = (why: string) => new EchoPilotError('CONFIG_INVALID', `intent model ${artifact.version}: ${why}`);
    if (this.intentOf.some((c) => c < 0)) throw invalid('an output label maps to an intent not in labels');
    if (bias.length !== this.k) throw invalid('bias does not match the outputs');
    if (weights !== undefined && weights.length !== vocabulary.length * this.k) throw invalid('weights do not match vocabulary × outputs');
    if (artifact.intentWeights !== undefined && (outputs === undefined || artifact.intentWeights.length !== vocabulary.length * labels.length)) {
      throw invalid('intent weights need outputs and must match vocabulary × labels');
    }
    if (sparseWeights !== undefined) {
      const { offsets, classes, values } = sparseWeights;
      if (offsets.length !== vocabulary.length + 1 || classes.length !== values.length || offsets[vocabulary.length] !== values.length
        || classes.some((c) => c < 0 || c >= this.k)) {
        throw invalid('sparse weights do not match vocabulary × outputs');
      }
    }
    this.dense = weights ? Float64Array.from(weights) : null;
    this.offsets = Int32Array.from(sparseWeights?.offsets ?? []);
    this.classes = Int32Array.from(sparseWeights?.classes ?? []);
    this.values = Float64Array.from(sparseWeights?.values ?? []);
    this.bias = Float64Array.from(bias);
    this.shared = artifact.intentWeights ? Float64Array.from(artifact.intentWeights) : null;
    this.index = new Map(vocabulary.map((f, i) => [f, i]));
    this.options = artifact.featureOptions;
  }

  get version(): string {
    return this.artifact.version;
  }

  /** Raw linear scores per output (before the softmax). */
  logits(text: string): number[] {
    return Array.from(this.score(text).logits);
  }

  private score(text: string): { logits: Float64Array; known: number } {
    const k = this.k;
    const { dense, offsets, classes, values, bias, shared, intentOf } = this;
    const n = this.artifact.labels.length;
    const out = bias.slice();
    const sharedScore = new Float64Array(n);
    const seen = new Set<number>();
    for (const f of features(text, this.options)) {
      const i = this.index.get(f);
      if (i === undefined || seen.has(i)) continue;
      seen.add(i);
      if (dense) {
        for (let c = 0; c < k; c += 1) out[c] = (out[c] ?? 0) + (dense[i * k + c] ?? 0);
      } else {
        const end = offsets[i + 1] ?? 0;
        for (let j = offsets[i] ?? 0; j < end; j += 1) {
          const c = classes[j] ?? 0;
          out[c] = (out[c] ?? 0) + (values[j] ?? 0);
        }
      }
      if (shared) for (let t = 0; t < n; t += 1) sharedScore[t] = (sharedScore[t] ?? 0) + (shared[i * n + t] ?? 0);
    }
    if (shared) for (let c = 0; c < k; c += 1) out[c] = (out[c] ?? 0) + (sharedScore[intentOf[c] ?? 0] ?? 0);
    if (this.artifact.featureScaling === 'inverse-sqrt-length') {
      const scale = 1 / Math.sqrt(Math.max(1, seen.size));
      for (let c = 0; c < k; c += 1) out[c] = (bias[c] ?? 0) + ((out[c] ?? 0) - (bias[c] ?? 0)) * scale;
    }
    return { logits: out, known: seen.size };
  }

  /** Probability per intent, in `labels` order, at this softmax temperature (default: the artifact's). */
  intentProbabilities(text: string, temperature = this.artifact.temperature): number[] {
    return this.probabilitiesOf(this.score(text).logits, temperature);
  }

  /** The softmax over the outputs, summed per intent. */
  private probabilitiesOf(logits: Float64Array, temperature: number): number[] {
    let max = -Infinity;
    for (const v of logits) if (v > max) max = v;
    const out = this.artifact.labels.map(() => 0);
    let sum = 0;
    for (let c = 0; c < logits.length; c += 1) {
      const e = Math.exp(((logits[c] ?? 0) - max) / temperature);
      sum += e;
      const intent = this.intentOf[c] ?? 0;
      out[intent] = (out[intent] ?? 0) + e;
    }
    return out.map((v) => v / sum);
  }

  predict(text: string): IntentPrediction {
    const { logits, known } = this.score(text);
    const probs = this.probabilitiesOf(logits, this.artifact.temperature);
    const scores = Object.fromEntries(INTENTS.map((intent) => [intent, 0])) as Record<Intent, number>;
    let best = 0;
    this.artifact.labels.forEach((label, c) => {
      scores[label] = probs[c] ?? 0;
      if ((probs[c] ?? 0) > (probs[best] ?? 0)) best = c;
    });
    const intent = this.artifact.labels[best] ?? 'query';
    return { intent, confidence: scores[intent], scores, knownFeatures: known };
  }
}

export function softmax(logits: number[], temperature = 1): number[] {
  const scaled = logits.map((v) => v / temperature);
  const max = Math.max(...scaled);
  const exps = scaled.map((v) => Math.exp(v - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((v) => v / sum);
}

/** The committed artifact path: models/intent-classifier.v1.json at the repository root. */
export const DEFAULT_INTENT_MODEL_PATH = fileURLToPath(new URL('../../../../models/intent-classifier.v1.json', import.meta.url));

export function parseIntentModel(json: unknown, source: string): IntentModel {
  const parsed = intentModelArtifactSchema.safeParse(json);
  if (!parsed.success) {
    throw new EchoPilotError('CONFIG_INVALID', `${source} is not an intent model artifact: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  }
  return new IntentModel(parsed.data);
}

const cache = new Map<string, IntentModel>();

/** Loads (once per path) and caches the intent model. */
export function loadIntentModel(path: string = DEFAULT_INTENT_MODEL_PATH): IntentModel {
  const cached = cache.get(path);
  if (cached) return cached;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new EchoPilotError('NOT_FOUND', `cannot read the intent model at ${path}: ${(error as Error).message}`, {
      hint: 'run `npm run train:intents` to build it',
    });
  }
  const model = parseIntentModel(json, path);
  cache.set(path, model);
  return model;
}
