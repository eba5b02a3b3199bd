// Masks personal data (card and account numbers, Aadhaar, PAN, phones, e-mails) before text reaches a prompt or a log.

const RULES: [RegExp, string][] = [
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  [/\b\d(?:[ -]?\d){12,18}\b/g, '[card-or-account-number]'],
  [/\b\d{4}\s?\d{4}\s?\d{4}\b/g, '[aadhaar]'],
  [/\b[A-Z]{5}\d{4}[A-Z]\b/g, '[pan]'],
  [/(?:\+91[ -]?)?\b[6-9]\d{4}[ -]?\d{5}\b/g, '[phone]'],
];

export function redactPii(text: string): string {
  return RULES.reduce((out, [pattern, mask]) => out.replace(pattern, mask), text);
}
