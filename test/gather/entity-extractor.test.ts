import { describe, expect, it } from 'vitest';
import { extractEntities } from '../../src/agents/gather/offline/entity-extractor.js';
import { extractDates } from '../../src/agents/gather/offline/date-mentions.js';
import { makeClock } from '../../src/domain/calendar.js';

// Thursday 12 March 2026 in Asia/Kolkata.
const clock = makeClock('Asia/Kolkata', '2026-03-12');
const amounts = (text: string) => extractEntities(text, clock).amounts;

describe('amount extraction', () => {
  it.each([
    ['I withdrew 5000 yesterday', [500000]],
    ['debited 5,000 from my account', [500000]],
    ['I paid Rs 2,500 to him', [250000]],
    ['charged Rs. 5,000/- for nothing', [500000]],
    ['a transfer of ₹1,20,000 failed', [12000000]],
    ['एटीएम से २००० रुपये कट गए', [200000]],
    ['₹४,००० कटे', [400000]],
    ['they took 5k from me', [500000]],
    ['a claim of 2.5 lakh is pending', [25000000]],
    ['the annual fee of INR 999', [99900]],
    ['an order of 12,999 was billed', [1299900]],
    ['Rs 450.50 was deducted', [45050]],
    ['5 hazar kat gaye', [500000]],
    ['paid 300 rupees and 1200 rs', [30000, 120000]],
  ])('reads %j', (text, expected) => {
    expect(amounts(text)).toEqual(expected);
  });

  it.each([
    ['on 4 March 2026 it failed'],
    ['on 04/03/2026 it failed'],
    ['on 2026-03-04 it failed'],
    ['my card ending 4411 was used'],
    ['card xx4411 was charged'],
    ['call me on 9820000001'],
    ['my number is +91 98200 00001'],
    ['UPI ref 610018000 failed'],
    ['transaction T9001 failed'],
    ['claim CLM-7001 is pending'],
    ['it happened in 2025'],
    ['I tried 3 times over 2 days at 10:15'],
    ['on the 10th'],
    ['my new address is Flat 12, Baner Road, Pune 411045'],
  ])('does not read an amount from %j', (text) => {
    expect(amounts(text)).toEqual([]);
  });
});

describe('amounts in Hindi number words, in Devanagari', () => {
  it.each([
    ['अपनी बहन को आठ हज़ार UPI किए थे', 8_000_00],
    ['डेढ़ लाख रुपये', 1_50_000_00],
    ['पाँच सौ रुपये कटे', 500_00],
    ['साढ़े तीन हजार', 3_500_00],
  ])('reads %j as %i paise', (text, paise) => {
    expect(extractEntities(text, clock).amounts).toEqual([paise]);
  });

  it.each(['दो बार पैसे कटे', 'पैसे वापस दो'])('reads no amount in %j (a count, a verb)', (text) => {
    expect(extractEntities(text, clock).amounts).toEqual([]);
  });
});

describe('amounts the customer says are not the ones meant', () => {
  it.each([
    ['sorry, I meant the 4000 one, not the 2000 one', [400000]],
    ['actually it was 4000 not 2000', [400000]],
    ['2000 wala nahi, 4000 wala', [400000]],
    ['2000 nahi, 4000', [400000]],
    ['galti se 2000 likh diya, 4000 wala tha', [400000]],
    ['I wrote 2000 by mistake, it was 4000', [400000]],
    ["The 2,500 Amazon Pay one is mine, I'm NOT disputing that. The 4,000 Paytm wallet one at midnight I never made.", [400000]],
  ])('reads "%s" as %j', (text, paise) => {
    expect(extractEntities(text, clock).amounts).toEqual(paise);
  });

  it.each([
    ['ATM se 2000 nahi mila', [200000]],
    ['charged 2000 by mistake', [200000]],
    ['the bill was 450, not 4,500', [45000, 450000]],
    ['not 5000', [500000]],
  ])('keeps the amount in "%s" (money not received, a wrong charge, no correction, nothing else stated)', (text, paise) => {
    expect(extractEntities(text, clock).amounts).toEqual(paise);
  });
});

