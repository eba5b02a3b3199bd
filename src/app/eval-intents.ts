// Intent evaluation: reads {text, intent4} JSONL rows and reports accuracy, macro-F1, per-class scores and a confusion matrix.
import { readFileSync } from 'node:fs';
import { EchoPilotError } from '../domain/errors.js';
import { INTENTS, type Intent } from '../domain/vocabulary.js';
import { loadIntentModel } from '../agents/gather/offline/intent-model.js';

export interface IntentRow {
  text: string;
  intent4: Intent;
  /** The source's fine-grained label, when the row has one. */
  label?: string;
}

export interface ClassScore {
  label: Intent;
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

export interface IntentEvalResult {
  n: number;
  accuracy: number;
  /** Mean F1 over the labels that occur in the gold rows. */
  macroF1: number;
  perClass: ClassScore[];
  /** matrix[gold][predicted], in `labels` order. */
  confusion: { labels: Intent[]; matrix: number[][] };
}

export interface ReadIntentRowsOptions {
  /** Rows whose intent4 is null (out of scope, e.g. CLINC150 "oos") are skipped instead of rejected. Default true. */
  skipUnlabelled?: boolean;
}

/** Reads a JSONL file of {text, intent4}; a bad row throws an error naming the file and line. */
export function readIntentRows(path: string, options: ReadIntentRowsOptions = {}): IntentRow[] {
  const skipUnlabelled = options.skipUnlabelled ?? true;
  let content: string;
  try {
    content = readFileSync(path, 'utf8');
  } catch (error) {
    throw new EchoPilotError('NOT_FOUND', `cannot read ${path}: ${(error as Error).message}`, { field: 'file' });
  }
  const rows: IntentRow[] = [];
  content.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') return;
    const where = `${path}:${i + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new EchoPilotError('INVALID_INPUT', `${where}: not valid JSON`, { field: 'file' });
    }
    if (typeof value !== 'object' || value === null) throw new EchoPilotError('INVALID_INPUT', `${where}: a row must be a JSON object`);
    const { text, intent4, label } = value as { text?: unknown; intent4?: unknown; label?: unknown };
    if (typeof text !== 'string' || text.trim() === '') {
      throw new EchoPilotError('INVALID_INPUT', `${where}: "text" must be a non-empty string`, { field: 'text' });
    }
    if (intent4 === null && skipUnlabelled) return;
    if (typeof intent4 !== 'string' || !(INTENTS as readonly string[]).includes(intent4)) {
      throw new EchoPilotError('INVALID_INPUT', `${where}: "intent4" must be one of ${INTENTS.join(', ')}, got ${JSON.stringify(intent4)}`, {
        field: 'intent4',
      });
    }
    rows.push({ text, intent4: intent4 as Intent, ...(typeof label === 'string' && label !== '' ? { label } : {}) });
  });
  return rows;
}

/** Scores a predictor on labelled rows. */
export function evalIntents(rows: readonly IntentRow[], predict: (text: string) => Intent): IntentEvalResult {
  const labels = [...INTENTS];
  const matrix = labels.map(() => labels.map(() => 0));
  let correct = 0;
  for (const row of rows) {
    const predicted = predict(row.text);
    const g = labels.indexOf(row.intent4);
    const p = labels.indexOf(predicted);
    const line = matrix[g];
    if (line && p >= 0) line[p] = (line[p] ?? 0) + 1;
    if (predicted === row.intent4) correct += 1;
  }
  const perClass: ClassScore[] = labels.map((label, c) => {
    const tp = matrix[c]?.[c] ?? 0;
    const support = (matrix[c] ?? []).reduce((a, b) => a + b, 0);
    const predictedCount = matrix.reduce((a, line) => a + (line[c] ?? 0), 0);
    const precision = predictedCount === 0 ? 0 : tp / predictedCount;
    const recall = support === 0 ? 0 : tp / support;
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return { label, precision, recall, f1, support };
  });
  const present = perClass.filter((c) => c.support > 0);
  const macroF1 = present.length === 0 ? 0 : present.reduce((a, c) => a + c.f1, 0) / present.length;
  return { n: rows.length, accuracy: rows.length === 0 ? 0 : correct / rows.length, macroF1, perClass, confusion: { labels, matrix } };
}

const fmt = (x: number) => x.toFixed(3);

/** A plain-text report: headline numbers, a per-class table and the confusion matrix (rows gold, columns predicted). */
export function formatIntentReport(result: IntentEvalResult, title = 'intents'): string {
  const short: Record<Intent, string> = { query: 'query', complaint: 'complaint', service_request: 'service', feature_request: 'feature' };
  const lines = [`${title}: n=${result.n}  accuracy=${fmt(result.accuracy)}  macro-F1=${fmt(result.macroF1)}`, ''];
  lines.push(`${'class'.padEnd(16)}${'precision'.padStart(10)}${'recall'.padStart(8)}${'f1'.padStart(8)}${'support'.padStart(9)}`);
  for (const c of result.perClass) {
    lines.push(`${c.label.padEnd(16)}${fmt(c.precision).padStart(10)}${fmt(c.recall).padStart(8)}${fmt(c.f1).padStart(8)}${String(c.support).padStart(9)}`);
  }
  lines.push('', `confusion (rows gold, columns predicted)`);
  lines.push(`${''.padEnd(16)}${result.confusion.labels.map((l) => short[l].padStart(10)).join('')}`);
  result.confusion.matrix.forEach((line, g) => {
    const label = result.confusion.labels[g] ?? '';
    lines.push(`${label.padEnd(16)}${line.map((v) => String(v).padStart(10)).join('')}`);
  });
  return lines.join('\n');
}

/** The committed offline intent model (or the artifact at `path`) as a predictor, with its version. */
export function offlineIntentPredictor(path?: string): { version: string; predict: (text: string) => Intent } {
  const model = loadIntentModel(path);
  return { version: model.version, predict: (text) => model.predict(text).intent };
}
