// Reads document metadata (id, title, visibility, roles, effective date, version) from a YAML or key/value map.
import { EchoPilotError } from '../../domain/errors.js';
import { VISIBILITIES, type Visibility } from '../../domain/knowledge.port.js';
import type { ParsedMetadata } from './parsed-document.js';

export function metadataFrom(raw: Record<string, unknown>, fileName: string): ParsedMetadata {
  const meta: ParsedMetadata = {};
  const str = (key: string): string | undefined => {
    const value = raw[key];
    if (value === undefined || value === null) return undefined;
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return String(value).trim();
  };
  const id = str('id');
  if (id) meta.id = id;
  const title = str('title');
  if (title) meta.title = title;
  const visibility = str('visibility');
  if (visibility) {
    if (!(VISIBILITIES as readonly string[]).includes(visibility)) {
      throw new EchoPilotError('INGEST_FAILED', `${fileName}: visibility must be one of ${VISIBILITIES.join(', ')}`, {
        field: 'visibility',
      });
    }
    meta.visibility = visibility as Visibility;
  }
  const roles = raw['roles'];
  if (Array.isArray(roles)) meta.roles = roles.map((r) => String(r).trim()).filter((r) => r !== '');
  else if (typeof roles === 'string') meta.roles = splitList(roles);
  const effective = str('effective_date') ?? str('effectiveDate') ?? str('effective');
  if (effective) meta.effectiveDate = effective;
  const version = str('version');
  if (version) meta.version = version;
  return meta;
}

export function splitList(value: string): string[] {
  return value
    .split(/[,\s]+/)
    .map((r) => r.trim())
    .filter((r) => r !== '');
}
