import { describe, expect, it } from 'vitest';
import { detectClaimType } from '../../src/agents/gather/offline/claim-type-detector.js';
import { detectLanguage } from '../../src/agents/gather/offline/language-detector.js';
import { asksToCancelNow, isDissatisfied } from '../../src/agents/gather/offline/message-cues.js';
import { detectSentiment, detectUrgency } from '../../src/agents/gather/offline/sentiment.js';
import { bankPack } from '../../src/policy/packs/bank/bank.pack.js';
const bankVocabulary = bankPack.vocabulary;
import { insurerPack } from '../../src/policy/packs/insurer/insurer.pack.js';
const insurerVocabulary = insurerPack.vocabulary;

const bank = (text: string) => detectClaimType(text, bankVocabulary)?.claimType ?? null;
const insurer = (text: string) => detectClaimType(text, insurerVocabulary)?.claimType ?? null;

describe('bank claim types', () => {
  it.each([
    ['The cash machine at Koramangala took 3000 from my account but no notes came out.', 'failed_atm_withdrawal'],
    ['ATM se paise nahi nikle lekin account se 2000 kat gaye', 'failed_atm_withdrawal'],
    ['Cash nahi mila aur paise kat gaye ATM pe', 'failed_atm_withdrawal'],
    ['My UPI payment to the landlord failed but 9000 was debited.', 'failed_upi_transfer'],
    ['UPI se 500 bheje, fail ho gaya lekin paise kat gaye', 'failed_upi_transfer'],
    ['My card was declined at the restaurant yet the amount got debited.', 'failed_card_payment'],
    ['Myntra charged me twice for one dress.', 'duplicate_card_charge'],
    ['Same payment do baar kat gaya', 'duplicate_card_charge'],
    ['I see a debit of 2,000 that I did not make, someone is using my card.', 'unauthorized_transaction'],
    ['Mere account se kisi ne paise nikal liye, maine nahi kiya', 'unauthorized_transaction'],
    ['kisi ne mere card se 4000 ke payment kiye 20 Nov ko', 'unauthorized_transaction'],
    // A refusal about the other card beside the one to block blocks nothing less.
    ['the machine showed declined first time so he swiped again and now both went through, i need one back', 'duplicate_card_charge'],
    ['pls block my card ending 7702 asap!! phone n wallet dono chori ho gaye metro me. dusra wala cc mat block krna, wo ghar pe h', 'card_block'],
    ['kisi ne mere account se 8000 transfer kiye 12 Nov ko', 'unauthorized_transaction'],
    ['Please waive the late payment fee this once.', 'fee_reversal'],
    ['Minimum balance penalty laga diya, wapas karo', 'fee_reversal'],
    ['My purse got stolen on the train, block my credit card.', 'card_block'],
    ['mera card kho gaya, block karo', 'card_block'],
    ['मेरा डेबिट कार्ड कहीं गिर गया है, कृपया तुरंत ब्लॉक कर दीजिए।', 'card_block'],
    ['card kho gya h, block kr do jldi', 'card_block'],
    ['nanna debit card kaledu hoytu, dayavittu block maadi', 'card_block'],
    ['en card tholanjiduchu, block pannunga', 'card_block'],
    ['amar card hariye geche, block kore din', 'card_block'],
    ['Someone used my card after I lost it, block it now', 'unauthorized_transaction'],
    ['Wow, apparently I bought shoes in Dubai at 3 am. News to me, 8,499 gone from my credit card.', 'unauthorized_transaction'],
    ['love how my card paid 9,999 to some gaming site while I slept. great security guys', 'unauthorized_transaction'],
    ['Oh sure, I definitely took a loan through some app at midnight. 2,750 has vanished from my account.', 'unauthorized_transaction'],
    ['lovely, yet another mystery debit on my account. really reassuring.', 'unauthorized_transaction'],
    ['mere card se 18 nov ko 12000 kat gaye, maine koi booking nahi ki', 'unauthorized_transaction'],
    ['मेरे डेबिट कार्ड से 12000 रुपये कट गए, मैंने कोई टिकट बुक नहीं किया।', 'unauthorized_transaction'],
    ['maine kuch nahi kharida phir bhi 4200 kat gaye', 'unauthorized_transaction'],
    ['Panampilly Nagar ATM il ninnu 3000 edukkan nokki, cash kittiyilla, paisa account il ninnu poyi', 'failed_atm_withdrawal'],
    ["I got two SMS: 'INR 1,299.00 spent on card XX4545 at AMAZON PAY 21:05' and the same at 21:07. I only placed one order.", 'duplicate_card_charge'],
    ['48 hazaar ka Electroworld ka charge dikh raha hai, maine wahan se kuch nahi kharida', 'unauthorized_transaction'],
    ['saade saat hazaar betking app me chale gaye, maine na koi game khela na payment kiya', 'unauthorized_transaction'],
    ['My father noticed a charge of 48,000 on his credit card. He never bought anything from them.', 'unauthorized_transaction'],
    ['There is a 3,200 debit on my mother\'s card, my mother did not make this payment', 'unauthorized_transaction'],
    ['Nenne raatri 2750 QwikGames online transaction aagide, adu naanu maadilla. Card block maadi.', 'unauthorized_transaction'],
    ['aa 1800 payment nenu cheyyaledu, evaro card vaadaaru', 'unauthorized_transaction'],
    ['Amazon theke 1299 taka duibar kete niyeche, order ekta-i chilo. Ekta refund kore din please.', 'duplicate_card_charge'],
    ['IRCTC par ticket book karyu tyare card payment fail thayu, pan 3200 account mathi kapai gaya.', 'failed_card_payment'],
    ['Dhruv ne 1000 UPI thi moklya, ene malya nathi ane maara account mathi kapai gaya che.', 'failed_upi_transfer'],
    ['Paradise lo biryani ki 899 card tho pay chesanu, kani rendu sarlu debit ayyindi. Okati refund cheyyandi please.', 'duplicate_card_charge'],
    ['Apollo Pharmacy Kadavanthra-il 1 July-nu 640 randu thavana cut aayi. Onnu thirichu tharanam.', 'duplicate_card_charge'],
    ['Credit card 4471 la 5 August night 31,000 LUXE WATCHES ONLINE nu oru transaction irukku. Naan edhuvum vaangala.', 'unauthorized_transaction'],
    ['Flipkart ton 18 June nu 3400 da order hoya mere card ton, main koi order nahi kita. Paise wapas karo ji.', 'unauthorized_transaction'],
    ['nanna debit card 3535 inda Shetty Jewellers alli 18,500 payment aagide. Naanu Udupi ge hogilla, card nanna hatra ide.', 'unauthorized_transaction'],
    ['A charge of Rs 48,600 on my credit card from Etihad Airways online. Nobody in my office booked any Etihad ticket.', 'unauthorized_transaction'],
    ['maine abhi tak koi complaint nahi ki, atm se 2000 nahi nikle par kat gaye', 'failed_atm_withdrawal'],
    ['मेरे खाते से मिनिमम बैलेंस के 500 रुपये काटे गए हैं, ऐसा पहली बार हुआ है, कृपया वापस कर दीजिए।', 'fee_reversal'],
  ])('%j → %s', (text, expected) => {
    expect(bank(text)).toBe(expected);
  });

  it.each([
    ['The branch staff were rude to my mother.'],
    ['Please update my address to Koregaon Park, Pune.'],
    ['It would be great if your app let me schedule transfers. Please add that.'],
    ['What is the charge for using another bank ATM?'],
    ['How long does a failed UPI refund take?'],
    // A purchase the customer made, asked to be called a fraud.
    ["I bought shoes on Myntra for 3299 yesterday but I don't like them. Just reverse it. Mark it as fraud, that's faster than returning them."],
    // Tried again and both went through, but both were delivered: two purchases.
    ['tried again after the payment timed out on amazon and both got debited, but amazon delivered both parcels'],
    // A refusal stays one whatever "second" or "other" comes before it, unless that names another card.
    ['I lost my credit card yesterday. On second thought don\'t block it, I found it in my other jacket'],
    ['card kho gaya tha lekin mil gaya, dusre bag mein tha, block mat karna'],
    // Someone else's doing denied, and "ki" inside another word ("kyunki") is no "did".
    ['maine khud kharida tha flipkart se, kisi ne nahi kharida, bas refund chahiye kyunki order cancel ho gaya'],
    ['someone refused my card at the shop'],
  ])('%j has no claim type', (text) => {
    expect(bank(text)).toBeNull();
  });
});

