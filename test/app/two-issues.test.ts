// Two issues in one message: each runs as its own turn on its own thread with its own decision; one answer carries
// both replies; a retry of the request (same Idempotency-Key) pays nothing twice. One claim told in many words stays one.
import { afterEach, describe, expect, it } from 'vitest';
import { harnessFor, type Harness } from '../support/app.harness.js';
import { doneByFirst, splitIssues } from '../../src/app/issue-split.js';
import { bankPack } from '../../src/policy/packs/bank/bank.pack.js';
import { insurerPack } from '../../src/policy/packs/insurer/insurer.pack.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('splitIssues', () => {
  it.each([
    ['block my card and also the atm didnt give me 5000 on 4 march', ['block my card', 'the atm didnt give me 5000 on 4 march']],
    ['I lost my card. Also someone used it for a 2000 payment I never made', ['I lost my card', 'someone used it for a 2000 payment I never made']],
    ['card chori ho gaya, band karo aur atm se 5000 nahi nikle the', ['card chori ho gaya, band karo', 'atm se 5000 nahi nikle the']],
    ['- UPI 1,200 to printwala on 20 Nov failed, not reversed\n- IndiaMart online card payment 2,999 on 14 Nov failed, not reversed',
      ['- UPI 1,200 to printwala on 20 Nov failed, not reversed', '- IndiaMart online card payment 2,999 on 14 Nov failed, not reversed']],
  ])('cuts %j where the second claim begins', (text, parts) => {
    expect(splitIssues(text, bankPack.vocabulary)).toEqual(parts);
  });

  it.each([
    'the atm took 5000 and gave no cash, i want the money back and the compensation too',
    'I was charged twice at Cafe Coffee Day, 450 each time. I want one of them back.',
    'my upi transfer of 1200 failed and the money was debited',
    'hi. the staff at your branch were rude and i want action',
    'Say ₹40,000 is stolen through my credit card and I only report it 5 working days later. What is the most I would have to bear?',
  ])('leaves %j whole: one issue', (text) => {
    expect(splitIssues(text, bankPack.vocabulary)).toBeNull();
  });

  it('never cuts a mail\'s header lines into an issue of their own: the subject names what the thread is about', () => {
    const thread = [
      'Hi team,', '', 'Following up AGAIN. See below.', '',
      '> From: Care <care@bank.example>', '> Sent: 03 July 2026 11:02', '> Subject: RE: ATM cash not received [Ref 88231]', '>',
      '> Dear Ms Shaikh, we have noted your concern regarding the ATM transaction of 01-Jul-2026. Regret the inconvenience.', '>',
      '>> On 2 Jul 2026, Fatima Shaikh wrote:', ">> ATM at Andheri West didn't give cash last night, 9,500 debited. Please check.", '',
      'It is now the 15th and the 9,500 is still not back. Please reverse it and pay whatever penalty RBI says you owe me.',
    ].join('\n');
    expect(splitIssues(thread, bankPack.vocabulary)).toBeNull();
  });

  it.each([
    'Re: ATM did not give cash, 5000 debited on 16 Nov. And my card is lost since yesterday, block it please',
    'Still waiting!!\n> ATM did not give cash, 5000 debited on 16 Nov.\n> Also my debit card is lost, please block it.',
  ])('still cuts two issues told in a subject-like first line or in the customer\'s own quoted words: %j', (text) => {
    expect(splitIssues(text, bankPack.vocabulary)?.[1]).toMatch(/block it/);
  });

  it('keeps a premium debited twice and "return one" as one issue, not a cancellation beside it', () => {
    expect(splitIssues('Namaskar, amar health policy-r premium 12,400 taka duibar kete niyeche, ekbar 30 May ar ekbar 1 June. Ekta policy r jonno duibar keno? Ekta ferot din please.', insurerPack.vocabulary)).toBeNull();
  });

  it('cuts a list told in one line where its second number begins', () => {
    expect(splitIssues('hi 2 probs.. 1) navrangpura atm 6000 no cash came 2) upi 1850 to jayesh kirana failed. both amt cut frm my acc pls refund both', bankPack.vocabulary))
      .toEqual(['hi 2 probs.. 1) navrangpura atm 6000 no cash came', 'upi 1850 to jayesh kirana failed. both amt cut frm my acc pls refund both']);
  });

  it('cuts two claims the customer counts as two ("refund both") though the second repeats a word of the first', () => {
    const parts = splitIssues('Dear Customer, Rs.295.00 has been debited from your A/c XX5405 on 13-02-2026 towards non-maintenance of minimum balance.\nAlso my card payment at Reliance Trends on the 10th failed but 2,200 was taken. Please refund both, first time I\'m asking for a fee waiver.', bankPack.vocabulary);
    expect(parts?.[0] ?? '').toMatch(/card payment .* 2,200 was taken$/s);
    expect(parts?.[1] ?? '').toMatch(/fee waiver/);
  });

  it('ends a sentence at "rs." after its amount: the stolen card told next is its own issue', () => {
    expect(splitIssues('ATM at Bandra did not give cash on 5 March but deducted 2000 rs. My credit card was stolen yesterday, please block it.', bankPack.vocabulary))
      .toEqual(['ATM at Bandra did not give cash on 5 March but deducted 2000 rs', 'My credit card was stolen yesterday, please block it.']);
  });

  it('cuts a claim told after a status question inside one sentence', () => {
    expect(splitIssues('Any update on my complaints, and also the ATM on MG road took 5000 on 4th march and gave nothing', bankPack.vocabulary, () => true))
      .toEqual(['Any update on my complaints', 'the ATM on MG road took 5000 on 4th march and gave nothing']);
  });

  it('never cuts a supposition opened with "say" from the question about it into a claim of its own (a duplicate premium was paid)', () => {
    expect(splitIssues("Say I cancel on day 20 after receiving the policy. Will I get full 19,800 back or will you cut some days' premium?", insurerPack.vocabulary)).toBeNull();
  });

  it('keeps "kab tak aayega?" (when will it come) with the claim it asks after, and cuts a question about something else', () => {
    expect(splitIssues('Claim approved ka message aaya but paisa abhi tak nahi aaya. Kab tak aayega?', insurerPack.vocabulary)).toBeNull();
    expect(splitIssues('Koramangala ATM ne 5000 kaat liye 6 March ko, cash nahi mila. Aur home loan ka interest rate kitna milega?', bankPack.vocabulary))
      .toEqual(['Koramangala ATM ne 5000 kaat liye 6 March ko, cash nahi mila', 'home loan ka interest rate kitna milega?']);
  });

  it('cuts a duplicate premium told with its product between ("the extra health premium") from a nominee change', () => {
    expect(splitIssues('Refund the extra health premium of 11,800 you took on 2 Sept, and please change my nominee to my wife Sarita Chandra.', insurerPack.vocabulary))
      .toEqual(['Refund the extra health premium of 11,800 you took on 2 Sept', 'please change my nominee to my wife Sarita Chandra.']);
  });

  it('keeps one dispute whole though it says "both the reason and the amount"', () => {
    expect(splitIssues('You rejected my travel claim saying the baggage delay was under 12 hours, but my bag came after two days. I dispute the rejection, both the reason and the amount.', insurerPack.vocabulary)).toBeNull();
  });

  it('leaves a suggestion whole where "and" joins two words of it ("turn it off and on myself")', () => {
    expect(splitIssues("Suggestion: could the app have a temporary freeze switch for the card, like other banks have, so I can turn it off and on myself when I'm not using it?", bankPack.vocabulary, () => true)).toBeNull();
  });

  it('cuts no claim at the point of "Rs." before its amount', () => {
    const parts = splitIssues('I wish to bring to your notice an unauthorised transaction of Rs. 62,000/- on my debit card ending 7003 on 4 August. Kindly block the card and credit the amount.', bankPack.vocabulary);
    expect(parts?.[0] ?? '').toMatch(/Rs\. 62,000/);
  });

  it('keeps whole a story whose last few words name nothing of their own ("… wasn\'t me!! pls help")', () => {
    expect(splitIssues("my card got stolen i think, someone spent 20000 online on Monday night on some electroworld site. wasn't me!! pls help", bankPack.vocabulary)).toBeNull();
  });

  it('cuts a block the customer orders from the fraud told beside it: each has its own decision', () => {
    expect(splitIssues("BLOCK my card 4410 right now!!! and there's a 20,000 transaction I didn't do on the 13th, I want that money back", bankPack.vocabulary))
      .toEqual(['BLOCK my card 4410 right now', "there's a 20,000 transaction I didn't do on the 13th, I want that money back"]);
  });

  it('still cuts a block of one card from a fraud told on another', () => {
    expect(splitIssues('Please block my credit card 1234. Also someone used my debit card 5678 for 5000 yesterday, not me', bankPack.vocabulary))
      .toEqual(['Please block my credit card 1234', 'someone used my debit card 5678 for 5000 yesterday, not me']);
  });

  it.each([
    ['Why did you cut 590 from my account on 1 March? Also the MG Road machine swallowed my 5000 on 4 march', 'the MG Road machine swallowed my 5000 on 4 march'],
    ['Why was 590 deducted on 1 March? Also I lost my debit card yesterday, please block it.', 'I lost my debit card yesterday, please block it.'],
  ])('cuts a question about money taken from a claim of its own told after it: %j', (text, second) => {
    expect(splitIssues(text, bankPack.vocabulary, () => true)?.[1]).toBe(second);
  });

  it.each([
    'Meri friend keh rahi thi ki agar card se koi fraud ho jaye aur teen din ke andar bank ko bata do toh poora paisa wapas milta hai. Sach hai kya?',
    'My neighbour told me that if an ATM does not give cash, the bank has to pay Rs. 100 for every day. Is this true? I only wish to know.',
  ])('keeps whole a rule someone told the customer and the question whether it is true: %j', (text) => {
    expect(splitIssues(text, bankPack.vocabulary, () => true)).toBeNull();
  });

  it('cuts a denial of another payment told after a claim, though it points at "that card payment"', () => {
    expect(splitIssues('My UPI transfer of 2,500 to Rahul failed on 10 March. I did not make that card payment at Amazon either, it is fraud.', bankPack.vocabulary, () => true))
      .toEqual(['My UPI transfer of 2,500 to Rahul failed on 10 March', 'I did not make that card payment at Amazon either, it is fraud.']);
  });

  it.each([
    'WHO IS XYZ GAMES?????? 8000 GONE FROM MY ACCOUNT I NEVER PLAYED ANY GAME',
    'who took my money?? 4999 debited last night and it was not me',
    'ye XYZ GAMES kaun hai? 8000 kat gaye, maine kuch nahi kiya',
    'why was 8000 debited? i never made this payment',
    "I'm Lakshmi Nair's son, writing from her registered email. Her debit card ending 2208 shows a payment of 2,600 at Sri Balaji Jewellers on 13 July. She did not make this payment. Please help.",
    '8000 kyun kate? maine koi payment nahi kiya',
  ])('keeps whole a question about who is behind a payment, or why it was taken, told next: %j', (text) => {
    expect(splitIssues(text, bankPack.vocabulary, () => true)).toBeNull();
  });

  it.each([
    'WHY DID YOU CUT 500 AGAIN FOR MINIMUM BALANCE ON 1ST NOVEMBER??? REVERSE IT IMMEDIATELY',
    'Why was I charged 590 this month? Please refund that asap.',
    "why did you cut 590 from my account on 5th? I was travelling and didn't notice my balance went low. please give it back, first time this happened",
  ])('keeps whole a question about money taken, or one followed by a short order about "it" that names nothing of its own: %j', (text) => {
    const describesEverything = () => true;
    expect(splitIssues(text, bankPack.vocabulary, describesEverything)).toBeNull();
  });

  it.each([
    ['the Koramangala ATM ate 3,000 last night without giving cash, and also can you send me a new cheque book?', ['the Koramangala ATM ate 3,000 last night without giving cash', 'can you send me a new cheque book?']],
    ['my card payment failed and 2,180 was taken. I also want to change my registered mobile number.', ['my card payment failed and 2,180 was taken', 'I also want to change my registered mobile number.']],
    ['I lost my debit card this morning, please block it. Also how long will a replacement card take to reach me?', ['I lost my debit card this morning, please block it', 'how long will a replacement card take to reach me?']],
  ])('cuts %j where a request or question of its own begins', (text, parts) => {
    expect(splitIssues(text, bankPack.vocabulary)).toEqual(parts);
  });

  it('cuts a claim from a question of how to change one\'s details that follows it', () => {
    const text = 'My life policy premium of twelve thousand five hundred was debited twice for the 1 July due date - refund the extra. Also I want to change nominee to my daughter later, what is the process?';
    expect(splitIssues(text, insurerPack.vocabulary)).toEqual([
      'My life policy premium of twelve thousand five hundred was debited twice for the 1 July due date - refund the extra',
      'I want to change nominee to my daughter later, what is the process?',
    ]);
  });

  it.each([
    ["What's the minimum balance for a savings account? Also I lost my debit card last night, please block it.",
      ["What's the minimum balance for a savings account?", 'I lost my debit card last night, please block it.']],
    ['Three things: 1) I lost my credit card ending 4455 at the airport today, block it please. 2) The ATM did not give cash on 1st June. 3) What is the annual fee on the credit card?',
      ['Three things: 1) I lost my credit card ending 4455 at the airport today, block it please', '2) The ATM did not give cash on 1st June. 3) What is the annual fee on the credit card?']],
  ])('cuts %j though a question is asked first or more than two things are told', (text, parts) => {
    expect(splitIssues(text, bankPack.vocabulary)).toEqual(parts);
  });

  it('cuts a status question asked before a claim told with no claim word, when the tenant\'s reading finds the claim', () => {
    const text = 'Any update on my complaints? Also the ATM on MG road took 5000 on 4th march and gave nothing';
    const describes = (part: string) => /took 5000/.test(part);
    expect(splitIssues(text, bankPack.vocabulary, describes)).toEqual(['Any update on my complaints?', 'the ATM on MG road took 5000 on 4th march and gave nothing']);
    expect(splitIssues(text, bankPack.vocabulary)).toBeNull();
  });

  it('keeps whole a story of money taken after a call "for a KYC update" and the denial that follows it', () => {
    const text = 'sir 4 june ko KYC update ke naam pe call aaya tha, uske baad 15k kat gaye UPI se kisi kycupdate.help id pe. maine koi payment approve nahi kiya. please paisa wapas dilao';
    expect(splitIssues(text, bankPack.vocabulary, () => true)).toBeNull();
  });

  it.each([
    'मेरे नए क्लेम का स्टेटस क्या है? मई में फाइल किया था, अभी तक कोई जवाब नहीं आया',
    'what is the status of my claim? filed it in may and nobody has replied',
  ])('keeps whole a status question and the wait told after it, whatever the reading finds in the wait: %j', (text) => {
    expect(splitIssues(text, insurerPack.vocabulary, () => true)).toBeNull();
  });

  it.each([
    'My ATM withdrawal failed. How long will it take to get my money back?',
    'the atm took 2000 and gave no cash. what is the compensation for the delay?',
    'someone used my card for 2000. can you tell me when the refund comes?',
  ])('leaves %j whole: its question is about the claim itself', (text) => {
    expect(splitIssues(text, bankPack.vocabulary)).toBeNull();
  });

  it('leaves a question about how things work whole, however many claim words it uses', () => {
    expect(splitIssues('free look period me policy cancel karne par stamp duty aur medical ka kharcha bhi kaat lete ho kya?', insurerPack.vocabulary)).toBeNull();
  });

  it('leaves a dispute whole whose story also reads as another claim type', () => {
    const text = 'You rejected my travel claim saying the baggage delay was under 12 hours, but my bag came after two days. I dispute the rejection.';
    expect(splitIssues(text, insurerPack.vocabulary)).toBeNull();
  });

  it('still cuts off a claim of its own that wonders whether to wait', () => {
    expect(splitIssues('Cancel my motor policy. Also my premium was debited twice, or should I wait?', insurerPack.vocabulary))
      .toEqual(['Cancel my motor policy', 'my premium was debited twice, or should I wait?']);
  });
});

