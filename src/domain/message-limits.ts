// Input limits for a customer message, checked before anything is stored or run: control and bidi-override
// characters are removed, then an empty or oversized message is refused with a typed error naming the field.
import { EchoPilotError } from './errors.js';

export const MAX_MESSAGE_CHARACTERS = 8_000;

/**
 * C0/C1 controls except tab and newline (NUL, ESC and terminal escapes, DEL), bidi embeddings, overrides and isolates
 * (U+202A–202E, U+2066–2069), the invisible marks that reorder or hide text (U+200B–200F, U+2028/2029 line
 * separators become newlines first, U+FEFF) and unpaired surrogates. Joiners used by Indic scripts (U+200C/200D) stay.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uFFF9-\uFFFB]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** ANSI escape sequences (CSI … final byte, OSC … BEL/ST): removed whole, not just their ESC. */
// eslint-disable-next-line no-control-regex -- escape sequences start with control characters
const ANSI_SEQUENCE = /\u001B\[[0-?]*[ -/]*[@-~]|\u001B\][^\u0007\u001B]*(?:\u0007|\u001B\\)?|\u009B[0-?]*[ -/]*[@-~]/g;

/** The text without control, bidi and invisible formatting characters; CR LF and U+2028/2029 become \n. */
export function stripUnsafeCharacters(text: string): string {
  return text
    .replace(ANSI_SEQUENCE, '')
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(UNSAFE_CHARACTERS, '');
}

/** Cleans and trims the message; rejects a non-text, empty (after cleaning) or oversized one naming the field. */
export function checkMessage(text: unknown, field = 'message'): string {
  if (typeof text !== 'string') {
    throw new EchoPilotError('INVALID_INPUT', `${field} must be text`, { field });
  }
  const trimmed = stripUnsafeCharacters(text).trim();
  if (trimmed.length === 0) {
    throw new EchoPilotError('MESSAGE_EMPTY', `${field} is empty: write what you need help with`, { field });
  }
  if (trimmed.length > MAX_MESSAGE_CHARACTERS) {
    throw new EchoPilotError('MESSAGE_TOO_LONG', `${field} has ${trimmed.length} characters; the limit is ${MAX_MESSAGE_CHARACTERS}`, {
      field,
      hint: 'shorten the message or split it into several',
    });
  }
  return trimmed;
}