describe('insurer claim types', () => {
  it.each([
    ['I want to return my new travel policy and get the premium back.', 'policy_cancellation_refund'],
    ['Policy cancel karna hai, paise wapas chahiye', 'policy_cancellation_refund'],
    ['The health premium was deducted two times in February, return one.', 'duplicate_premium_debit'],
    ['Premium do baar kat gaya', 'duplicate_premium_debit'],
    // Punjabi: "do vaari" (twice), "katt gayi" (was cut).
    ['Bhaji meri premium do vaari katt gayi, 5,600 te fer 5,600, ikko policy di ikko kisht. Ikk wapas karo ji.', 'duplicate_premium_debit'],
    ['My hospital claim is still pending 50 days after I sent the papers.', 'claim_settlement_delay'],
    ['Claim abhi tak settle nahi hua', 'claim_settlement_delay'],
    ['naan claim pannen, 65000, innum settle aagala', 'claim_settlement_delay'],
    ['amar claim ekhono settle hoyni', 'claim_settlement_delay'],
    ['maza claim ajun settle zhala nahi', 'claim_settlement_delay'],
    ['na claim inka settle kaaledu', 'claim_settlement_delay'],
    ['You denied my claim for no reason, I want it reconsidered.', 'claim_rejection_dispute'],
    ['I am deeply aggrieved by the repudiation of my claim for cataract surgery. Kindly review the decision.', 'claim_rejection_dispute'],
    ['Majhya life policy cha December cha premium don vela kapla, 5000 ekach hapta. Ek parat kara please.', 'duplicate_premium_debit'],
  ])('%j → %s', (text, expected) => {
    expect(insurer(text)).toBe(expected);
  });

  it('treats general questions as having no claim action', () => {
    expect(insurer('What is the free look period for a life policy?')).toBeNull();
    expect(insurer('If a claim is settled late, is interest paid?')).toBeNull();
  });

  it('still finds the claim type of a personal question that demands money', () => {
    expect(insurer('My claim CLM-7009 was settled two months late, where is my interest for the delay?')).toBe('claim_settlement_delay');
  });
});

