// Loads a tenant's world (customers, accounts, cards, transactions, policies, claims) from a YAML world file.
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { EchoPilotError, isEchoPilotError } from '../domain/errors.js';
import type { World } from '../domain/records.js';
import { CHANNELS } from '../domain/records.js';
import { checkWorldReferences, worldFileSchema, worldFromFile } from '../domain/world-file.js';
import { packChannels } from '../policy/packs/registry.js';

type Path = readonly (string | number | symbol)[];

const line = (source: string, path: Path, message: string): string =>
  `${source}: ${path.length > 0 ? path.map(String).join('.') : '(root)'}: ${message}`;

const invalid = (source: string, message: string, cause?: unknown): EchoPilotError =>
  new EchoPilotError('SCENARIO_INVALID', message, { field: source, ...(cause !== undefined ? { cause } : {}) });

/**
 * Validates an already-parsed world value (e.g. the `world:` key of a scenario file, with `pathPrefix: ['world']`).
 * Every problem is reported as "FILE: path.in.file: problem", one a line.
 */
export function worldFromValue(raw: unknown, source: string, tenantId: string, pathPrefix: readonly (string | number)[] = []): World {
  const parsed = worldFileSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    throw invalid(source, parsed.error.issues.map((issue) => line(source, [...pathPrefix, ...issue.path], issue.message)).join('\n'));
  }
  const problems = checkWorldReferences(parsed.data, [...CHANNELS, ...packChannels()]);
  if (problems.length > 0) {
    throw invalid(source, problems.map((p) => line(source, [...pathPrefix, ...p.path], p.message)).join('\n'));
  }
  try {
    return worldFromFile(parsed.data, tenantId);
  } catch (error) {
    if (isEchoPilotError(error)) throw invalid(source, `${source}: ${error.message}`, error);
    throw error;
  }
}

/** Parses world YAML text (unquoted dates stay strings: YAML 1.2 core schema). */
export function parseWorldYaml(text: string, source: string, tenantId: string): World {
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (error) {
    throw invalid(source, `${source}: not valid YAML: ${(error as Error).message}`, error);
  }
  return worldFromValue(raw, source, tenantId);
}

export function loadWorldFile(path: string, tenantId: string): World {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw invalid(path, `${path}: cannot read world file: ${(error as Error).message}`, error);
  }
  return parseWorldYaml(text, path, tenantId);
}