describe('a claim that points at its subject before telling it', () => {
  it('keeps the details that follow "I did not do this transaction" with it, and cuts only the order after them', () => {
    const text = "I DID NOT DO THIS TRANSACTION!!! 18,750 GONE FROM MY ACCOUNT on monday night for some google play games. BLOCK MY CARD 1188 AND RETURN MY MONEY!!!";
    expect(splitIssues(text, bankPack.vocabulary)).toEqual([
      'I DID NOT DO THIS TRANSACTION!!! 18,750 GONE FROM MY ACCOUNT on monday night for some google play games',
      'BLOCK MY CARD 1188 AND RETURN MY MONEY!!!',
    ]);
  });

  it('keeps the question mark of a question it cuts off, so that the part is still asked, not ordered', () => {
    expect(splitIssues('Were I to cancel under free look today, what would the refund be? Do NOT cancel.', insurerPack.vocabulary)).toBeNull();
    expect(splitIssues("What's the minimum balance for a savings account? Also I lost my debit card last night, please block it.", bankPack.vocabulary)?.[0]).toBe("What's the minimum balance for a savings account?");
  });

  it('cuts a grievance about the staff told first from the claim told after it, at the sentence end', () => {
    expect(splitIssues('Your agent at the Salt Lake office was extremely rude and shouted at me in front of everyone. And on top of that my health premium of 3,900 was debited twice, on 10 and 11 October.', insurerPack.vocabulary))
      .toEqual(['Your agent at the Salt Lake office was extremely rude and shouted at me in front of everyone', 'on top of that my health premium of 3,900 was debited twice, on 10 and 11 October.']);
  });

  it('cuts a grievance about the staff told after a claim, where the grievance begins', () => {
    expect(splitIssues('My Tata CLiQ payment of 6,400 on 4 Aug failed but the money was taken and hasn\'t come back. And separately, the relationship manager at your Adyar branch was dismissive and rude when I asked about it.', bankPack.vocabulary))
      .toEqual(["My Tata CLiQ payment of 6,400 on 4 Aug failed but the money was taken and hasn't come back", 'separately, the relationship manager at your Adyar branch was dismissive and rude when I asked about it.']);
  });

  it('still cuts a claim that points at its subject from another claim told with its own details', () => {
    expect(splitIssues('I did not make this payment! Also my UPI transfer of 2500 to rahul on 10 March failed but money was debited.', bankPack.vocabulary))
      .toEqual(['I did not make this payment', 'my UPI transfer of 2500 to rahul on 10 March failed but money was debited.']);
  });

  it('still cuts a claim told without pointing at anything from a block of its own', () => {
    expect(splitIssues('The ATM gave me no cash. Block my card 4411, I lost it yesterday.', bankPack.vocabulary))
      .toEqual(['The ATM gave me no cash', 'Block my card 4411, I lost it yesterday.']);
  });
});

