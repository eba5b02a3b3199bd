// Regular-expression pieces shared by the insurer pack's claim-type cues (matched against the normalised message:
// lower-cased, contractions expanded).
export const TWICE = '(?:twice|two times|2 times|2x|double|do baar|2 baar|dobara)';
export const TAKEN = '(?:took|taken|debited|deducted|charged|collected|cut|kat|kata|kaat|auto[- ]?debit\\w*|billed|paid)';
/** Automatic premium collection: auto-debit, NACH, ECS, e-mandate, standing instruction. */
export const MANDATE = '(?:auto[- ]?debit|nach|ecs|e-?mandate|mandate|standing instruction|si debit)';
export const POLICY = '(?:policy|premium|plan|insurance|renewal|instal?ment|cover|bima)';
