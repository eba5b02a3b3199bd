// Families of customer phrasings the offline gatherer must read: claim types, cancel-now and detail changes.
import { describe, expect, it } from 'vitest';
import { detectClaimType, familyTold, matchClaimTypes } from '../../src/agents/gather/offline/claim-type-detector.js';
import { asksForServiceChange, asksToCancelNow, tellsOfRepeat } from '../../src/agents/gather/offline/message-cues.js';
import { OfflineIntentClassifier } from '../../src/agents/gather/offline/offline-intent-classifier.js';
import type { TenantProfile } from '../../src/agents/ports.js';
import { makeClock } from '../../src/domain/calendar.js';
import { claimProfiles } from '../../src/agents/tenant-profile.js';
import { bankPack } from '../../src/policy/packs/bank/bank.pack.js';
const bankVocabulary = bankPack.vocabulary;
import { insurerPack } from '../../src/policy/packs/insurer/insurer.pack.js';
const insurerVocabulary = insurerPack.vocabulary;

const bankType = (text: string) => detectClaimType(text, bankVocabulary)?.claimType ?? null;
const insurerType = (text: string) => detectClaimType(text, insurerVocabulary)?.claimType ?? null;

const bank: TenantProfile = { id: 'demo-bank', name: 'Demo Bank', kind: 'bank', claimTypes: bankPack.claimTypes.map((d) => d.id), vocabulary: bankVocabulary, claims: claimProfiles(bankPack), locale: 'en-IN' };
const insurer: TenantProfile = { id: 'demo-insurer', name: 'Demo Insurer', kind: 'insurer', claimTypes: insurerPack.claimTypes.map((d) => d.id), vocabulary: insurerVocabulary, claims: claimProfiles(insurerPack), locale: 'en-IN' };
const classifier = new OfflineIntentClassifier();
const clock = makeClock('Asia/Kolkata', '2026-10-07');
const analyse = (text: string, tenant = bank) => classifier.analyseSync({ text, tenant, clock });

describe('failed ATM withdrawals told without the usual word order', () => {
  it.each([
    ['Declined ATM transaction yesterday but 1500 deducted from my account.'],
    ['ATM transaction failure on Monday, amount 5000 not refunded yet.'],
    ['Withdrawal at the cash machine near the station failed and still my balance dropped by 4000.'],
    ['I was trying to take out 2000, the machine showed an error, no money came but the account got debited.'],
    ['Went to the ATM at the mall, it said unable to process, and 6000 got deducted.'],
    ['No cash was given by the ATM yet my passbook shows a withdrawal of 2500.'],
    ['Paise nikalne gaya tha, machine mein error aaya, par account se 2000 kat gaye'],
    ['great service, your ATM ate my 2000, thanks a lot'],
    ['atm ne mere 2000 kha liye'],
  ])('%j is a failed ATM withdrawal', (text) => {
    expect(bankType(text)).toBe('failed_atm_withdrawal');
  });

  it('reads a demand for delay compensation on a late ATM reversal as a confident ATM claim', () => {
    const text = 'The reversal for my ATM failure came two weeks late, please pay the delay compensation.';
    const [hit] = matchClaimTypes(text, bankVocabulary);
    expect(hit?.claimType).toBe('failed_atm_withdrawal');
    expect(hit?.cues.length).toBeGreaterThanOrEqual(2);
    expect(analyse(text).intent).toBe('complaint');
  });
});

describe('failed card payments at a terminal or online', () => {
  it.each([
    ['The swipe machine at the grocery said not approved but I got an SMS that 900 was debited.'],
    ['Online checkout timed out and no order was created, yet my credit card got charged 3,200.'],
    ['POS terminal showed declined for 560, I paid by UPI instead, but the card was also debited.'],
    ['Tried booking a train ticket with my debit card, booking failed, 1,450 was deducted.'],
  ])('%j is a failed card payment', (text) => {
    expect(bankType(text)).toBe('failed_card_payment');
  });

  it('does not read a failed card payment as a UPI transfer because it says "payment"', () => {
    expect(bankType('Card payment fail ho gaya par paise kat gaye, merchant ko nahi mile')).toBe('failed_card_payment');
  });

  it('reads the card an ATM story mentions as the one that drew the cash, however far the failure is from "ATM"', () => {
    expect(bankType('hello i was at the atm on sunday evening and i put my card and it said transaction failed but i got sms that 5000 is debited')).toBe('failed_atm_withdrawal');
    expect(bankType('at the cash machine near my office, inserted the debit card, entered the pin, declined, still 3000 debited')).toBe('failed_atm_withdrawal');
  });

  it('still reads a shop or online card payment as one when the message also mentions an ATM', () => {
    expect(bankType('My card payment at the shop failed but 800 was debited, so I had to go to the ATM for cash')).toBe('failed_card_payment');
  });
});

