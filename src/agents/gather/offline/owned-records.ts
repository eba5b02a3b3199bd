// Sentences in which the customer vouches for a record of their own ("The last time I used an ATM was on 10 August at
// Chinchwad for 2000, that one was mine."): context for a claim about another record, never the claim itself, so
// understanding reads the message without them and their amount, date and place point to nothing.
import { tellsSomethingWrong } from './conversation-cues.js';

/** "That one was mine", "the Swiggy 540 was me", "the 2000 one is fine", "the 2000 one on the 5th was fine", "I did make that one", "woh mera tha". */
const VOUCHED = /\b(?:that|this|it|which)\s+(?:one\s+|payment\s+|transaction\s+|withdrawal\s+)?(?:was|is)\s+(?:genuine|correct|legit|fine)\b|\bthe\s+(?:[\w,.₹]+\s+){1,3}?(?:one|payment|transaction|withdrawal|wala|wali)(?:\s+(?:on|at|from|to|of|in|the|\d[\w,.]*|[a-z]+day|morning|evening|night))*\s+(?:was|is)\s+(?:genuine|correct|legit|fine|ok|okay)\b|\b(?:was|is)\s+(?:mine|me|my own|done by me|made by me)\b|\b(?:i|we)\s+(?:did|made|authori[sz]ed)\s+(?:make\s+)?(?:that|this)(?:\s+one)?\b|\b(?:woh|wo|ye|yeh)\s+(?:wala\s+)?(?:mera|meri|maine)\s+(?:hi\s+)?(?:tha|thi|kiya tha|ki thi)\b/i;

/** Words that disown something beside the vouching ("someone else made the 8000 one, the earlier one was me"). */
const DISOWNS = /\b(?:someone|somebody|some one|else|other person|stranger|unknown|kisi ne|kisne)\b/i;

/** The claim pointed at beside a record vouched for: "…is mine, not this one". */
const NOT_THIS_ONE = /\bnot (?:this|that|the other|the new|today'?s|yesterday'?s) (?:one|charge|payment|transaction|order)\b/i;

/** Words that turn what follows into its opposite: "oh sure", "yeah right", "as if". */
const MOCKS = /\b(?:oh sure|yeah right|sure sure|of course|as if|are you joking|you must be joking|kidding)\b/i;

/** A longer sentence tells more than the record it vouches for ("…(paid by card, that one is fine), then I tried…"). */
const VOUCHING_WORDS = 30;

/** The text without the sentences that vouch for a record and tell nothing wrong (the text itself when there are none). */
export function withoutOwnedRecords(text: string): string {
  const kept = ownSentencesOut(text);
  return kept === null || kept === '' ? text : kept;
}

/**
 * Every sentence vouches for a record ("The 2000 one on the 14th was fine."): as an answer to "which one?", it picks
 * none, least of all the one it vouches for.
 */
export function onlyVouches(text: string): boolean {
  return ownSentencesOut(text) === '';
}

/** The text without its vouching sentences ('' when every sentence vouches); null when none vouches. */
function ownSentencesOut(text: string): string | null {
  if (!VOUCHED.test(text)) return null;
  // A vouching asked or mocked is none ("The 25,000 one is fine? Are you joking?", "Oh sure, the 45,000 one is fine").
  // "The Flipkart order on 10th is mine, not this one": the "not this one" points at the claim told elsewhere.
  const vouchesOnly = (sentence: string) => VOUCHED.test(sentence) && !sentence.trim().endsWith('?') && !MOCKS.test(sentence)
    && !tellsSomethingWrong(sentence.replace(VOUCHED, ' ').replace(NOT_THIS_ONE, ' '))
    && !DISOWNS.test(sentence.replace(VOUCHED, ' ')) && sentence.split(/\s+/).length <= VOUCHING_WORDS;
  const sentences = text.split(/(?<=[.!?])\s+|\n+/);
  const kept = sentences.filter((sentence) => !vouchesOnly(sentence));
  return kept.length === sentences.length ? null : kept.join(' ').trim();
}
