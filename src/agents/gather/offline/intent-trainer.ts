// Trains the intent model: multinomial logistic regression (seeded SGD) or naive Bayes over n-gram features; deterministic.
import type { Intent } from '../../../domain/vocabulary.js';
import { features, type FeatureOptions } from './tokenize.js';
import { softmax } from './intent-model.js';

export interface LabelledText {
  text: string;
  intent4: Intent;
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
}

export interface TrainedWeights {
  vocabulary: string[];
  bias: number[];
  weights: number[];
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

function encode(rows: LabelledText[], options: TrainOptions): { vocabulary: string[]; docs: number[][]; ys: number[] } {
  const df = new Map<string, number>();
  const featureSets = rows.map((r) => [...new Set(features(r.text, options.featureOptions))]);
  for (const fs of featureSets) for (const f of fs) df.set(f, (df.get(f) ?? 0) + 1);
  const vocabulary = [...df.entries()].filter(([, n]) => n >= options.minCount).map(([f]) => f).sort();
  const index = new Map(vocabulary.map((f, i) => [f, i]));
  const docs = featureSets.map((fs) => fs.map((f) => index.get(f)).filter((i): i is number => i !== undefined).sort((a, b) => a - b));
  const ys = rows.map((r) => {
    const y = options.labels.indexOf(r.intent4);
    if (y < 0) throw new Error(`label ${r.intent4} is not one of ${options.labels.join(', ')}`);
    return y;
  });
  return { vocabulary, docs, ys };
}

function trainNaiveBayes(docs: number[][], ys: number[], v: number, k: number, alpha: number): { bias: number[]; weights: number[] } {
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

function trainLogistic(docs: number[][], ys: number[], v: number, k: number, o: TrainOptions): { bias: number[]; weights: number[] } {
  const w = new Float64Array(v * k);
  const b = new Float64Array(k);
  const gw = new Float64Array(v * k).fill(1e-8);
  const gb = new Float64Array(k).fill(1e-8);
  const rand = seededRandom(o.seed);
  const order = docs.map((_, i) => i);
  for (let epoch = 0; epoch < o.epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    for (const d of order) {
      const doc = docs[d] ?? [];
      const y = ys[d] ?? 0;
      const scale = 1 / Math.sqrt(Math.max(1, doc.length));
      const logits = [...b];
      for (const i of doc) for (let c = 0; c < k; c += 1) logits[c] = (logits[c] ?? 0) + (w[i * k + c] ?? 0) * scale;
      const p = softmax(logits);
      for (let c = 0; c < k; c += 1) {
        const g = (p[c] ?? 0) - (c === y ? 1 : 0);
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
  return { bias: [...b], weights: [...w] };
}

/** Trains on labelled rows; the result plugs into an IntentModelArtifact. */
export function trainIntentWeights(rows: LabelledText[], options: TrainOptions): TrainedWeights {
  const { vocabulary, docs, ys } = encode(rows, options);
  const k = options.labels.length;
  const v = vocabulary.length;
  const trained = options.algorithm === 'naive-bayes'
    ? trainNaiveBayes(docs, ys, v, k, options.alpha)
    : trainLogistic(docs, ys, v, k, options);
  return { vocabulary, ...trained };
}