describe('duplicate card charges with the amount or merchant in between', () => {
  it.each([
    ['Amazon debited 1,299 twice from my card for one order.'],
    ['I see two debits of 450 for the same bill at the cafe.'],
    ['The hotel charged my card 5000 two times for a single booking.'],
    ['I was billed 799 twice for my subscription this month, please refund one.'],
    ['Swiggy ne ek hi order ke liye do baar paise kaat liye.'],
    ['Uber charged me double for one ride.'],
  ])('%j is a duplicate card charge', (text) => {
    expect(bankType(text)).toBe('duplicate_card_charge');
  });
});

describe('unauthorised transactions described by what the customer never did', () => {
  it.each([
    ['There is a 12,000 purchase on my card from an electronics store I have never visited.'],
    ['I did not order anything but 3499 was charged on my debit card.'],
    ['An online payment of 8000 appeared on my credit card, I never shopped there and the card is in my wallet.'],
    ['I did not share any OTP but 20000 has gone from my account.'],
    ['A hotel booking of 9,000 shows on my card, we never booked any hotel.'],
    ['Mere bina bataye card se 5000 ki payment ho gayi'],
    ['Pata nahi kisne mere account se 10000 nikale'],
  ])('%j is an unauthorised transaction', (text) => {
    expect(bankType(text)).toBe('unauthorized_transaction');
  });

  it('treats "the card is still with me" as a sign of card-not-present fraud', () => {
    expect(bankType('A charge of 4,000 from a shop abroad, but my card is still with me.')).toBe('unauthorized_transaction');
  });
});

describe('fee reversals named by the fee, in English and Hinglish', () => {
  it.each([
    ['You charged me an annual fee of 999 on my credit card, please waive it.'],
    ['An SMS alert charge of 25 was debited, kindly reverse it.'],
    ['Please reverse the overlimit charge on my credit card.'],
    ['Cheque bounce charges of 500 were levied, please refund them as it was the bank\'s mistake.'],
    ['I could not maintain the balance last month and you took 350, please give it back.'],
    ['Average balance nahi tha isliye 400 kaat liye, please wapas kar do'],
    ['Late payment fee laga diya, maaf kar do please, pehli baar hai'],
  ])('%j is a fee reversal', (text) => {
    expect(bankType(text)).toBe('fee_reversal');
  });

  it('does not take "maaf kijiye" (excuse me) in a lost-card message for a fee waiver', () => {
    expect(bankType('Maaf kijiye, mera card kho gaya hai, block kar do')).toBe('card_block');
  });
});

describe('insurer claims told without the word "premium" or "delay"', () => {
  it.each([
    ['You collected 5,400 two times for my motor insurance.', 'duplicate_premium_debit'],
    ['The auto debit for my term plan happened two times this month.', 'duplicate_premium_debit'],
    ['There are two debits of 3,000 for the same policy this month.', 'duplicate_premium_debit'],
    ['Policy ka premium do baar kaat liya gaya hai', 'duplicate_premium_debit'],
    ['My hospitalisation claim was paid two months after I submitted the documents, I want interest for the delay.', 'claim_settlement_delay'],
    ['The claim amount was credited very late, please pay the interest owed.', 'claim_settlement_delay'],
    ['It has been 60 days since I filed my health claim and nothing has been paid.', 'claim_settlement_delay'],
    ['Claim ka paisa bahut der se mila, interest chahiye.', 'claim_settlement_delay'],
    ['Mujhe ye policy nahi chahiye, wapas kar do paise.', 'policy_cancellation_refund'],
  ])('%j → %s', (text, expected) => {
    expect(insurerType(text)).toBe(expected);
  });

  it('keeps a rejected claim a dispute even when it says nothing was paid', () => {
    expect(insurerType('My claim was rejected and nothing was explained to me, I dispute it.')).toBe('claim_rejection_dispute');
  });

  it.each(['policy wapas karni hai, abhi abhi li thi, documents padhe to pasand nahi aayi', 'i want to give back the health plan i got last month'])(
    'reads %j as returning a policy', (text) => {
      expect(insurerType(text)).toBe('policy_cancellation_refund');
    });

  it('still treats a question about late settlement in general as having no claim', () => {
    expect(insurerType('Is interest paid if a claim is settled late?')).toBeNull();
    expect(insurerType('claim late settle ho to byaj milta hai kya?')).toBeNull();
  });

  it('reads a Hinglish question about the customer\'s own late claim money as a delay-interest claim', () => {
    expect(insurerType('claim ka paisa late aaya, 2.5 mahine baad, byaj milega kya?')).toBe('claim_settlement_delay');
  });
});