describe('an order to cancel with a second thought after it', () => {
  it.each([
    'I want to cancel my health policy today. Or should I wait?',
    'Please cancel my travel policy POL-TR-1. Otherwise I will keep it running, what do you advise?',
    'I am thinking of cancelling my health policy. What would I get back?',
  ])('is one wish weighed, never cut into an order and a question: %j', (text) => {
    expect(splitIssues(text, insurerPack.vocabulary)).toBeNull();
  });
});

describe('trouble told, then whether to claim for it at all', () => {
  it.each([
    'Swiggy took 1499 twice on 8 Dec. Should I just wait?',
    "There's a 4200 charge from Globalmart at 2am that I never made. Is it worth raising a dispute?",
    'ravi ko 3000 bheje UPI se, fail ho gaya par paise kat gaye. complaint karu ya wait karu?',
  ])('is one claim weighed, never cut into a claim and a question: %j', (text) => {
    expect(splitIssues(text, bankPack.vocabulary)).toBeNull();
  });

  it('keeps whether to claim, asked first, with the trouble told after it', () => {
    expect(splitIssues("Should I complain or wait? The Adyar ATM didn't give me 2000 yesterday but it was debited.", bankPack.vocabulary)).toBeNull();
  });

  it('keeps a request put on a condition with the trouble it asks about', () => {
    expect(splitIssues("The Adyar ATM didn't give me 2000 yesterday. Please refund it only if no charges apply to me.", bankPack.vocabulary)).toBeNull();
  });

  it('still cuts a weighing that names a figure of its own', () => {
    expect(splitIssues('Block my card ending 1180, it was stolen. And should i raise a dispute for the 4200 globalmart charge or wait?', bankPack.vocabulary))
      .toEqual(['Block my card ending 1180, it was stolen', 'should i raise a dispute for the 4200 globalmart charge or wait?']);
  });
});

