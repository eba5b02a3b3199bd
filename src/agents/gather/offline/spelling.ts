// Typing slips in the words claims turn on ("cancle", "helth polcy", "refnd the premum"), read as the words meant.
// Only a dropped, doubled or swapped letter is mended, never a changed one: "cancer" stays "cancer", not "cancel".

/** The words the cue vocabulary turns on, in their standard spelling. */
const DOMAIN_WORDS = [
  'cancel', 'cancelled', 'policy', 'premium', 'refund', 'health', 'insurance', 'withdrawal', 'withdraw', 'transaction',
  'debited', 'deducted', 'account', 'payment', 'transfer', 'charged', 'failed', 'received', 'blocked', 'stolen',
  'unauthorised', 'unauthorized', 'compensation', 'interest', 'settlement', 'settled', 'balance', 'minimum', 'reversal',
  'reverse', 'duplicate', 'merchant', 'amount', 'dispensed', 'surrender', 'motor', 'travel', 'claim', 'money',
];
const KNOWN = new Set(DOMAIN_WORDS);
/** Shorter words have too many neighbours to mend safely. */
const LEAST_LENGTH = 5;

/** True when `a` becomes `b` by dropping one letter, doubling or adding one, or swapping two neighbours. */
function oneSlipApart(a: string, b: string): boolean {
  if (a === b) return false;
  if (a.length === b.length) {
    const diff = [...a].flatMap((ch, i) => (ch === b[i] ? [] : [i]));
    return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length - short.length !== 1) return false;
  for (let i = 0; i < long.length; i += 1) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

/** The domain word a slip of it names, when exactly one does. */
function mended(word: string): string {
  if (word.length < LEAST_LENGTH - 1 || KNOWN.has(word)) return word;
  // A plural or a past tense of a domain word is not a slip ("claims", "refunds").
  if (KNOWN.has(word.replace(/(?:e?s|ed)$/, ''))) return word;
  const near = DOMAIN_WORDS.filter((w) => w.length >= LEAST_LENGTH && oneSlipApart(word, w));
  return near.length === 1 ? near[0]! : word;
}

/** Lower-case text with slips in domain words mended; every other word as written. */
export function mendSlips(text: string): string {
  return text.replace(/[a-z]+/g, (word) => mended(word));
}