describe('numbers and words that only look like money or a payee', () => {
  it('reads a one-time code as no amount', () => {
    expect(extractEntities("'482913 is your OTP for txn of Rs 9,999.00 at AMAZON on card XX5678.' I did not start it", clock).amounts).toEqual([999900]);
    expect(extractEntities('OTP: 5521 came for a payment of 1200 I never made', clock).amounts).toEqual([120000]);
  });

  it('reads a masked swear word ("d@mn") as no UPI id', () => {
    expect(extractEntities('block my d@mn card', clock)).toMatchObject({ counterparties: [], channels: [] });
    expect(extractEntities('sent 500 to ra@ybl, failed', clock).counterparties).toEqual(['ra@ybl']);
  });

  it('reads a numeric date after today ("on 14-07-26" on 12 March) as no date and no amount', () => {
    expect(extractEntities('Rs.4000.00 has been debited from your A/c XX1401 on 14-07-26 at ATM', clock)).toMatchObject({ amounts: [400000], dates: [] });
  });

  it('reads a masked helpline number in a pasted SMS ("Call 1800XXXXXX") as no reference', () => {
    const e = extractEntities('Rs.4000.00 has been debited from your A/c XX1401 on 04-03-26 at ATM. Not you? Call 1800XXXXXX', clock);
    expect(e.references).toEqual([]);
    expect(e.amounts).toEqual([400000]);
  });

  it('reads "phone" as the customer\'s phone, not the PhonePe wallet, and "phone pe" as the wallet', () => {
    expect(extractEntities('phone mere paas hi tha, koi link click nahi kiya', clock).counterparties).toEqual([]);
    expect(extractEntities('my phone was with me the whole time', clock).counterparties).toEqual([]);
    expect(extractEntities('paid 500 via phone pe yesterday', clock)).toMatchObject({ counterparties: ['phonepe'], channels: ['upi'] });
  });
});

describe('a message that corrects itself', () => {
  it('keeps the date told after the correction and drops the one it rules out', () => {
    const e = extractEntities('ATM debited me without giving cash on the 5th — sorry, I meant the 4th, not the 5th. The Koramangala one.', clock);
    expect(e.dates.map((d) => d.from)).toEqual(['2026-03-04']);
  });

  it('keeps the amount told after "wait, no"', () => {
    const e = extractEntities("My 1,200 UPI to Swathi on 9th failed — wait, no, I'm only asking about the small one, the 450. Please return that.", clock);
    expect(e.amounts).toEqual([45000]);
  });

  it('keeps everything when what follows the correction tells no amount or date', () => {
    expect(extractEntities('The ATM took 5000 on the 4th. Sorry for the long message', clock)).toMatchObject({ amounts: [500000], dates: [{ from: '2026-03-04' }] });
  });
});

describe('places that look like references', () => {
  it.each([
    'my neighbour in flat B-1204 drove me to the ATM', 'I live at plot 7A, sector 21', 'the branch in tower C2 was closed',
    '25 may noida sec18 atm 4000 nahi aaya', 'the ATM at phase3 market took my card', 'sector-62 atm gave no cash',
  ])('%j names no record', (text) => {
    expect(extractEntities(text, clock).references).toEqual([]);
  });

  it('still reads a reference the customer gives', () => {
    expect(extractEntities('ref ATM1209AD1, flat B-1204', clock).references).toEqual(['ATM1209AD1']);
    expect(extractEntities('UTR SEC1234567 failed', clock).references).toEqual(['SEC1234567']);
  });
});

describe('a bank SMS pasted into the message', () => {
  const sms = "got this sms: 'Rs.5000.00 debited from A/c XX1001 on 04-03-26 at ATM MG ROAD. Avl Bal Rs.42,310.50. Not you? Call 18001234 or SMS BLOCK to 56767' - but no cash";

  it('states only the money that moved: not the balance, the helpline or the short code', () => {
    expect(extractEntities(sms, clock).amounts).toEqual([500000]);
    expect(extractEntities('my balance is 3000 after they took 2000', clock).amounts).toEqual([200000]);
    expect(extractEntities('call 1800-123 if not done by you, Rs 2,500 debited', clock).amounts).toEqual([250000]);
  });

  it('keeps a minimum-balance charge, which is money that moved', () => {
    expect(extractEntities('below minimum balance 590 deducted', clock).amounts).toEqual([59000]);
  });

  it("reads an account's last digits as no card's", () => {
    expect(extractEntities(sms, clock).cardLast4).toEqual([]);
    expect(extractEntities('debited from account ending 1001', clock).cardLast4).toEqual([]);
    expect(extractEntities('spent on your card XX4411', clock).cardLast4).toEqual(['4411']);
  });

  it.each([['on 10-Mar', '2026-03-10'], ['on 04-Mar-26', '2026-03-04'], ['dated 9/Mar', '2026-03-09']])('reads the SMS date "%s"', (text, day) => {
    expect(extractEntities(text, clock).dates.map((d) => d.from)).toEqual([day]);
    expect(extractEntities(text, clock).amounts).toEqual([]);
  });
});