describe('doneByFirst', () => {
  it('takes a block of the very card the first issue blocked as done, and of any other card as a request of its own', () => {
    expect(doneByFirst('BLOCK MY CARD 1188 AND RETURN MY MONEY!!!', bankPack.vocabulary, ['block_card'], ['1188'])).toBe(true);
    expect(doneByFirst('Block my card ending 88 please', bankPack.vocabulary, ['block_card'], ['1188'])).toBe(true);
    expect(doneByFirst('BLOCK MY CARD 7788 AND RETURN MY MONEY!!!', bankPack.vocabulary, ['block_card'], ['1188'])).toBe(false);
    expect(doneByFirst('Block card 1188 and my other card too', bankPack.vocabulary, ['block_card'], ['1188'])).toBe(false);
  });

  it('takes a card block the first issue already made as done', () => {
    expect(doneByFirst('Please block my card.', bankPack.vocabulary, ['block_card', 'ticket', 'incident'])).toBe(true);
  });

  it('still asks for a block the first issue did not make, or for a card the customer names', () => {
    expect(doneByFirst('Please block my card.', bankPack.vocabulary, ['refund', 'ticket'])).toBe(false);
    expect(doneByFirst('Please block my card ending 7788.', bankPack.vocabulary, ['block_card'])).toBe(false);
    expect(doneByFirst('the atm didnt give me cash', bankPack.vocabulary, ['block_card'])).toBe(false);
  });

  it('takes a block asked beside the money back ("block the card and return the 10,000") as done by the fraud claim, and a card the customer vouched for as no card of its own', () => {
    expect(doneByFirst('Please block the card and return the 10,000.', bankPack.vocabulary, ['block_card'])).toBe(true);
    expect(doneByFirst('The last time I used an ATM was on 10 August at Chinchwad for 2000, that one was mine. Please block the card.', bankPack.vocabulary, ['block_card'])).toBe(true);
  });
});

