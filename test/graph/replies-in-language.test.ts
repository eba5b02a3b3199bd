// End to end: a customer who writes in Hindi or Hinglish gets the whole reply in that language — the opening and the
// rule's findings and reasons under it — with the same transaction ids, amounts and dates as an English reply.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const DEVANAGARI = /[\u0900-\u097F]/;
/** English sentences of the rules and reasons that must not reach a Hindi or Hinglish reply. */
const ENGLISH_FINDINGS = /was reversed on|within the T\+\d deadline|has not been reversed|The reversal (?:was due|deadline)|is reported on|working days: the customer|The policy leaves|Urgent: the deadline|is still under review|Under RBI rules/;

/** The reply's bullet lines: the findings or reasons. */
const bullets = (reply: string) => reply.split('\n').filter((l) => l.startsWith('- '));

/** One customer message, what the turn must decide, and what each of the reply's bullet lines must state. */
interface Case {
  language: 'hi' | 'hi-Latn';
  scenario: string;
  customer: string;
  text: string;
  turn: Record<string, unknown>;
  /** Per bullet line, in order: the facts it states (ids, amounts, dates in the reply's language, day counts). */
  lines: string[][];
}

async function replyFor(c: Case) {
  h = await harnessFor(c.scenario);
  const turn = await h.send(c.customer, c.text);
  expect(turn).toMatchObject(c.turn);
  const found = bullets(turn.reply);
  expect(found).toHaveLength(c.lines.length);
  c.lines.forEach((facts, i) => {
    for (const fact of facts) expect(found[i], `line ${i + 1}`).toContain(fact);
  });
  expect(turn.reply).not.toMatch(ENGLISH_FINDINGS);
  expect(DEVANAGARI.test(turn.reply)).toBe(c.language === 'hi');
  return turn;
}

const OWN_BANK = 'scenarios/own-bank.yaml';
const DEV_BANK = 'scenarios/dev-bank.yaml';
const INSURER = 'scenarios/paraphrase/insurer-paraphrase.yaml';
const REJECTED = { claimType: 'failed_atm_withdrawal', outcome: 'rejected', amount: 0 };
const RESOLVED = { claimType: 'failed_atm_withdrawal', outcome: 'resolved', amount: 530_000 };
const FRAUD = { claimType: 'unauthorized_transaction', outcome: 'needs_approval', amount: 800_000, waitingFor: 'review' };
const OVERDUE = { claimType: 'claim_settlement_delay', outcome: 'escalated' };

describe('a reply in Hindi or Hinglish carries the rule\'s findings in that language', () => {
  it.each<[string, Case]>([
    ['hi', { language: 'hi', scenario: OWN_BANK, customer: 'C1106', turn: REJECTED, text: 'हज़रतगंज एटीएम से 25 सितंबर को 4000 रुपये कट गए पर नकद नहीं मिला। पैसा 30 को वापस आया, मुझे मुआवज़ा चाहिए।', lines: [['T1107 (₹4,000.00, 25 सितंबर 2026)', '30 सितंबर 2026', 'T+5']] }],
    ['hi-Latn', { language: 'hi-Latn', scenario: OWN_BANK, customer: 'C1106', turn: REJECTED, text: 'Hazratganj ATM se 25 September ko 4000 kat gaye par cash nahi mila. Paisa 30 ko wapas aaya, mujhe compensation chahiye.', lines: [['T1107 (₹4,000.00, 25 September 2026)', '30 September 2026', 'T+5']] }],
  ])("writes a rejected ATM claim's reasons in %s with the same amount, date and transaction id", async (_language, c) => {
    await replyFor(c);
  });

  it.each<[string, Case]>([
    ['hi', { language: 'hi', scenario: DEV_BANK, customer: 'C1001', turn: RESOLVED, text: 'एमजी रोड एटीएम से 4 मार्च को 5000 रुपये कट गए लेकिन नकद नहीं मिला।', lines: [['T9001 (₹5,000.00, 4 मार्च 2026)'], ['9 मार्च 2026', 'T+5', '3 दिन']] }],
    ['hi-Latn', { language: 'hi-Latn', scenario: DEV_BANK, customer: 'C1001', turn: RESOLVED, text: 'MG Road ATM se 4 March ko 5000 kat gaye lekin cash nahi mila.', lines: [['T9001 (₹5,000.00, 4 March 2026)'], ['9 March 2026', 'T+5', '3 din']] }],
  ])("writes a resolved ATM claim's findings in %s: the debit, the deadline and the days late", async (_language, c) => {
    expect((await replyFor(c)).reply).toContain('₹5,300.00');
  });

  it.each<[string, Case]>([
    ['hi', { language: 'hi', scenario: DEV_BANK, customer: 'C1003', turn: FRAUD, text: 'मेरे खाते से XYZ Games को 8000 का भुगतान हुआ जो मैंने नहीं किया। किसी ने मेरा कार्ड इस्तेमाल किया है!', lines: [['T9010 (₹8,000.00, 10 मार्च 2026', 'XYZ-5501', '12 मार्च 2026', '2 कार्य दिवस'], ['तीन कार्य दिवसों']] }],
    ['hi-Latn', { language: 'hi-Latn', scenario: DEV_BANK, customer: 'C1003', turn: FRAUD, text: 'Mere account se XYZ Games ko 8000 ka payment hua jo maine nahi kiya. Kisi ne mera card use kiya hai!', lines: [['T9010 (₹8,000.00, 10 March 2026', 'XYZ-5501', '12 March 2026', '2 working days'], ['Teen working days']] }],
  ])('writes a fraud report waiting for a reviewer in %s: the findings and the shadow-credit promise; staff keep the English', async (_language, c) => {
    const turn = await replyFor(c);
    expect(turn.reply).toContain('10');
    const [approval] = await h!.app.store.listApprovals('demo-bank', { status: 'pending' });
    expect((approval?.evidence as { reasons: string[] }).reasons).toEqual(['The policy requires a reviewer to approve this claim type.']);
  });

  it.each<[string, Case]>([
    ['hi', { language: 'hi', scenario: INSURER, customer: 'C6003', turn: OVERDUE, text: 'क्लेम का पैसा अब तक नहीं मिला, बहुत देर हो गई', lines: [['तत्काल'], ['अधिकारी'], ['CLM-6005', '5 अक्टूबर 2026', '66 दिन', '30 दिन']] }],
    ['hi-Latn', { language: 'hi-Latn', scenario: INSURER, customer: 'C6003', turn: OVERDUE, text: 'Claim ka paisa ab tak nahi mila, bahut der ho gayi', lines: [['Urgent'], ['adhikari'], ['CLM-6005', '5 October 2026', '66 din', '30 din']] }],
  ])('writes an escalated overdue claim in %s: the deadline passed, a person decides, the days waited', async (_language, c) => {
    await replyFor(c);
  });
});
