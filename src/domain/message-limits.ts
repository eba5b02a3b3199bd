// Input limits for a customer message, checked before anything is stored or run.
import { EchoPilotError } from './errors.js';

export const MAX_MESSAGE_CHARACTERS = 8_000;

/** Trims the message and rejects an empty or oversized one with a typed error naming the field. */
export function checkMessage(text: unknown, field = 'message'): string {
  if (typeof text !== 'string') {
    throw new EchoPilotError('INVALID_INPUT', `${field} must be text`, { field });
  }
  const trimmed = text.trim();
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
