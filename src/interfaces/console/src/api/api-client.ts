// Calls the EchoPilot HTTP API with the signed-in key; every failure becomes an ApiError with the server's code,
// message, field and hint, so views can say what went wrong and what to do.

export class ApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string, readonly field?: string, readonly hint?: string) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ErrorBody { error?: { code?: string; message?: string; field?: string; hint?: string } }

export async function errorFrom(response: Response): Promise<ApiError> {
  let body: ErrorBody = {};
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // Not JSON (e.g. a proxy's page): the status says enough.
  }
  return new ApiError(response.status, body.error?.code ?? `HTTP_${response.status}`, body.error?.message ?? response.statusText, body.error?.field, body.error?.hint);
}

export function authHeaders(key: string, json = false): Record<string, string> {
  return { Authorization: `Bearer ${key}`, ...(json ? { 'Content-Type': 'application/json' } : {}) };
}

export async function apiRequest<T>(key: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: authHeaders(key, body !== undefined),
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The query string of the defined values. */
export function queryString(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, v);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A message for people: the server's message, the field at fault and its hint. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    const parts = [error.message];
    if (error.field) parts.push(`(field: ${error.field})`);
    if (error.hint) parts.push(`— ${error.hint}`);
    return parts.join(' ');
  }
  return error instanceof Error ? error.message : String(error);
}
