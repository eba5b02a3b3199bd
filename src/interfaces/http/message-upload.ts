// A message request as JSON, or as multipart/form-data carrying files (`attachments`, repeated): the same fields,
// checked the same way; each file part becomes bytes and a name (its kind is sniffed later from the content).
import { ATTACHMENT_LIMITS, type IncomingAttachment } from '../../domain/attachments.js';
import { HttpError } from './http-errors.js';
import { readJson, type HttpContext } from './http-context.js';
import { messageRequest } from './schemas.js';

/** The largest multipart message body read: every file at its limit plus the form's text fields. */
export const MAX_MULTIPART_BYTES = ATTACHMENT_LIMITS.maxTotalBytes + 1024 * 1024;

export function isMultipart(c: HttpContext): boolean {
  return (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

const TEXT_FIELDS = ['text', 'thread_id', 'customer_id'] as const;

export async function readMessageInput(c: HttpContext): Promise<{ body: ReturnType<typeof messageRequest.parse>; attachments: IncomingAttachment[] }> {
  if (!isMultipart(c)) return { body: await readJson(c, messageRequest), attachments: [] };
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new HttpError(400, 'INVALID_INPUT', 'the multipart body could not be read', { field: 'body', hint: 'send multipart/form-data with a text field and file parts named attachments' });
  }
  const fields: Record<string, string> = {};
  const attachments: IncomingAttachment[] = [];
  for (const [name, value] of Object.entries(form)) {
    const values = Array.isArray(value) ? value : [value];
    if (name === 'attachments') {
      for (const part of values) {
        const field = `attachments[${attachments.length}]`;
        if (typeof part === 'string') throw new HttpError(400, 'INVALID_INPUT', `${field}: expected a file part, got a text field`, { field });
        if (attachments.length >= ATTACHMENT_LIMITS.maxFiles) {
          throw new HttpError(400, 'INVALID_INPUT', `attachments: at most ${ATTACHMENT_LIMITS.maxFiles} files per message`, { field: 'attachments' });
        }
        attachments.push({ name: part.name, bytes: new Uint8Array(await part.arrayBuffer()) });
      }
      continue;
    }
    if (!(TEXT_FIELDS as readonly string[]).includes(name)) {
      throw new HttpError(400, 'INVALID_INPUT', `${name}: unknown field; a message takes ${TEXT_FIELDS.join(', ')} and attachments`, { field: name });
    }
    const [only] = values;
    if (values.length !== 1 || typeof only !== 'string') throw new HttpError(400, 'INVALID_INPUT', `${name}: expected one text field`, { field: name });
    fields[name] = only;
  }
  const parsed = messageRequest.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    throw new HttpError(400, 'INVALID_INPUT', `${field}: ${issue?.message ?? 'invalid'}`, { field });
  }
  return { body: parsed.data, attachments };
}
