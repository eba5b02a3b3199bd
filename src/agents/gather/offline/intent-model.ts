// The intent model artifact: a linear classifier over n-gram features, loaded once, predicting calibrated-ish probabilities.
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
  vocabulary: z.array(z.string()),
  bias: z.array(z.number()),
  /** Row-major: weights[f * labels.length + c]. */
  weights: z.array(z.number()),
});
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

  constructor(readonly artifact: IntentModelArtifact) {
    const { labels, vocabulary, weights, bias } = artifact;
    if (bias.length !== labels.length || weights.length !== vocabulary.length * labels.length) {
      throw new EchoPilotError('CONFIG_INVALID', `intent model ${artifact.version}: weights do not match vocabulary × labels`);
    }
    this.index = new Map(vocabulary.map((f, i) => [f, i]));
    this.options = artifact.featureOptions;
  }

  get version(): string {
    return this.artifact.version;
  }

  /** Raw linear scores per label (before the softmax). */
  logits(text: string): number[] {
    return this.score(text).logits;
  }

  private score(text: string): { logits: number[]; known: number } {
    const { labels, weights, bias } = this.artifact;
    const k = labels.length;
    const out = [...bias];
    const seen = new Set<number>();
    for (const f of features(text, this.options)) {
      const i = this.index.get(f);
      if (i === undefined || seen.has(i)) continue;
      seen.add(i);
      for (let c = 0; c < k; c += 1) out[c] = (out[c] ?? 0) + (weights[i * k + c] ?? 0);
    }
    if (this.artifact.featureScaling === 'inverse-sqrt-length') {
      const scale = 1 / Math.sqrt(Math.max(1, seen.size));
      for (let c = 0; c < k; c += 1) out[c] = (bias[c] ?? 0) + ((out[c] ?? 0) - (bias[c] ?? 0)) * scale;
    }
    return { logits: out, known: seen.size };
  }

  predict(text: string): IntentPrediction {
    const { logits, known } = this.score(text);
    const probs = softmax(logits, this.artifact.temperature);
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
