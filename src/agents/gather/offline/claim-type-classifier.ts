// A claim-type classifier per policy pack: multinomial naive Bayes over word, bigram and character n-gram features,
// trained at first use on the pack's paraphrases (data/claim-paraphrases/<pack>.tsv, label TAB text), with a softmax
// temperature fitted by 5-fold cross-validation so that its probabilities are calibrated. The label "none" stands for
// messages that are not a claim of the pack (questions, requests, small talk), so the classifier can say "no claim".
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EchoPilotError } from '../../../domain/errors.js';
import { CLAIM_TYPE_ID, type ClaimType } from '../../../domain/vocabulary.js';
import { features, type FeatureOptions } from './tokenize.js';

export const DEFAULT_PARAPHRASE_DIR = fileURLToPath(new URL('../../../../data/claim-paraphrases/', import.meta.url));
const FEATURES: FeatureOptions = { bigrams: true, charNgrams: [4] };
const ALPHA = 0.2;
const TEMPERATURES = [1, 1.5, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64];

export type ClaimLabel = ClaimType | 'none';
export interface LabelledText {
  label: ClaimLabel;
  text: string;
}
interface Featurised {
  label: ClaimLabel;
  features: string[];
}
export interface ClaimTypeScore {
  label: ClaimLabel;
  probability: number;
}

interface Counts {
  labels: ClaimLabel[];
  prior: number[];
  /** Feature → log P(feature | label) per label, for features seen in training. */
  table: Map<string, Float64Array>;
  /** log P(feature | label) of a feature never seen with the label. */
  unseen: Float64Array;
}

function train(rows: readonly Featurised[]): Counts {
  const labels = [...new Set(rows.map((r) => r.label))].sort();
  const k = labels.length;
  const counts = new Map<string, Float64Array>();
  const totals = new Float64Array(k);
  const docs = new Float64Array(k);
  for (const row of rows) {
    const c = labels.indexOf(row.label);
    docs[c] = (docs[c] ?? 0) + 1;
    for (const f of row.features) {
      let counted = counts.get(f);
      if (!counted) {
        counted = new Float64Array(k);
        counts.set(f, counted);
      }
      counted[c] = (counted[c] ?? 0) + 1;
      totals[c] = (totals[c] ?? 0) + 1;
    }
  }
  const denominator = Array.from(totals, (t) => Math.log(t + ALPHA * (counts.size + 1)));
  const unseen = Float64Array.from(denominator, (d) => Math.log(ALPHA) - d);
  const table = new Map<string, Float64Array>();
  for (const [f, counted] of counts) table.set(f, Float64Array.from(counted, (n, c) => Math.log(n + ALPHA) - (denominator[c] ?? 0)));
  return { labels, prior: Array.from(docs, (d) => Math.log(d / rows.length)), table, unseen };
}

/** Mean per-feature log-likelihood plus the prior, per label (length-normalised so long messages are not over-sure). */
function logScores(model: Counts, fs: readonly string[]): number[] {
  const sums = new Float64Array(model.labels.length);
  for (const f of fs) {
    const row = model.table.get(f) ?? model.unseen;
    for (let c = 0; c < sums.length; c += 1) sums[c] = (sums[c] ?? 0) + (row[c] ?? 0);
  }
  return model.labels.map((_, c) => (model.prior[c] ?? 0) + (fs.length === 0 ? 0 : ((sums[c] ?? 0) / fs.length) * 10));
}