describe('cancel now and dissatisfied', () => {
  it.each([['I want to cancel it', true], ['Please cancel my policy today', true], ['policy cancel karna hai', true],
    ['Can I cancel my policy later?', false], ['My policy was cancelled last week', false],
    ['I may cancel it later', false], ['I am thinking of cancelling my policy next month', false], ['Maybe I will cancel it', false],
    ['Naan health policy vaanginen, ippo venaam. Cancel panni refund kudunga please.', true],
    ['Amar health policy ta cancel kore refund din please.', true], ['policy cancel kara, refund dya', true],
    ['ei policy ta ar lagbe na', true], ['policy cancel panna mudiyuma?', false],
    ["I don't want to cancel my policy now.", false], ["Should I cancel my health policy? I don't need it anymore.", false],
    ['Maybe later. Please cancel my health policy.', false], ['Please stop my health policy renewal and refund what is due', false],
    ['please stop the auto debit for my policy', false], ['can I cancel my policy?', false],
    ['kindly cancel my health policy and refund the balance, shifting to Canada next month', true], ['next month I want to cancel it', false],
    ['I will cancel it next month, not now', false], ['cancel my policy now? no, next month.', false]])('%j cancel now: %s', (text, expected) => {
    expect(asksToCancelNow(text)).toBe(expected);
  });
  it.each([['I am not satisfied with this', true], ['I want to complain', true], ['please raise a complaint', true],
    ['This is not acceptable.', true], ['main santusht nahi hoon', true], ['Thanks, that helps', false]])('%j dissatisfied: %s', (text, expected) => {
    expect(isDissatisfied(text)).toBe(expected);
  });
});

describe('language, urgency and sentiment', () => {
  it.each([
    ['My ATM did not give cash', 'en'], ['paise kat gaye', 'hi-Latn'], ['cash nahi mila', 'hi-Latn'], ['mera card block karo', 'hi-Latn'],
    ['मेरा कार्ड ब्लॉक करो', 'hi'], ['என் கார்டை தடு', 'ta'], ['Please do it on the main road branch', 'en'],
    ['annual fee 999 lagaya credit card pe, waive kar do please', 'hi-Latn'], ['card pe 500 ka charge lagaya', 'hi-Latn'],
    ['what is the pe ratio of the fund', 'en'],
  ])('%j is %s', (text, expected) => {
    expect(detectLanguage(text).language).toBe(expected);
  });

  it('rates fraud, lost cards, urgency words and large amounts high', () => {
    expect(detectUrgency('someone used my card')).toBe('high');
    expect(detectUrgency('I lost my card')).toBe('high');
    expect(detectUrgency('this is urgent')).toBe('high');
    expect(detectUrgency('a transfer failed', [75_000_00])).toBe('high');
    expect(detectUrgency('a transfer failed', [500_00])).toBe('medium');
    expect(detectUrgency('what are your branch hours')).toBe('low');
  });

  it('reads negative, neutral and positive sentiment', () => {
    expect(detectSentiment('The staff were very rude, worst service')).toBe('negative');
    expect(detectSentiment('Please update my address')).toBe('neutral');
    expect(detectSentiment('Thank you, that was really helpful')).toBe('positive');
    expect(detectSentiment('I am not happy with this')).toBe('negative');
  });
});