describe('cancel now', () => {
  it.each([
    ['I would like to return the policy within the free look period and get my premium back.'],
    ['We changed our mind, please return it under free-look.'],
    ['I do not want this policy any more, please cancel it and refund me.'],
    ['Please cancel my travel insurance, the trip got cancelled.'],
    ['Policy band karna hai, free look mein hoon.'],
    ['Ye plan wapas karna hai, mujhe nahi chahiye.'],
    ['uh yeah hi i want to give back the health plan i got last month it is not for me'],
    ['मुझे यह पॉलिसी रद्द करनी है और प्रीमियम वापस चाहिए'],
    ['मेरी हेल्थ पॉलिसी कैंसल कर दो'],
    ['कृपया मेरी पॉलिसी रद्द करें'],
    ['policy cancel kr do aur pese wapas kro'],
    ['plan cancel krdo pls'],
    ['cancel policy, refund'],
    ['What a useless health plan. Just take it back and return my money.'],
    ['pls cancle my helth polcy n refnd the premum'],
    ['The life plan is not for me. Cancel POL LF 2008 now please.'],
    ['Cancel POL-LF-2008.'],
  ])('%j asks to cancel now', (text) => {
    expect(asksToCancelNow(text)).toBe(true);
  });

  it.each([
    ['Can I return my policy under free look?'],
    ['If I return the plan now, how much will I get back?'],
    ['My policy was cancelled last month, where is my refund?'],
    ['I do not want to cancel, only to change the nominee.'],
    ['Can I give back the policy after the free look?'],
    ['पॉलिसी रद्द करने पर कितना पैसा वापस मिलता है?'],
    ['cancel policy?'],
    ['can you take it back?'],
    ['can I cancel pol lf 2008?'],
  ])('%j does not ask to cancel now', (text) => {
    expect(asksToCancelNow(text)).toBe(false);
  });

  it('reads a letter without the footer its mail client added ("this message may contain…" hedges nothing)', () => {
    const letter = 'Dear Sir, I request you to cancel the policy with immediate effect under the free-look provision and refund the premium.\n'
      + 'Yours faithfully, Neha\n\nThis message may contain confidential information. If you are not the intended recipient, please delete it.';
    expect(analyse(letter, insurer)).toMatchObject({ claimType: 'policy_cancellation_refund', cancelNow: true });
  });

  it('sets cancelNow in the analysis of a free-look return', () => {
    const a = analyse('Bought this health cover two weeks ago, want to return it under free look.', insurer);
    expect(a.claimType).toBe('policy_cancellation_refund');
    expect(a.cancelNow).toBe(true);
  });
});

describe('detail changes are service requests', () => {
  it.each([
    ['Please change my registered email to ravi@example.com.'],
    ['Mera mobile number badal gaya hai, naya number update kar dijiye.'],
    ['Kindly update my communication address to Flat 4, MG Road, Pune.'],
    ['My phone number has changed, please register the new one for SMS alerts.'],
    ['Got a new phone number 99887 76655, use it for my alerts from now on.'],
  ])('%j is a service request with no claim type', (text) => {
    expect(asksForServiceChange(text)).toBe(true);
    const a = analyse(text);
    expect(a.intent).toBe('service_request');
    expect(a.claimType).toBeNull();
  });

  it('keeps a change that was not done a complaint, not a fresh request', () => {
    expect(asksForServiceChange('I asked to change my mobile number two weeks ago and it is still not updated.')).toBe(false);
    expect(analyse('The staff at the branch refused to update my address and were rude.').intent).toBe('complaint');
  });

  it('does not read "how do I change my address?" as a request to change it', () => {
    expect(asksForServiceChange('How do I change my address?')).toBe(false);
  });
});

describe('the failed-debit family told without a way named', () => {
  it.each([
    'the amount of Rs 2500 is debited from my a/c and not credited to beneficiary rahul',
    'unke account me nahin aaye aur mera balance kat gaya',
    'money got debited but I never received it',
    'swigy upi 350 cut this morning order not placed',
    'irctc booking was not confirmed, 1200 deducted from account',
    'recharge nahi hua, 299 kat gaye',
  ])('hears the family\'s trouble in %j', (text) => {
    expect(familyTold(text, bankVocabulary)).toContain('failed_upi_transfer');
  });

  it('hears none in an OTP not received beside a debit', () => {
    expect(familyTold('5000 was debited and I did not receive any OTP', bankVocabulary)).toEqual([]);
  });

  it('hears none in an order not placed with no money told gone', () => {
    expect(familyTold('my order was not placed, can you check why?', bankVocabulary)).toEqual([]);
  });
});

describe('an event told again', () => {
  it.each(['another 9,600 debited today', 'it happened again this morning', 'charged another 450 at the same cafe', 'phir se kat gaye 2000',
    'I got another failed UPI payment today, 2500 debited from my account', 'they took another 3000 from account', 'someone used another card of mine today, 5000'])('hears a new occurrence in %j', (text) => {
    expect(tellsOfRepeat(text)).toBe(true);
  });

  it.each([
    'I have taken another family floater from my company HR so I want to cancel my individual health policy',
    'we moved to another bank last year, please close the account',
    'my new employer has given me another health cover, so cancel my own policy',
  ])('hears none in something else of the customer\'s: %j', (text) => {
    expect(tellsOfRepeat(text)).toBe(false);
  });
});