describe('a message with two issues', () => {
  const send = (text: string, idempotencyKey?: string) => h!.app.conversations.send({
    identity: { tenantId: 'demo-bank', customerId: 'C1001', role: 'customer', actor: 'test' }, text, now: h!.now, ...(idempotencyKey ? { idempotencyKey } : {}),
  });

  it('blocks the card and pays the failed withdrawal, each on its own thread, the claim leading, and a retry changes nothing', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await send('block my card and also the ATM didnt give me 5000 on 4 march', 'key-two-issues');

    // The block is the claim's protective step: the claim for money leads, the block follows in `also`.
    expect([turn.claimType, turn.outcome, turn.amount]).toEqual(['failed_atm_withdrawal', 'resolved', 530_000]);
    const [block] = turn.also ?? [];
    expect([block?.claimType, block?.outcome, block?.actions]).toEqual(['card_block', 'resolved', ['block_card', 'ticket', 'incident']]);
    expect(block?.threadId).not.toBe(turn.threadId);
    // The reply keeps the message's order: the block first, then the withdrawal.
    expect(turn.reply.indexOf(block?.reply.split('\n').at(1) ?? 'missing')).toBeLessThan(turn.reply.indexOf(turn.reply.split('\n\n').at(-1) ?? 'missing'));
    const paid = await h.app.store.listLedger('demo-bank', { customerId: 'C1001' });
    expect(paid.reduce((sum, e) => sum + e.amount, 0)).toBe(turn.amount);

    const retry = await send('block my card and also the ATM didnt give me 5000 on 4 march', 'key-two-issues');

    expect([retry.threadId, retry.also?.[0]?.threadId]).toEqual([turn.threadId, block?.threadId]);
    expect(await h.app.store.listLedger('demo-bank', { customerId: 'C1001' })).toHaveLength(paid.length);
  });

  it('blocks a lost card told after a general question, and leads its answer with the block', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await send("What's the minimum balance for a savings account? Also I lost my debit card last night, please block it.");

    expect([turn.claimType, turn.outcome, turn.actions]).toEqual(['card_block', 'resolved', ['block_card', 'ticket', 'incident']]);
    expect(turn.also?.map((t) => [t.intent, t.outcome])).toEqual([['query', 'answered']]);
    const answered = turn.also?.[0]?.reply.split('\n')[1] ?? 'missing';
    expect(turn.reply.indexOf(answered)).toBeGreaterThan(0);
    expect(turn.reply.indexOf(answered)).toBeLessThan(turn.reply.indexOf('is now blocked'));
    expect((await h.app.store.findCard('demo-bank', 'CARD-4411'))?.status).toBe('blocked');
  });

  it('answers a retry of a message cut in two with the same turns, though one part is waiting for the customer', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const asC1002 = (key: string) => h!.app.conversations.send({
      identity: { tenantId: 'demo-bank', customerId: 'C1002', role: 'customer', actor: 'test' },
      text: 'Any update on my complaints? Also the ATM at Bandra took my money and gave nothing', now: h!.now, idempotencyKey: key,
    });

    const turn = await asC1002('key-waiting-part');
    expect([turn.outcome, turn.waitingFor]).toEqual(['clarification', 'customer']);

    const retry = await asC1002('key-waiting-part');
    expect([retry.threadId, retry.also?.map((t) => t.threadId)]).toEqual([turn.threadId, turn.also?.map((t) => t.threadId)]);
  });

  it('answers once when both parts follow up the same case on file', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const claim = await h.send('C1003', 'There is a payment of 8000 to XYZ Games on my account that I never made.');

    const again = await h.send('C1003', 'Any update on my complaint? Also someone took 8000 from my account at XYZ games on 10 march, I never did that');

    expect([claim.outcome, again.threadId, again.also ?? []]).toEqual(['needs_approval', claim.threadId, []]);
  });

  it('pays a failed withdrawal told with no claim word after a status question, and answers the status too', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');

    const turn = await send('Any update on my complaints? Also the ATM on MG road took 5000 on 4th march and gave nothing');

    expect([turn.claimType, turn.outcome, turn.amount]).toEqual(['failed_atm_withdrawal', 'resolved', 530_000]);
    expect(turn.also).toHaveLength(1);
    expect(turn.also?.[0]?.actions.filter((a) => a === 'refund')).toEqual([]);
  });

  it('pays the claim and answers the question asked beside it, each on its own thread', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const turn = await send('The ATM on MG Road took 5000 on 4 March and gave no cash. Also what is the charge for using another bank ATM?');
    expect([turn.claimType, turn.outcome, turn.amount]).toEqual(['failed_atm_withdrawal', 'resolved', 530_000]);
    const [question] = turn.also ?? [];
    expect([question?.intent, question?.outcome, question?.amount, question?.actions]).toEqual(['query', 'answered', 0, []]);
    expect(question?.threadId).not.toBe(turn.threadId);
  });

  it('does not refuse as "already blocked" the card block a fraud claim in the same message just made', async () => {
    h = await harnessFor('scenarios/paraphrase/bank-paraphrase.yaml');
    const turn = await h.app.conversations.send({
      identity: { tenantId: 'demo-bank', customerId: 'C5003', role: 'customer', actor: 'test' }, now: h.now,
      text: 'There is a 4200 transaction at GLOBALMART ONLINE on 9th that I never made. Please block my card.',
    });
    expect([turn.claimType, turn.outcome]).toEqual(['unauthorized_transaction', 'needs_approval']);
    expect(turn.actions).toContain('block_card');
    expect(turn.also).toBeUndefined();
    expect(turn.reply).toMatch(/blocked your card ending 1180/);
    expect(turn.reply).not.toMatch(/cannot accept/);
  });

  it('leads with the fraud claim told after a block, so the turn says it waits for a review', async () => {
    h = await harnessFor('scenarios/paraphrase/bank-paraphrase.yaml');
    const turn = await h.app.conversations.send({
      identity: { tenantId: 'demo-bank', customerId: 'C5003', role: 'customer', actor: 'test' }, now: h.now,
      text: 'Two things: 1) block my debit card 1180 right now. 2) there is a 4200 transaction at GLOBALMART ONLINE on 9th that I never made, I want it back.',
    });
    expect([turn.claimType, turn.outcome, turn.amount, turn.waitingFor]).toEqual(['unauthorized_transaction', 'needs_approval', 420_000, 'review']);
    expect(turn.approvalId).not.toBeNull();
    expect(turn.also?.map((t) => [t.claimType, t.outcome])).toEqual([['card_block', 'resolved']]);
  });

  it('takes "block my card 1180" after the fraud claim that blocked card 1180 as done, naming the card or not', async () => {
    h = await harnessFor('scenarios/paraphrase/bank-paraphrase.yaml');
    const turn = await h.app.conversations.send({
      identity: { tenantId: 'demo-bank', customerId: 'C5003', role: 'customer', actor: 'test' }, now: h.now,
      text: 'There is a 4200 transaction at GLOBALMART ONLINE on 9th that I never made. BLOCK MY CARD 1180 AND RETURN MY MONEY!!!',
    });
    expect([turn.claimType, turn.outcome]).toEqual(['unauthorized_transaction', 'needs_approval']);
    expect(turn.also).toBeUndefined();
    expect(turn.reply).not.toMatch(/cannot accept|more than one record/);
  });

  it('keeps a message that answers a waiting question whole', async () => {
    h = await harnessFor('scenarios/dev-bank.yaml');
    const asked = await send('I paid 2500 and it failed, money debited');
    expect(asked.outcome).toBe('clarification');

    const answer = await send('it was upi. also block my card please');

    expect(answer.threadId).toBe(asked.threadId);
    expect(answer.also).toBeUndefined();
  });
});
