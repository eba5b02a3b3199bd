// Offline answerer: answers from the customer's own records (claim and policy status) or quotes the best passages.
import { formatDateLong } from '../../../domain/calendar.js';
import { formatInr } from '../../../domain/money.js';
import type { Passage } from '../../../domain/knowledge.port.js';
import type { Claim, CustomerRecords, Policy } from '../../../domain/records.js';
import { referenceStrength } from '../../../policy/reference-forms.js';
import type { Answer, IntentAnalysis, QueryAnswerer } from '../../ports.js';
import { smallTalkReply, unintelligibleReply } from './conversation-replies.js';
import { plainEnglish } from '../../gather/offline/plain-english.js';

const STOPWORDS = new Set(
  ('a an the is are was were be been of to in on for and or if my me i you your we our it its this that what which how when why who can do does did will would should could there any about with from at by as have has had not no so than then them they their much many long get got don doesn didn isn aren won like want need please tell know let just also ok hi hello dear sir madam kindly ' +
    // light verbs: they carry the question's grammar, not its subject ("what if the ATM doesn't give cash")
    'give gives gave given take takes took taken come comes came happen happens happened keep must being am ' +
    // hedges and time fillers: how sure or when, not what about ("roughly how much would I get", "later on")
    'roughly approximately approx around about exactly actually basically really probably maybe might may later soon ' +
    'now today currently'
  ).split(' '),
);

export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9₹]+/g) ?? []).filter((w) => !STOPWORDS.has(w) && w.length > 1);
}

const stem = (word: string) => word.replace(/(ing|ed|es|s)$/, '');

const CLAIM_STATUS_WORDS: Record<Claim['status'], string> = {
  submitted: 'submitted and waiting to be reviewed',
  under_review: 'under review',
  approved: 'approved and awaiting payment',
  rejected: 'rejected',
  settled: 'settled',
};

function describeClaim(claim: Claim): string {
  const parts = [`Your claim ${claim.id} (filed ${formatDateLong(claim.filedOn)}, ${formatInr(claim.amountClaimed)} claimed) is ${CLAIM_STATUS_WORDS[claim.status]}.`];
  if (claim.documentsCompleteOn) parts.push(`All documents were received on ${formatDateLong(claim.documentsCompleteOn)}.`);
  if (claim.status === 'settled' && claim.settledOn && claim.settledAmount !== null) parts.push(`It was settled for ${formatInr(claim.settledAmount)} on ${formatDateLong(claim.settledOn)}.`);
  if (claim.status === 'rejected' && claim.rejectionReason) parts.push(`Reason given: ${claim.rejectionReason}.`);
  return parts.join(' ');
}

function describePolicy(policy: Policy): string {
  const cancelled = policy.cancelledOn ? `, cancelled on ${formatDateLong(policy.cancelledOn)}` : '';
  return `Your ${policy.product} policy ${policy.id} is ${policy.status}${cancelled}: cover from ${formatDateLong(policy.startOn)} to ${formatDateLong(policy.endOn)}, premium ${formatInr(policy.premium)}, sum insured ${formatInr(policy.sumInsured)}.`;
}

type AccountType = CustomerRecords['accounts'][number]['type'];
/** How a balance is said in each reply language: the same facts, the amount in Indian grouping. */
const BALANCE_WORDS: Record<'en' | 'hi' | 'hi-Latn', { names: Record<AccountType, string>; balance: (name: string, id: string, amount: string) => string; owed: (id: string, amount: string, limit: string | null) => string }> = {
  en: {
    names: { bsbd: 'basic savings account', savings: 'savings account', current: 'current account', credit_card: 'credit card account' },
    balance: (name, id, amount) => `Your ${name} ${id} has a balance of ${amount}.`,
    owed: (id, amount, limit) => `Your credit card account ${id} has ${amount} outstanding${limit ? ` against a limit of ${limit}` : ''}.`,
  },
  hi: {
    names: { bsbd: 'बेसिक बचत खाते', savings: 'बचत खाते', current: 'चालू खाते', credit_card: 'क्रेडिट कार्ड खाते' },
    balance: (name, id, amount) => `आपके ${name} ${id} में ${amount} शेष है।`,
    owed: (id, amount, limit) => `आपके क्रेडिट कार्ड खाते ${id} पर ${amount} बकाया है${limit ? ` (सीमा ${limit})` : ''}।`,
  },
  'hi-Latn': {
    names: { bsbd: 'basic savings khate', savings: 'savings khate', current: 'current khate', credit_card: 'credit card khate' },
    balance: (name, id, amount) => `Aapke ${name} ${id} mein ${amount} ka balance hai.`,
    owed: (id, amount, limit) => `Aapke credit card khate ${id} par ${amount} baaki hai${limit ? ` (limit ${limit})` : ''}.`,
  },
};

