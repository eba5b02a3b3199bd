// Recognises constraint violations from better-sqlite3 and pg, so callers can map them to typed errors.

export type ConstraintViolation = 'unique' | 'foreign_key' | null;

export function constraintViolation(error: unknown): ConstraintViolation {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505') return 'unique';
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503') return 'foreign_key';
  return null;
}
