// Regular-expression pieces shared by the bank pack's claim-type cues (matched against the normalised message:
// lower-cased, contractions expanded).
export const ATM = '(?:atm|cash machine|cash point)';
/** Money taken from the account; not the kind of a card ("ATM-cum-debit card", "debit card"). */
export const DEBITED = '(?:debit(?:ed)?(?![- ]card)|deduct(?:ed)?|charged|taken|cut|kat|kata|kate|katt|kaat|(?:left|gone from|went from|went out of|missing from|vanished from|disappeared from) (?:my |the )?(?:\\w+ )?(?:account|a/c|balance))';
/** A failure word: "failed", "failure", "declined", "error", "unsuccessful", "timed out". */
export const FAILED = '(?:fail|declin|error|unsuccessful|timed out|time out|timeout|not approved)';
/** Taking cash out: "withdraw", "take out", "draw cash", "nikalna". */
export const WITHDRAW = '(?:withdraw|withdrew|withdrawal|nikal|take out|taking out|took out|draw (?:cash|money)|drawing (?:cash|money))';
/**
 * "Twice", also as Bengali, Tamil, Marathi, Gujarati, Kannada and Telugu speakers write it in Latin letters, and as
 * speech-to-text writes "two times" ("to times").
 */
export const TWICE = '(?:twice|two times|2 times|to times|too times|2x|double|do baar|2 baar|dobara|duibar|dui bar|rendu (?:thadava|thadavai|murai|sari)|don (?:vela|vel)|be (?:var|vaar)|eradu (?:sala|sari)|rendu saarlu)';