describe('date mentions on 2026-03-12', () => {
  it.each([
    ['today', '2026-03-12', '2026-03-12'],
    ['yesterday', '2026-03-11', '2026-03-11'],
    ['day before yesterday', '2026-03-10', '2026-03-10'],
    ['on the 10th', '2026-03-10', '2026-03-10'],
    ['on the 20th', '2026-02-20', '2026-02-20'],
    ['4 March', '2026-03-04', '2026-03-04'],
    ['March 4', '2026-03-04', '2026-03-04'],
    ['4th of March', '2026-03-04', '2026-03-04'],
    ['4/3/2026', '2026-03-04', '2026-03-04'],
    ['2026-03-04', '2026-03-04', '2026-03-04'],
    ['25 December', '2025-12-25', '2025-12-25'],
    ['last Friday', '2026-03-06', '2026-03-06'],
    ['monday night', '2026-03-09', '2026-03-09'],
    ['this month', '2026-03-01', '2026-03-12'],
    ['last month', '2026-02-01', '2026-02-28'],
    ['last week', '2026-03-02', '2026-03-08'],
    ['2 days ago', '2026-03-10', '2026-03-10'],
    ['a week ago', '2026-03-05', '2026-03-05'],
    ['in February', '2026-02-01', '2026-02-28'],
    ['kal ATM gaya tha', '2026-03-11', '2026-03-11'],
    ['pichle mahine', '2026-02-01', '2026-02-28'],
    ['somvar ko ATM gaya tha', '2026-03-09', '2026-03-09'],
    ['सोमवार को पैसे कटे', '2026-03-09', '2026-03-09'],
    ['pichle shukravar', '2026-03-06', '2026-03-06'],
    ['गुरुवार', '2026-03-12', '2026-03-12'],
    ['कल शाम पैसे कटे', '2026-03-11', '2026-03-11'],
    ['परसों', '2026-03-10', '2026-03-10'],
    ['paid at Croma on 24/2 for Rs 3200', '2026-02-24', '2026-02-24'],
    ['my order on 3/3 failed', '2026-03-03', '2026-03-03'],
    ['at the beginning of this month', '2026-03-01', '2026-03-07'],
    ['early last month', '2026-02-01', '2026-02-07'],
    ['mid last month', '2026-02-08', '2026-02-21'],
    ['end of last month', '2026-02-18', '2026-02-28'],
    ['मैं 2 फरवरी को सुबह एटीएम गई थी', '2026-02-02', '2026-02-02'],
    ['15 दिसंबर, 500 कटे', '2025-12-15', '2025-12-15'],
    ['i sent it on fifth no sorry', '2026-03-05', '2026-03-05'],
    ['on the fourth I paid at the mall', '2026-03-04', '2026-03-04'],
    ['the tenth of this month', '2026-03-10', '2026-03-10'],
    ['fifth March', '2026-03-05', '2026-03-05'],
    ['March the fourth', '2026-03-04', '2026-03-04'],
    ['the twenty-first of march', '2025-03-21', '2025-03-21'],
  ])('reads %j as %s..%s', (text, from, to) => {
    const [first] = extractDates(text, clock.today);
    expect(first).toMatchObject({ from, to });
  });

  it.each([
    ['i went to the atm on monday the sixth', '2026-07-06'],
    ['on Tuesday, 7th the upi failed', '2026-07-07'],
    ['monday 6 july at the atm', '2026-07-06'],
  ])('reads a weekday told with its day of the month as that day: %j', (text, day) => {
    expect(extractDates(text, '2026-07-15').map((d) => d.from)).toEqual([day]);
  });

  it.each([
    ['paid on Friday 10 am at the ATM', '2026-07-10'],
    ['On Monday 3 payments failed on UPI', '2026-07-13'],
  ])('reads a weekday followed by a time or a count as the weekday: %j', (text, day) => {
    expect(extractDates(text, '2026-07-15').map((d) => d.from)).toEqual([day]);
  });

  it('reads "last Tuesday", once this week\'s Tuesday has passed, as it or the Tuesday before', () => {
    expect(extractDates('the 1200 one, last Tuesday at Sector 18', '2026-09-23').map((d) => d.from)).toEqual(['2026-09-22', '2026-09-15']);
    expect(extractDates('last friday', '2026-09-23').map((d) => d.from)).toEqual(['2026-09-18']);
    expect(extractDates('on tuesday', '2026-09-23').map((d) => d.from)).toEqual(['2026-09-22']);
  });

  it('reads "two Sundays ago" and "the Monday after that", counted from the day told before it', () => {
    // Monday 20 July 2026: last Sunday was the 19th, two Sundays ago the 12th, and the Monday after it the 13th.
    expect(extractDates('Two Sundays ago I ordered from Croma, then on the Monday after that the same 2,499 was taken again', '2026-07-20').map((d) => d.from))
      .toEqual(['2026-07-12', '2026-07-13']);
    expect(extractDates('3 Fridays back it failed', '2026-07-20').map((d) => d.from)).toEqual(['2026-07-03']);
    // Not "a few Sundays ago", nor "two Sundays before Diwali"; after an ambiguous day ("last Tuesday"), none.
    expect(extractDates('a few Sundays ago the ATM did not dispense 4000', '2026-11-22')).toEqual([]);
    expect(extractDates('it was two sundays before diwali i think', '2026-11-22')).toEqual([]);
    expect(extractDates('Last Tuesday I went to the bank, and the Friday after that the ATM did not give cash', '2026-11-26').map((d) => d.text)).not.toContain('the Friday after that');
    // With no day told before it, "the Friday after that" names none.
    expect(extractDates('the Friday after that it failed', '2026-07-20')).toEqual([]);
  });

  it.each(['on the second attempt it failed', 'on first swipe it was declined', 'it failed on the first try', 'on the first it failed and on the second it worked', 'First may I know the free look period'])('reads no day in an ordinal that counts tries, or in a polite "may": %j', (text) => {
    expect(extractDates(text, clock.today)).toEqual([]);
  });

  it.each(['your helpline is not 24/7', 'I tried 2/3 times at the ATM', 'paid 3200 on 24/2/2026 and 10/3'])('reads no day-and-month in %j that is not one', (text) => {
    expect(extractDates(text, clock.today).map((d) => d.text)).not.toContain('24/7');
    expect(extractDates(text, clock.today).map((d) => d.text)).not.toContain('2/3');
  });

  it('keeps the amount beside a day-and-month', () => {
    expect(extractEntities('Payment at Croma on 24/2 for Rs 3200 failed', clock)).toMatchObject({ amounts: [320000], dates: [{ from: '2026-02-24' }] });
  });

  it('never returns a date after today', () => {
    for (const text of ['on the 31st', '15 March', 'on friday', 'April 2', '20/12/2026']) {
      for (const d of extractDates(text, clock.today)) expect(d.to <= clock.today).toBe(true);
    }
    expect(extractDates('20/12/2026', clock.today)).toEqual([]);
  });

  it('keeps the words it read', () => {
    expect(extractDates('The 4000 one on 7 March.', clock.today)).toEqual([{ from: '2026-03-07', to: '2026-03-07', text: '7 March' }]);
  });
});

