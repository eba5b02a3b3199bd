// The knowledge-base passages (doc id + H2 section) each demo-bank rule implements.
import type { Citation } from '../../../domain/rule-result.js';

const cite = (docId: string, section: string): Citation => ({ docId, section });

export const BANK_CITATIONS = {
  atm: cite('failed-transactions', 'ATM withdrawals not dispensed'),
  upi: cite('failed-transactions', 'UPI and IMPS transfers'),
  card: cite('failed-transactions', 'Card payments not confirmed by the merchant'),
  cardToCard: cite('card-to-card-transfers', 'Failed card-to-card transfers'),
  compensation: cite('failed-transactions', 'Compensation for delay'),
  duplicate: cite('duplicate-charges', 'Duplicate card charges'),
  unauthorizedWithin3: cite('unauthorised-transactions', 'Reporting within three working days'),
  unauthorized4to7: cite('unauthorised-transactions', 'Reporting in four to seven working days'),
  unauthorizedAfter7: cite('unauthorised-transactions', 'Reporting after seven working days'),
  liabilityCaps: cite('unauthorised-transactions', 'Liability caps'),
  shadowCredit: cite('unauthorised-transactions', 'Shadow credit and card blocking'),
  feeSchedule: cite('fees-and-charges', 'Schedule of fees'),
  goodwill: cite('fees-and-charges', 'Goodwill fee reversals'),
  cardBlock: cite('cards', 'Blocking a lost or stolen card'),
  complaints: cite('complaints-and-escalation', 'How to complain'),
  ombudsman: cite('complaints-and-escalation', 'Escalation and the Banking Ombudsman'),
} as const;
