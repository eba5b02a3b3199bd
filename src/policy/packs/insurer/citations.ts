// The knowledge-base passages (doc id + H2 section) each demo-insurer rule implements.
import type { Citation } from '../../../domain/rule-result.js';

const cite = (docId: string, section: string): Citation => ({ docId, section });

export const INSURER_CITATIONS = {
  freeLook: cite('free-look-and-cancellation', 'Free-look period'),
  freeLookRefund: cite('free-look-and-cancellation', 'Refund within the free-look period'),
  afterFreeLook: cite('free-look-and-cancellation', 'Cancellation after the free-look period'),
  duplicatePremium: cite('premium-payments', 'Duplicate premium debits'),
  settlementTimelines: cite('claim-settlement', 'Settlement timelines'),
  delayInterest: cite('claim-settlement', 'Interest for delayed settlement'),
  dispute: cite('claim-settlement', 'Disputing a claim decision'),
  claimStatus: cite('claim-settlement', 'Claim status'),
  complaints: cite('complaints-and-escalation', 'How to complain'),
  ombudsman: cite('complaints-and-escalation', 'Escalation to the Insurance Ombudsman'),
} as const;