/** Balances of the customer's own accounts (a credit card shows what is outstanding and the limit), in their language. */
function describeBalances(records: CustomerRecords, language: string): string | null {
  if (records.accounts.length === 0) return null;
  const words = BALANCE_WORDS[language === 'hi' || language === 'hi-Latn' ? language : 'en'];
  return records.accounts.map((a) => (a.type === 'credit_card'
    ? words.owed(a.id, formatInr(a.balance), a.creditLimit !== null ? formatInr(a.creditLimit) : null)
    : words.balance(words.names[a.type], a.id, formatInr(a.balance)))).join(' ');
}

/** The records the message names, in any form the customer writes an id ("clm 7001", "7001", "CLAIM-7001"). */
function named<T extends { id: string }>(items: readonly T[], analysis: IntentAnalysis): T[] {
  const strong = analysis.entities.references;
  const weak = analysis.entities.numbers ?? [];
  return items.filter((item) => strong.some((r) => referenceStrength(r, item.id) >= 2) || weak.some((n) => referenceStrength(n, item.id) >= 1));
}

/** Status and balance questions about the customer's own claims, policies and accounts, answered from records only. */
function answerFromRecords(question: string, analysis: IntentAnalysis, records: CustomerRecords): string | null {
  if (analysis.asks === 'balance') return describeBalances(records, analysis.language);
  const claims = named(records.claims, analysis);
  const policies = named(records.policies, analysis);
  const asksStatus = analysis.asks === 'status' || /\b(status|update|progress|where is|what happened|details?)\b/i.test(question);
  if (claims.length > 0) return claims.map(describeClaim).join(' ');
  if (policies.length > 0) return policies.map(describePolicy).join(' ');
  // "Any update on my travel claim?": the claims on policies of the product mentioned, else all of them.
  const products = analysis.entities.products;
  const ofProduct = (policyId: string) => {
    const product = records.policies.find((p) => p.id === policyId)?.product;
    return products.length === 0 || (product !== undefined && products.includes(product));
  };
  const claimsAsked = records.claims.filter((c) => ofProduct(c.policyId));
  if (asksStatus && /\bclaims?\b|क्लेम|\bdava\b|\bdawa\b/i.test(question) && records.claims.length > 0) return (claimsAsked.length > 0 ? claimsAsked : records.claims).map(describeClaim).join(' ');
  if (asksStatus && /\bpolic(y|ies)\b|पॉलिसी/i.test(question) && records.policies.length > 0) return records.policies.map(describePolicy).join(' ');
  return null;
}

/** Questions whose answer is a number: a period, an amount, a limit, a rate, a deadline. */
const QUANTITATIVE = /\b(how (long|much|many|soon)|when|by when|period|limit|days?|compensation|fee|charges?|rate|interest|deadline|within|maximum|minimum|liabilit(y|ies))\b/i;

