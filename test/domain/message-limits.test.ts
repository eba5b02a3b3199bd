// Message limits: control, bidi-override and invisible characters are removed at the boundary; what is left is checked.
import { describe, expect, it } from 'vitest';
import { checkMessage, MAX_MESSAGE_CHARACTERS, stripUnsafeCharacters } from '../../src/domain/message-limits.js';
import { isEchoPilotError } from '../../src/domain/errors.js';

const codeOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return isEchoPilotError(error) ? error.code : 'not an EchoPilotError';
  }
};

describe('checkMessage', () => {
  it.each([
    ['NUL characters', 'ATM\u0000 took 5,000', 'ATM took 5,000'],
    ['a terminal colour escape', '\u001B[31mATM took 5,000\u001B[0m', 'ATM took 5,000'],
    ['a terminal title escape', 'ATM\u001B]0;pwned\u0007 took 5,000', 'ATM took 5,000'],
    ['a right-to-left override', 'refund \u202Eoooo5\u202C please', 'refund oooo5 please'],
    ['bidi isolates', 'pay \u2066ABC\u2069 now', 'pay ABC now'],
    ['zero-width spaces and a byte-order mark', '\uFEFFATM\u200B took', 'ATM took'],
    ['DEL and C1 controls', 'ATM\u007F\u0085 took\u0090', 'ATM took'],
    ['an unpaired surrogate', 'ATM \uD800took', 'ATM took'],
  ])('removes %s', (_what, text, cleaned) => {
    expect(checkMessage(text)).toBe(cleaned);
  });

  it('keeps newlines, tabs, Indic joiners, emoji and non-Latin scripts', () => {
    const text = 'पैसे कट गए\tbut no cash 🙏\nक्‍ष and ন্‌';
    expect(checkMessage(text)).toBe(text);
  });

  it('turns CR LF and Unicode line separators into newlines', () => {
    expect(checkMessage('one\r\ntwo\u2028three')).toBe('one\ntwo\nthree');
  });

  it.each([
    ['three NULs', '\u0000\u0000\u0000'],
    ['escapes only', '\u001B[2J\u001B[H'],
    ['bidi marks and spaces only', ' \u202E \u2066\u2069 \u200B '],
    ['whitespace only', ' \n\t '],
  ])('refuses a message of %s as empty', (_what, text) => {
    expect(codeOf(() => checkMessage(text, 'text'))).toBe('MESSAGE_EMPTY');
  });

  it('counts the length after cleaning', () => {
    expect(checkMessage(`${'x'.repeat(MAX_MESSAGE_CHARACTERS)}${'\u0000'.repeat(50)}`)).toHaveLength(MAX_MESSAGE_CHARACTERS);
    expect(codeOf(() => checkMessage('x'.repeat(MAX_MESSAGE_CHARACTERS + 1)))).toBe('MESSAGE_TOO_LONG');
  });

  it('refuses text that is not a string, naming the field', () => {
    expect(codeOf(() => checkMessage(42, 'text'))).toBe('INVALID_INPUT');
  });

  it('stripUnsafeCharacters leaves ordinary text untouched', () => {
    expect(stripUnsafeCharacters('Rs 5,000 on 4 March, ref ATM0304XYZ.')).toBe('Rs 5,000 on 4 March, ref ATM0304XYZ.');
  });
});