function softmax(scores: readonly number[], temperature: number): number[] {
  const scaled = scores.map((s) => s / temperature);
  const max = Math.max(...scaled);
  const exps = scaled.map((s) => Math.exp(s - max));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

/** The temperature with the lowest cross-validated negative log-likelihood (deterministic folds: row index mod 5). */
function fitTemperature(rows: readonly Featurised[]): { temperature: number; accuracy: number } {
  const held: { scores: number[]; labels: ClaimLabel[]; gold: ClaimLabel }[] = [];
  for (let fold = 0; fold < 5; fold += 1) {
    const model = train(rows.filter((_, i) => i % 5 !== fold));
    rows.forEach((row, i) => {
      if (i % 5 === fold) held.push({ scores: logScores(model, row.features), labels: model.labels, gold: row.label });
    });
  }
  let best = { temperature: 1, nll: Number.POSITIVE_INFINITY };
  for (const t of TEMPERATURES) {
    let nll = 0;
    for (const h of held) nll -= Math.log(Math.max(1e-12, softmax(h.scores, t)[h.labels.indexOf(h.gold)] ?? 0));
    if (nll < best.nll) best = { temperature: t, nll };
  }
  const correct = held.filter((h) => h.labels[h.scores.indexOf(Math.max(...h.scores))] === h.gold).length;
  return { temperature: best.temperature, accuracy: held.length === 0 ? 0 : correct / held.length };
}

export class ClaimTypeClassifier {
  private readonly model: Counts;
  readonly temperature: number;
  /** Cross-validated accuracy of the training paraphrases (reported by tests, not used for decisions). */
  readonly crossValidatedAccuracy: number;

  constructor(readonly rows: readonly LabelledText[]) {
    const featurised = rows.map((r) => ({ label: r.label, features: features(r.text, FEATURES) }));
    this.model = train(featurised);
    const fitted = fitTemperature(featurised);
    this.temperature = fitted.temperature;
    this.crossValidatedAccuracy = fitted.accuracy;
  }

  get labels(): readonly ClaimLabel[] {
    return this.model.labels;
  }

  /** Every label with its calibrated probability, best first. */
  classify(text: string): ClaimTypeScore[] {
    const probabilities = softmax(logScores(this.model, features(text, FEATURES)), this.temperature);
    return this.model.labels
      .map((label, i) => ({ label, probability: Math.round((probabilities[i] ?? 0) * 1000) / 1000 }))
      .sort((a, b) => b.probability - a.probability || a.label.localeCompare(b.label));
  }
}

/** Parses a paraphrase file: one `label<TAB>text` a line; blank lines and lines starting with # are skipped. */
export function parseParaphrases(content: string, source: string): LabelledText[] {
  const rows: LabelledText[] = [];
  content.split('\n').forEach((line, i) => {
    if (line.trim() === '' || line.startsWith('#')) return;
    const [label = '', text = ''] = line.split('\t');
    if (!CLAIM_TYPE_ID.test(label)) {
      throw new EchoPilotError('INVALID_INPUT', `${source}:${i + 1}: "${label}" is not a claim-type id or "none"`, { hint: 'start each line with a claim type of the pack (snake_case) or "none", then a tab' });
    }
    if (text.trim() === '') throw new EchoPilotError('INVALID_INPUT', `${source}:${i + 1}: the line has no text after the label`);
    rows.push({ label: label as ClaimLabel, text: text.trim() });
  });
  return rows;
}

interface PackFile {
  rows: LabelledText[];
  labels: Set<ClaimLabel>;
  classifier?: ClaimTypeClassifier;
}
const cache = new Map<string, PackFile[]>();

/** Every pack's paraphrases from a folder, read once per process; each classifier is trained on first use. */
function packFiles(dir: string): PackFile[] {
  const cached = cache.get(dir);
  if (cached) return cached;
  const files = readdirSync(dir).filter((f) => f.endsWith('.tsv')).sort().map((f) => {
    const rows = parseParaphrases(readFileSync(`${dir}/${f}`, 'utf8'), f);
    return { rows, labels: new Set(rows.map((r) => r.label)) };
  });
  cache.set(dir, files);
  return files;
}

/** The classifier of the pack whose claim types the tenant uses (the one sharing the most), or null. */
export function classifierFor(claimTypes: readonly ClaimType[], dir: string = DEFAULT_PARAPHRASE_DIR): ClaimTypeClassifier | null {
  let best: { file: PackFile; shared: number } | null = null;
  for (const file of packFiles(dir)) {
    const shared = claimTypes.filter((t) => file.labels.has(t)).length;
    if (shared > 0 && (best === null || shared > best.shared)) best = { file, shared };
  }
  if (best === null) return null;
  best.file.classifier ??= new ClaimTypeClassifier(best.file.rows);
  return best.file.classifier;
}