describe('references, cards, counterparties, channels and products', () => {
  it('reads card last-4 in the usual spellings', () => {
    expect(extractEntities('block my card ending 4411', clock).cardLast4).toEqual(['4411']);
    expect(extractEntities('card ending with 7788 was used', clock).cardLast4).toEqual(['7788']);
    expect(extractEntities('charged on xx5521', clock).cardLast4).toEqual(['5521']);
    expect(extractEntities('last 4 digits are 1200', clock).cardLast4).toEqual(['1200']);
  });

  it('upper-cases transaction, UPI, claim, policy and ticket references', () => {
    const e = extractEntities('About t9001, upi610018000, clm-7002, policy POL-HL-2201, ticket TKT-1234 and UTR 412345678901', clock);
    expect(e.references).toEqual(['T9001', 'UPI610018000', 'CLM-7002', 'POL-HL-2201', 'TKT-1234', '412345678901']);
  });

  it('does not take ordinals, amounts with units or card masks for references', () => {
    expect(extractEntities('on the 10th I paid 5k with card xx4411', clock).references).toEqual([]);
  });

  it('finds merchants, UPI VPAs and ATM locations', () => {
    expect(extractEntities('Amazon charged me twice', clock).counterparties).toContain('amazon');
    expect(extractEntities('sent money to rahul@okaxis', clock).counterparties).toContain('rahul@okaxis');
    expect(extractEntities('The ATM on MG Road ate my money', clock).counterparties).toContain('mg road');
    expect(extractEntities('a payment of 8000 to XYZ Games', clock).counterparties).toContain('xyz games');
  });

  it('finds a payee written in lower case after the word for them or after a transfer, and no word of the sentence', () => {
    expect(extractEntities('2500 debited but not credited to beneficiary rahul', clock).counterparties).toEqual(['rahul']);
    expect(extractEntities('sent 2500 to ramesh yesterday', clock).counterparties).toEqual(['ramesh']);
    expect(extractEntities('the beneficiary did not get it', clock).counterparties).toEqual([]);
    expect(extractEntities('sent 2500 to my brother but he never got it', clock).counterparties).toEqual([]);
    expect(extractEntities('I sent 2500 to mummy yesterday by UPI', clock).counterparties).toEqual([]);
  });

  it('reads PhonePe as voice typing spells it', () => {
    expect(extractEntities('i sent money through phone pay on fifth', clock).channels).toEqual(['upi']);
    expect(extractEntities('paid 300 by phonepay', clock).channels).toEqual(['upi']);
    expect(extractEntities('I called from my phone to pay the bill', clock).channels).toEqual([]);
  });

  it('names channels and products', () => {
    expect(extractEntities('UPI transfer failed', clock).channels).toEqual(['upi']);
    expect(extractEntities('ATM did not dispense cash', clock).channels).toContain('atm');
    expect(extractEntities('reverse the minimum balance charges', clock).channels).toEqual(['fee']);
    expect(extractEntities('NEFT and IMPS both failed', clock).channels).toEqual(['imps', 'neft']);
    expect(extractEntities('my motor insurance premium', clock)).toMatchObject({ channels: ['premium'], products: ['motor'] });
    expect(extractEntities('my health policy and my term life plan', clock).products).toEqual(['health', 'life']);
  });
});