/** Splits a passage into readable sentences: wrapped lines joined, headings, list markers and emphasis dropped. */
export function sentencesOf(text: string): string[] {
  const blocks = text
    .replace(/\*\*|__/g, '')
    .split(/\n\s*\n|\n(?=\s*(?:[-*]|\d+\.)\s)|\n(?=#)/)
    .map((block) => block.replace(/^\s*#+\s.*$/gm, '').replace(/\s*\n\s*/g, ' ').replace(/^\s*(?:[-*]|\d+\.)\s+/, '').trim())
    .filter(Boolean);
  return blocks
    .flatMap((block) => block.split(/(?<=[.!?])\s+(?=[A-Z₹("])/))
    .map((s) => s.trim())
    .filter((s) => s.length > 20 && /[.!?:)]$/.test(s));
}

/**
 * Greedy extractive answer: picks up to three sentences from the best passages that together cover the most of the
 * question's words, rarer words counting more, so that each part of a question ("how long", "compensation") is met.
 */
function extract(asked: string, passages: Passage[]): { text: string; used: Passage[] } | null {
  // The documents are in English: shorthand and Hindi words are read as their English gloss.
  const question = plainEnglish(asked);
  const wanted = [...new Set(contentWords(question).map(stem))];
  if (wanted.length === 0) return null;
  const quantitative = QUANTITATIVE.test(question);
  const pool: { sentence: string; passage: Passage; words: Set<string>; order: number; boost: number }[] = [];
  passages.slice(0, 4).forEach((passage, rank) => {
    // A document's introduction says what the page covers; the sections say the facts.
    const intro = passage.section === passage.title ? 0.6 : 1;
    // A section whose heading is made only of the question's words is about exactly what was asked.
    const heading = contentWords(passage.section).map(stem);
    const onTopic = intro === 1 && heading.length > 0 && heading.every((w) => wanted.includes(w)) ? 1.3 : 1;
    sentencesOf(passage.text).forEach((sentence, index) => {
      const facts = quantitative && /\d/.test(sentence) ? 1.5 : 1;
      pool.push({ sentence, passage, words: new Set(contentWords(sentence).map(stem)), order: rank * 1000 + index, boost: intro * facts * onTopic });
    });
  });
  if (pool.length === 0) return null;
  const weight = new Map(wanted.map((w) => {
    const df = pool.filter((p) => p.words.has(w)).length;
    // A question word no passage contains counts like a rare one: leaving many uncovered means we do not know.
    return [w, Math.log(1 + pool.length / Math.max(df, 2))];
  }));
  const covered = new Set<string>();
  const chosen: typeof pool = [];
  while (chosen.length < 3) {
    let best: (typeof pool)[number] | undefined;
    let bestGain = 0;
    for (const candidate of pool) {
      if (chosen.includes(candidate)) continue;
      let gain = 0;
      // Each newly covered question word counts, rarer ones more.
      for (const w of wanted) if (!covered.has(w) && candidate.words.has(w)) gain += 1 + 0.5 * (weight.get(w) ?? 0);
      gain = gain * candidate.boost - Math.floor(candidate.order / 1000) * 0.05;
      if (gain > bestGain + 1e-9) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best || bestGain < 1.5) break;
    chosen.push(best);
    for (const w of wanted) if (best.words.has(w)) covered.add(w);
  }
  const coverage = [...covered].reduce((sum, w) => sum + (weight.get(w) ?? 0), 0);
  const total = wanted.reduce((sum, w) => sum + (weight.get(w) ?? 0), 0);
  if (chosen.length === 0 || total === 0 || coverage / total < 0.5) return null;
  const ordered = chosen.sort((a, b) => a.order - b.order);
  const used = [...new Map(ordered.map((s) => [s.passage.chunkId, s.passage])).values()];
  return { text: ordered.map((s) => s.sentence).join(' '), used };
}

export class OfflineQueryAnswerer implements QueryAnswerer {
  async answer(input: { question: string; analysis: IntentAnalysis; passages: Passage[]; records: CustomerRecords }): Promise<Answer> {
    const { analysis } = input;
    if (analysis.smallTalk) return { found: true, text: smallTalkReply(analysis.smallTalk, analysis.language), citations: [], trace: { backend: 'offline' } };
    if (analysis.unintelligible) return { found: true, text: unintelligibleReply(analysis.language), citations: [], trace: { backend: 'offline' } };
    const fromRecords = answerFromRecords(input.question, input.analysis, input.records);
    const extracted = extract(input.question, input.passages);
    if (fromRecords) {
      // A balance is the records' own fact: no document is its source.
      const citations = extracted && analysis.asks !== 'balance' ? extracted.used.map((p) => ({ docId: p.docId, section: p.section, chunkId: p.chunkId, title: p.title })) : [];
      return { found: true, text: fromRecords, citations, trace: { backend: 'offline' } };
    }
    if (!extracted) return { found: false, text: '', citations: [], trace: { backend: 'offline' } };
    return {
      found: true,
      text: extracted.text,
      citations: extracted.used.map((p) => ({ docId: p.docId, section: p.section, chunkId: p.chunkId, title: p.title })),
      trace: { backend: 'offline' },
    };
  }
}
