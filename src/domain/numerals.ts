// Numerals as customers write them: Devanagari digits ("२०००") read as the same digits 0-9, one character for one.

/** "२०००" → "2000": every Devanagari digit as its ASCII digit; the text keeps its length, so spans stay where they were. */
export function westernDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966));
}
