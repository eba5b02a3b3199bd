// Offline answerer: answers from the customer's own records (claim and policy status) or quotes the best passages.
import { formatDateLong } from '../../../domain/calendar.js';
import { formatInr } from '../../../domain/money.js';
import type { Passage } from '../../../domain/knowledge.port.js';
import type { Claim, CustomerRecords, Policy } from '../../../domain/records.js';
import type { Answer, IntentAnalysis, QueryAnswerer } from '../../ports.js';

const STOPWORDS = new Set(
  'a an the is are was were be been of to in on for and or if my me i you your we our it its this that what which how when why who can do does did will would should could there any about with from at by as have has had not no so than then them they their much many long get got'.split(' '),
);

export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9₹]+(?:[-'][a-z0-9]+)*/g) ?? []).filter((w) => !STOPWORDS.has(w) && w.length > 1);
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

/** Status questions about the customer's own claims or policies, answered from records only. */
function answerFromRecords(question: string, analysis: IntentAnalysis, records: CustomerRecords): string | null {
  const refs = new Set(analysis.entities.references.map((r) => r.toUpperCase()));
  const claims = records.claims.filter((c) => refs.has(c.id.toUpperCase()));
  const policies = records.policies.filter((p) => refs.has(p.id.toUpperCase()));
  const asksStatus = /\b(status|update|progress|where is|what happened|details?)\b/i.test(question);
  if (claims.length > 0) return claims.map(describeClaim).join(' ');
  if (policies.length > 0) return policies.map(describePolicy).join(' ');
  if (asksStatus && /\bclaims?\b/i.test(question) && records.claims.length > 0) return records.claims.map(describeClaim).join(' ');
  if (asksStatus && /\bpolic(y|ies)\b/i.test(question) && records.policies.length > 0) return records.policies.map(describePolicy).join(' ');
  return null;
}

/** The sentences of the best passages that share most words with the question. */
function extract(question: string, passages: Passage[]): { text: string; used: Passage[] } | null {
  const wanted = new Set(contentWords(question).map(stem));
  if (wanted.size === 0) return null;
  const scored: { sentence: string; passage: Passage; score: number; order: number }[] = [];
  passages.slice(0, 3).forEach((passage, rank) => {
    const sentences = passage.text.replace(/^#+\s.*$/gm, '').split(/(?<=[.!?])\s+|\n+/).map((s) => s.replace(/^[-*]\s+/, '').trim()).filter((s) => s.length > 20);
    sentences.forEach((sentence, index) => {
      const words = new Set(contentWords(sentence).map(stem));
      let overlap = 0;
      for (const w of wanted) if (words.has(w)) overlap += 1;
      if (overlap > 0) scored.push({ sentence, passage, score: overlap - rank * 0.5, order: rank * 1000 + index });
    });
  });
  const best = scored.sort((a, b) => b.score - a.score || a.order - b.order).slice(0, 3);
  if (best.length === 0 || (best[0]?.score ?? 0) < 1.5) return null;
  const ordered = best.sort((a, b) => a.order - b.order);
  const used = [...new Map(ordered.map((s) => [s.passage.chunkId, s.passage])).values()];
  return { text: ordered.map((s) => s.sentence).join(' '), used };
}

export class OfflineQueryAnswerer implements QueryAnswerer {
  async answer(input: { question: string; analysis: IntentAnalysis; passages: Passage[]; records: CustomerRecords }): Promise<Answer> {
    const fromRecords = answerFromRecords(input.question, input.analysis, input.records);
    const extracted = extract(input.question, input.passages);
    if (fromRecords) {
      const citations = extracted ? extracted.used.map((p) => ({ docId: p.docId, section: p.section, chunkId: p.chunkId, title: p.title })) : [];
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
