// The questions asked before acting (which record, which claim type, yes or no to one claim, cancel on these terms)
// come in the language of the customer's message, Hindi or Hinglish, with the same amounts, ids and formula, and an
// answer in that language completes the claim.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';
import { agentsOnFake, intentOutput, scriptedFake, verdictOutput } from '../llm-graph/support/llm-graph.fixtures.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const DEVANAGARI = /[\u0900-\u097F]/;

describe('which record: asked in the customer\'s language', () => {
  it.each([
    ['hi', 'बांद्रा एटीएम से नकद नहीं मिला लेकिन मेरे खाते से पैसे कट गए', /आप किसकी बात कर रहे हैं/, '4000 वाला',
      ['₹2,000.00, 5 मार्च 2026, ATM BANDRA 0007, संदर्भ ATM0305A', '₹4,000.00, 7 मार्च 2026, ATM BANDRA 0007, संदर्भ ATM0307B']],
    ['hi-Latn', 'Bandra ATM se cash nahi mila lekin mere khaate se paise kat gaye', /Aap kiski baat kar rahe hain/, '4000 wala tha',
      ['₹2,000.00, 5 March 2026, ATM BANDRA 0007, ref ATM0305A', '₹4,000.00, 7 March 2026, ATM BANDRA 0007, ref ATM0307B']],
  ])('lists both Bandra withdrawals in %s, described in that language, and the answer picks one', async (_language, text, asked, answer, listed) => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const first = await h.send('C1002', text);

    expect(first.outcome).toBe('clarification');
    expect(first.reply).toMatch(asked);
    expect(first.reply).not.toMatch(/Which one do you mean/);
    for (const line of listed) expect(first.reply).toContain(line);
    expect(first.reply).not.toMatch(/ at ATM BANDRA| on \d+ March/);

    const second = await h.send('C1002', answer, first.threadId);

    expect(second.claimType).toBe('failed_atm_withdrawal');
    expect(['resolved', 'needs_approval', 'rejected']).toContain(second.outcome);
    expect(second.outcome === 'resolved' ? second.amount : 400_000).toBeGreaterThanOrEqual(400_000);
  });
});

describe('which claim type: asked in the customer\'s language', () => {
  it.each([
    ['hi', 'मैंने पेमेंट किया था, फेल हुआ और पैसे कट गए', /इनमें से क्या हुआ था/, /1\. असफल यूपीआई\/आईएमपीएस ट्रांसफर/, 'पहला', /₹2,500\.00/],
    ['hi-Latn', 'payment kiya tha, fail ho gaya lekin paise kat gaye', /inmein se kya hua tha/, /1\. Failed UPI\/IMPS transfer \(khaate se paise kate/, 'pehla wala', /₹2,500\.00/],
  ])('offers the two types in %s, and the pick by number goes on with that type\'s record', async (_language, text, asked, option, answer, record) => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const first = await h.send('C1001', text);

    expect(first.outcome).toBe('clarification');
    expect(first.actions).toEqual([]);
    expect(first.reply).toMatch(asked);
    expect(first.reply).toMatch(option);
    expect(first.reply).not.toMatch(/which of these happened/);

    const second = await h.send('C1001', answer, first.threadId);

    expect(second.claimType).toBe('failed_upi_transfer');
    expect(second.reply).toMatch(record);
  });
});

describe('which claim type: money taken, nothing arrived', () => {
  it.each(['money got debited but i never received it', 'paisa kat gaya par mila nahi'])(
    'asks %j which of the failures the customer holds happened, and moves nothing until told', async (text) => {
      h = await harnessFor('scenarios/dev-bank.yaml');

      const first = await h.send('C1001', text);

      expect(first.outcome).toBe('clarification');
      expect(first.actions).toEqual([]);
      expect(first.reply).toMatch(/ATM/);
      expect(first.reply).toMatch(/UPI/);
    });

  it('reads a missing OTP beside a deduction as no failed payment', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await h.send('C1001', 'I did not receive any OTP but the money got deducted');

    expect(turn.reply).not.toMatch(/Failed UPI\/IMPS transfer \(account debited/);
  });
});

/** A self-serving model that reads a vague message as a fee reversal on the ₹590 fee, in the customer's language. */
function feeReversalModel(text: string, language: string) {
  const fake = scriptedFake().structured('intent_analysis', { ...intentOutput({ intent: 'complaint', claimType: 'fee_reversal', text, language }), intentConfidence: 1, claimTypeConfidence: 1 });
  for (let round = 0; round < 2; round += 1) {
    fake.model.respondWithTools([{ name: 'evaluate_policy_rule', args: { claim_type: 'fee_reversal', record_id: 'T9007' } }]);
    fake.structured('verdict', verdictOutput({ status: 'valid', claimType: 'fee_reversal', subjectId: 'T9007', amount: '₹590', confidence: 1 }));
  }
  return fake;
}