describe('the state a customer tells of an insurance claim', () => {
  const states = (text: string) => extractEntities(text, clock).claimStates ?? [];

  it.each([
    ['my knee surgery claim is pending since jan', ['open']],
    ['the hospital bill claim has not been paid yet', ['open']],
    ['claim abhi bhi pending hai', ['open']],
    ['the interest on my settled claim is still not paid', []],
    ['gave all papers for my hospital claim a month ago and still no money', ['open']],
    ['claim ka paisa abhi tak nahi mila', ['open']],
    ['still have not received the settlement amount', ['open']],
    ['got the settlement but still no interest for the delay', []],
    ['it was settled late, where is my interest?', ['settled']],
    ['you finally paid my claim after two months', ['settled']],
    ['why was my claim rejected?', ['rejected']],
    ['मेरा क्लेम अस्वीकार कर दिया गया', ['rejected']],
    ['I want to file a claim for my hospital stay', []],
  ] as const)('reads %j', (text, expected) => {
    expect(states(text)).toEqual(expected);
  });
});

describe('amounts told as rough figures', () => {
  it.each([
    ['my claim of nearly ten lakhs was paid late', [10_00_000_00]],
    ['around 5,000 was debited', [5_000_00]],
    ['lagbhag 3000 kat gaye', [3_000_00]],
    ['5000 debited', []],
  ] as const)('reads %j', (text, rough) => {
    const e = extractEntities(text, clock);
    expect(e.roughAmounts ?? []).toEqual(rough);
    for (const a of rough) expect(e.amounts).toContain(a);
  });
});

describe("someone else's account named as where money should go", () => {
  it.each([
    "credit the refund directly to my friend Raghav's account A311 at your bank",
    'please send it to the beneficiary a/c XY1234 instead',
    'transfer it to her account AC4411 please',
  ])('%j names no record of the customer', (text) => {
    expect(extractEntities(text, clock).references).toEqual([]);
  });

  it.each(["ATM did not give cash, money debited from wife's a/c ATM1116KE8", "Rs 4000 was debited on 20 Nov from my husband's account POS1120MY1"])(
    'still reads a reference money was taken from, so that nothing of the customer\'s own is picked in its place: %j', (text) => {
      expect(extractEntities(text, clock).references).toHaveLength(1);
    });

  it('still reads the reference of the customer\'s own transfer beside it', () => {
    expect(extractEntities("my UPI UPI622912301888 failed; credit it to Raghav's account A311", clock).references).toEqual(['UPI622912301888']);
  });
});

