// Typing slips in the words claims turn on ("cancle", "helth polcy", "refnd the premum"), read as the words meant.
// Only a dropped, doubled or swapped letter is mended, never a changed one: "cancer" stays "cancer", not "cancel".

/** The words the cue vocabulary turns on, in their standard spelling. */
const DOMAIN_WORDS = [
  'cancel', 'cancelled', 'policy', 'premium', 'refund', 'health', 'insurance', 'withdrawal', 'withdraw', 'transaction',
  'debited', 'deducted', 'account', 'payment', 'transfer', 'charged', 'failed', 'received', 'blocked', 'stolen',
  'unauthorised', 'unauthorized', 'compensation', 'interest', 'settlement', 'settled', 'balance', 'minimum', 'reversal',
  'reverse', 'duplicate', 'merchant', 'amount', 'dispensed', 'surrender', 'motor', 'travel', 'claim', 'money',
  // and those of service requests and status questions ("new addrss updte pls", "claim staus?")
  'address', 'nominee', 'update', 'statement', 'status', 'mobile',
];
/**
 * Words of their own that are one slip from a domain word: "settle" is no slip of "settled", a claim "filed on 10
 * August" did not fail, and an account "locked" after wrong PINs is not a blocked card.
 */
const WORDS_OF_THEIR_OWN = ['settle', 'filed', 'locked'];
const KNOWN = new Set([...DOMAIN_WORDS, ...WORDS_OF_THEIR_OWN]);
/** Shorter words have too many neighbours to mend safely. */
const LEAST_LENGTH = 5;

/** Every way one slip can write a word: a letter dropped, a letter added or doubled, two neighbours swapped. */
function slipsOf(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i += 1) out.push(word.slice(0, i) + word.slice(i + 1));
  for (let i = 0; i <= word.length; i += 1) for (let c = 97; c <= 122; c += 1) out.push(word.slice(0, i) + String.fromCharCode(c) + word.slice(i));
  for (let i = 0; i + 1 < word.length; i += 1) out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  return out;
}

let slips: Map<string, string | null> | undefined;
/** Each slip and the one domain word it is a slip of (null when it is a slip of two). Built once. */
function slipTable(): Map<string, string | null> {
  if (slips) return slips;
  slips = new Map();
  for (const word of DOMAIN_WORDS) {
    if (word.length < LEAST_LENGTH) continue;
    for (const slip of new Set(slipsOf(word))) {
      if (slip === word) continue;
      slips.set(slip, slips.has(slip) && slips.get(slip) !== word ? null : word);
    }
  }
  return slips;
}

/** The domain word a slip of it names, when exactly one does. */
function mended(word: string): string {
  if (word.length < LEAST_LENGTH - 1 || KNOWN.has(word)) return word;
  // A plural or a past tense of a domain word is not a slip ("claims", "refunds", "reversed", "charges").
  if (KNOWN.has(word.replace(/(?:e?s|ed)$/, '')) || KNOWN.has(word.replace(/[dsn]$/, ''))) return word;
  return slipTable().get(word) ?? word;
}

/** Lower-case text with slips in domain words mended; every other word as written. */
export function mendSlips(text: string): string {
  return text.replace(/[a-z]+/g, (word) => mended(word));
}