describe('yes or no before money: asked in the customer\'s language', () => {
  it.each([
    ['hi', 'इस महीने मेरे खाते से कुछ पैसे गलत कटे हैं', /क्या यह .+ के बारे में शुल्क वापसी की अर्ज़ी है/, /आपके खाते में ₹590\.00 जमा करें\? कृपया हाँ या नहीं/, 'हाँ, कर दीजिए'],
    ['hi-Latn', 'Is mahine mere khaate se kuch paise galat kat gaye hain', /kya yeh .+ ke baare mein fee wapsi ki request hai/, /aapke khaate mein ₹590\.00 jama karein\? Kripya haan ya nahi/, 'haan ji kar do'],
  ])('names the fee and ₹590.00 in %s, and a yes in that language credits it', async (language, text, about, action, yes) => {
    h = await harnessFor('scenarios/dev-bank.yaml', { agents: agentsOnFake(feeReversalModel(text, language), { ECHOPILOT_MODEL_REPLY: 'offline' }) });

    const first = await h.send('C1001', text);

    expect(first.outcome).toBe('clarification');
    expect(first.reply).toMatch(about);
    expect(first.reply).toMatch(action);
    expect(first.reply).not.toMatch(/please confirm/);
    expect(await h.app.store.listLedger('demo-bank', {})).toEqual([]);

    const second = await h.send('C1001', yes, first.threadId);

    expect(second).toMatchObject({ outcome: 'resolved', amount: 59_000 });
    expect((await h.app.store.listLedger('demo-bank', {})).map((l) => l.amount)).toEqual([59_000]);
  });
});

describe('cancellation terms: stated in the customer\'s language', () => {
  it.each([
    ['hi', 'मेरी हेल्थ पॉलिसी रद्द कर दीजिए, अभी अभी ली थी, पूरा पैसा वापस चाहिए', /आपने पूरी राशि वापस माँगी है/, /क्या हम इन शर्तों पर इसे आज रद्द कर दें/, 'हाँ, ठीक है'],
    ['hi-Latn', 'meri health policy cancel kar do, abhi abhi li thi, pura paisa wapas chahiye', /aapne poori raashi wapas maangi hai/, /Kya hum in sharton par ise aaj cancel kar dein/, 'haan theek hai'],
  ])('states the free-look refund and its formula in %s, and a yes cancels and pays it', async (_language, text, term, asked, yes) => {
    h = await harnessFor('scenarios/dev-insurer.yaml');

    const first = await h.send('C2001', text);

    expect(first.outcome).toBe('clarification');
    expect(first.actions).toEqual([]);
    expect(first.reply).toMatch(/POL-HL-2201/);
    expect(first.reply).toMatch(/₹16,960\.99 \S+ \(18,000\.00 − 18,000\.00 × 20\/364 days on cover − 50\.00 stamp duty = 16,960\.99\)/);
    expect(first.reply).toMatch(term);
    expect(first.reply).toMatch(asked);
    expect(first.reply).not.toMatch(/Shall we cancel/);

    const second = await h.send('C2001', yes, first.threadId);

    expect(second).toMatchObject({ outcome: 'resolved', amount: 1_696_099 });
    expect(second.actions).toEqual(expect.arrayContaining(['cancel_policy', 'refund']));
  });

  it('writes Hindi in Devanagari and Hinglish in Latin letters', async () => {
    h = await harnessFor('scenarios/dev-insurer.yaml');
    const hindi = await h.send('C2001', 'मेरी हेल्थ पॉलिसी रद्द कर दीजिए, पूरा पैसा वापस चाहिए');
    expect(hindi.reply).toMatch(DEVANAGARI);
    await h.close();
    h = await harnessFor('scenarios/dev-insurer.yaml');
    const hinglish = await h.send('C2001', 'meri health policy cancel kar do, pura paisa wapas chahiye');
    expect(hinglish.reply).not.toMatch(DEVANAGARI);
  });
});

describe('a wish to cancel in another Indian language: asked, never acted on alone', () => {
  it.each([
    ['Tamil', 'en health policy-a cancel panna virumbugiren', 'aama'],
    ['Marathi', 'maza health policy cancel karaycha aahe, premium jasta aahe', 'ho'],
    ['Gujarati', 'mane health policy cancel karvi che, premium vadhare che', 'haa'],
  ])('%s: names the policy, the refund and its formula, and cancels and pays only on a yes', async (_language, text, yes) => {
    h = await harnessFor('scenarios/dev-insurer.yaml');

    const first = await h.send('C2001', text);

    expect([first.outcome, first.actions]).toEqual(['clarification', []]);
    expect(first.reply).toMatch(/POL-HL-2201/);
    expect(first.reply).toMatch(/we want to be sure you wish to cancel it/);
    expect(first.reply).toMatch(/₹16,960\.99 \(18,000\.00 − 18,000\.00 × 20\/364 days on cover − 50\.00 stamp duty = 16,960\.99\)/);

    const second = await h.send('C2001', yes, first.threadId);

    expect(second).toMatchObject({ outcome: 'resolved', amount: 1_696_099 });
    expect(second.actions).toEqual(expect.arrayContaining(['cancel_policy', 'refund']));
  });

  it('cancels nothing when the answer is no', async () => {
    h = await harnessFor('scenarios/dev-insurer.yaml');

    const first = await h.send('C2001', 'maza health policy cancel karaycha aahe');
    const second = await h.send('C2001', 'nako', first.threadId);

    expect(second.actions).not.toContain('cancel_policy');
    expect(second.amount).toBe(0);
    expect((await h.app.store.customerRecords(h.tenant, 'C2001')).policies.find((p) => p.id === 'POL-HL-2201')?.status).toBe('active');
  });
});