describe("the customer's own numbers with us, as a signature gives them", () => {
  it.each(['Ritu Kapoor\nPremium Banking | Relationship No. PB-22871', 'Customer ID: CU88213', 'CRN X1234567'])('%j names no record', (text) => {
    expect(extractEntities(text, clock).references).toEqual([]);
  });
});

describe("a merchant's own number for the purchase", () => {
  it.each([
    ['we checked order attempt #MYN-88421 dated 3 July', 'MYN-88421'],
    ['Our records show only one bill of Rs 3,450 (Bill No. BN-IND-2207).', 'BN-IND-2207'],
    ['invoice INV2231 was paid twice', 'INV2231'],
  ])('%j is a weak mention, not a reference that rules other records out', (text, number) => {
    const found = extractEntities(text, clock);
    expect(found.references).toEqual([]);
    expect(found.numbers).toContain(number);
  });
});

describe('a card kind told only as kept safe, beside a card named by its digits', () => {
  it('is no card the message is about ("dusra wala cc mat block krna, wo ghar pe h")', () => {
    const found = extractEntities('pls block my card ending 7702 asap!! phone n wallet dono chori ho gaye metro me. dusra wala cc mat block krna, wo ghar pe h', clock);
    expect(found.cardLast4).toEqual(['7702']);
    expect(found.cardKinds).toBeUndefined();
  });
  it('is still the card told of trouble when "other" or "at home" is said of it', () => {
    expect(extractEntities('I used my debit card for the payment yesterday; my other credit card got stolen this morning, block it', clock).cardKinds).toContain('credit');
    expect(extractEntities('mera credit card ghar mein hi kahin kho gaya, block karo', clock).cardKinds).toEqual(['credit']);
  });

  it('is still the card told alone ("my credit card is safe with me but 15,000 was charged on it")', () => {
    expect(extractEntities('my credit card is safe with me but 15,000 was charged on it', clock).cardKinds).toEqual(['credit']);
  });
});

describe('a refund bound in a condition', () => {
  it.each([
    'Cancel my policy only if the refund is more than Rs 8,000',
    'cancel it provided I get at least ₹5,000 back',
    'agar refund 8000 se zyada ho to cancel kar do',
  ])('is the customer\'s floor, not a record\'s amount: %j', (text) => {
    expect(amounts(text)).toEqual([]);
  });

  it.each([
    ['If possible, refund up to Rs 4,500 which was debited twice from my account', [450_000]],
    ['Even if over Rs 2,000 was taken by the ATM, I got nothing', [200_000]],
    ['Swiggy ne paisa 1499 zyada kaat liya', [149_900]],
  ])('keeps an amount told in a manner or a concession, not a bound: %j', (text, expected) => {
    expect(amounts(text)).toEqual(expected);
  });

  it('keeps the amount told beside it', () => {
    expect(amounts('I paid premium 18,000 and want a refund if it is more than 4000')).toEqual([1_800_000]);
  });
});

describe('a product kept in so many words', () => {
  it('points to no record: "don\'t cancel the motor one" leaves the health policy named', () => {
    expect(extractEntities("Please cancel my health policy but don't cancel the motor one", clock).products).toEqual(['health']);
  });
});

describe('days and counts told in words', () => {
  it('reads a day told in words before its month, in Hinglish and Devanagari', () => {
    expect(extractEntities('एक दिसंबर और दो दिसंबर को', clock).dates.map((d) => [d.from.slice(5), d.text])).toEqual([['12-01', 'एक दिसंबर'], ['12-02', 'दो दिसंबर']]);
    expect(extractEntities('do dec ko 2000 kate', clock).dates.map((d) => d.from.slice(5))).toEqual(['12-02']);
  });

  it('leaves the count of times out of an amount in words ("nau hazaar do sau do baar")', () => {
    expect(extractEntities('nau hazaar do sau do baar kat gaye', clock).amounts).toEqual([920000]);
    expect(extractEntities('किश्त नौ हज़ार दो सौ दो बार कट गई', clock).amounts).toEqual([920000]);
    expect(extractEntities('teen hazaar do sau', clock).amounts).toEqual([320000]);
  });
});
