// How bank customers describe each claim type (English and romanised Hindi): cues for claim-type detection.
// Cues are regular-expression sources matched case-insensitively against the normalised message
// (lower-cased, contractions expanded: "didn't" → "did not").
import type { ClaimVocabulary } from '../../pack.js';

const ATM = '(?:atm|cash machine|cash point)';
const DEBITED = '(?:debit(?:ed)?|deduct(?:ed)?|charged|taken|cut|kat|kata|kate|katt|kaat|(?:left|gone from|went from|went out of|missing from|vanished from|disappeared from) (?:my |the )?(?:\\w+ )?(?:account|a/c|balance))';
/** A failure word: "failed", "failure", "declined", "error", "unsuccessful", "timed out". */
const FAILED = '(?:fail|declin|error|unsuccessful|timed out|time out|timeout|not approved)';
/** Taking cash out: "withdraw", "take out", "draw cash", "nikalna". */
const WITHDRAW = '(?:withdraw|withdrew|withdrawal|nikal|take out|taking out|took out|draw (?:cash|money)|drawing (?:cash|money))';
const TWICE = '(?:twice|two times|2 times|2x|double|do baar|2 baar|dobara)';

export const bankVocabulary: ClaimVocabulary[] = [
  {
    claimType: 'failed_atm_withdrawal',
    intent: 'complaint',
    cues: [
      ATM + '.{0,80}(?:no|not|did not|never|without|nahi|nhi)\\b.{0,30}(?:cash|money|notes|dispens|paise|paisa|give|gave|come out|nikl)',
      '(?:cash|money|notes|paise)\\b.{0,40}(?:not|nahi|nhi|never)\\s*(?:\\w+\\s+){0,2}(?:dispens|received|come out|came out|mila|mile|nikl|given).{0,80}' + ATM,
      ATM + '.{0,80}(?:withdrawal|transaction)\\s*(?:has\\s+|was\\s+)?(?:failed|declined|unsuccessful).{0,80}' + DEBITED,
      ATM + '.{0,60}' + FAILED,
      FAILED + '\\w*\\s+(?:\\w+\\s+){0,2}' + ATM,
      WITHDRAW + '\\w*\\b.{0,120}(?:' + FAILED + '|no (?:cash|money|notes)|not dispens|nahi nikl).{0,120}' + DEBITED,
      WITHDRAW + '\\w*\\b.{0,80}machine\\b.{0,40}' + FAILED,
      ATM + '\\b.{0,140}(?:compensat|penalty|delay\\w* (?:in )?(?:revers|refund|credit)|(?:revers|refund|credit)\\w*\\b.{0,30}(?:only|late|after|delay))',
      '(?:compensat|penalty)\\w*\\b.{0,100}' + ATM,
      `atm.{0,80}${DEBITED}`,
      '(?:cash|notes) (?:was |were )?not dispensed',
      '(?:no|not any|zero) (?:cash|money|notes)\\b.{0,60}' + ATM,
      'machine (?:did not|never) (?:give|dispense)',
      'cash nahi (?:mila|nikla|aaya|diya)',
    ],
    examples: [
      'The ATM debited my account but did not dispense any cash.',
      'Withdrew 3000 at the ATM, no money came out but the amount was deducted.',
      'ATM se paise nahi nikle par account se kat gaye.',
      'Cash nahi mila ATM se, 2000 debit ho gaya.',
      'The ATM reversal reached me late, pay me the compensation of 100 a day for the delay.',
    ],
  },
  {
    claimType: 'failed_upi_transfer',
    intent: 'complaint',
    cues: [
      '(?:upi|imps|neft|gpay|google pay|phonepe|paytm|bhim|@ok\\w+|@\\w*(?:bank|axis|icici|sbi|hdfc|ybl|paytm|upi)).{0,100}(?:fail|declin|unsuccessful|pending|not (?:received|reached|credited)|did not (?:reach|go through|get)|never (?:reached|received)|nahi (?:mila|pahuncha|gaya)|ho gaya fail)',
      '(?<!card |pos |swipe )(?:transfer|payment|sent|bheja|bheje).{0,60}(?:fail|declin|unsuccessful).{0,80}' + DEBITED,
      '(?:fail|declin|unsuccessful).{0,80}(?:upi|imps|transfer)',
      '(?:money|amount|paise) (?:left|went out of|gone from) my account',
      '(?:beneficiary|recipient|receiver|he|she|they) (?:did not|never) (?:get|receive)',
    ],
    examples: [
      'My UPI transfer failed but the money was debited.',
      'I sent money by IMPS, it failed and was not refunded.',
      'UPI se paise bheje the, fail ho gaya lekin paise kat gaye.',
    ],
  },
  {
    claimType: 'failed_card_payment',
    intent: 'complaint',
    cues: [
      '(?:card|swipe|pos|online|merchant|shop|store|restaurant|website).{0,80}(?:payment|transaction|purchase)?.{0,20}(?:fail|declin|unsuccessful|not (?:confirmed|completed|go through)|did not go through).{0,120}' + DEBITED,
      '(?:card|pos|swipe|edc) (?:machine|terminal|reader)\\b.{0,60}' + FAILED,
      '(?:payment|checkout|transaction|gateway) (?:page |screen |window )?(?:showed|shows|gave|threw|displayed|said|says)?\\s*(?:an? )?' + FAILED + '.{0,120}(?:card|account)\\b.{0,20}(?:was |got |has been |is )?(?:still |anyway |also )?' + DEBITED,
      '(?:no|not any) order (?:was |got |has been )?(?:placed|confirmed|created|booked|generated)',
      '(?:card|swipe|pos)\\b.{0,120}(?:paid|pay|had to pay)\\s+(?:in |by |with |through )?(?:cash|upi|another card|a different card|other card)',
      `${DEBITED}.{0,80}(?:merchant|shop|store|seller|restaurant) (?:says|said|did not|never).{0,40}(?:not|never|receive|get)`,
      '(?:card|swipe).{0,40}(?:fail|declin).{0,60}(?:still|but|yet|lekin)',
      'order (?:was |got )?(?:not|never) (?:placed|confirmed|created|booked).{0,60}' + DEBITED,
      '(?:merchant|shop|store|seller|dukaan|dukandar)\\w* (?:ko |ke paas )?(?:nahi|nhi) (?:mila|mile|pahuncha|gaya|aaya)',
    ],
    examples: [
      'My card payment at the shop was declined but the amount was still debited.',
      'Online card payment failed but money was deducted and the merchant did not receive it.',
    ],
  },
  {
    claimType: 'duplicate_card_charge',
    intent: 'complaint',
    cues: [
      'charged (?:me )?(?:twice|two times|double|2 times)', 'double (?:charg|debit|deduct|payment)', '(?:debited|deducted|billed) (?:me )?(?:twice|two times|double|2 times)',
      '(?:twice|two times|double|2 times) for (?:the same|one|a single)', 'duplicate (?:charge|transaction|debit|payment)',
      '(?:same|one|single) (?:order|transaction|payment|purchase).{0,60}(?:twice|two times|double|2 times|do baar)',
      '(?:do baar|2 baar|dobara) (?:kat|charge|debit|deduct)', '(?:kat|charge|debit)\\w* (?:do baar|2 baar)',
      '(?:shows|appears|showing) twice',
      '(?:charged|debited|deducted|billed|took|taken|cut|kat|kata|kaat)\\b(?:\\s+\\S+){0,4}?\\s+' + TWICE + '\\b',
      TWICE + '\\b.{0,80}(?:the same|one|a single|only one|just one|ek hi) (?:order|purchase|transaction|payment|bill|meal|ticket|item|booking)',
      '(?:same (?:amount|charge|payment|transaction|debit))\\b.{0,30}\\b(?:again|twice|repeated)|\\bagain (?:for )?the same (?:amount|charge|order)',
      '(?:two|2|do) (?:charges|debits|deductions|transactions|entries)\\b.{0,30}\\b(?:of|for) (?:the same|one|a single|same|ek hi)',
      '\\bek hi\\b.{0,40}' + TWICE, TWICE + '\\b.{0,30}(?:kaat|kat|kata|kate|charge|debit|deduct|liya|liye)',
    ],
    examples: [
      'I was charged twice for the same order.',
      'The merchant debited my card two times for one purchase, refund the extra charge.',
      'Ek hi payment do baar kat gaya card se.',
    ],
  },
  {
    claimType: 'unauthorized_transaction',
    intent: 'complaint',
    cues: [
      '(?:i|we) (?:have |had )?(?:never|did not|have not|had not|never ever) (?:even |ever )?(?:make|made|do|did|authori[sz]e|authori[sz]ed|done|initiate|initiated|use|used|buy|bought|purchase|purchased|book|booked|order|ordered|shop|shopped|subscribe|subscribed|sign(?:ed)? up|visit|visited|transact|transacted|spend|spent|share|shared|approve|approved|request|requested|pay for|paid for|travel(?:l?ed)?|been to)\\b',
      'never (?:heard of|dealt with|been to|shopped (?:at|with|on))', 'no idea (?:what|about|why|who)\\b.{0,30}(?:transaction|debit|charge|payment|this|these)',
      'card (?:is |was |has been )?(?:still |always )?(?:with me|in my (?:possession|wallet|pocket|hand|purse))|(?:still )?have (?:my|the) card with me|card (?:mere|mera) paas',
      '(?:mere|meri|bina) (?:bina |bagair )?(?:bataye|ijazat|permission|marzi)', '\\bkisne\\b',
      '\\bnot me\\b', '\\bnot done by me\\b', '\\bfraud', '\\bscam', '(?:someone|somebody|some one|kisi ne).{0,40}(?:used|using|use|withdrew|took|misus|kiya|ki|nikal)',
      'without my (?:knowledge|permission|consent|authori[sz]ation)', 'unauthori[sz]ed', '(?:do not|did not) recogni[sz]e', 'unknown (?:transaction|debit|payment|charge)',
      'misus(?:e|ed|ing)', 'hack(?:ed)?', 'maine (?:koi|yeh|ye)? ?(?:transaction|payment|shopping)? ?nahi (?:kiya|ki|kari)',
    ],
    examples: [
      'There is a transaction on my card that I never made.',
      'Someone used my card without my permission.',
      'Mere card se kisi ne shopping ki hai, maine nahi kiya.',
    ],
  },
  {
    claimType: 'fee_reversal',
    intent: 'complaint',
    cues: [
      '(?:fee|fees|charge|charges|penalty|fine)\\b.{0,80}(?:revers|waive|refund|remove|return|wapas|back|cancel)',
      '(?:revers|waive|refund|remove|return|wapas)\\w*\\b.{0,80}(?:fee|fees|charges|penalty)',
      'why (?:did you|have you|was i|were we|is there).{0,40}(?:fee|charge|penalty)',
      '(?:minimum|min|average|avg|monthly average|quarterly average) (?:monthly |quarterly )?balance\\b.{0,60}(?:charge|fee|penalty|fine|' + DEBITED + '|laga|liye|wapas|vapas|revers|refund|waive)',
      '(?:not|nahi|did not|could not) (?:\\w+ )?maintain\\w*\\b.{0,30}balance|non[- ]?maintenance',
      '(?:late(?: payment)?|annual|joining|renewal|over[- ]?limit|processing|sms(?: alert)?|cash (?:withdrawal|advance)|(?:cheque|check|ecs|nach|emi|mandate|auto[- ]?debit) (?:bounce|return|dishonou?r)|bounce|maintenance|penal|foreclosure|convenience|folio|ledger) (?:charges?|fees?|penalty|penalties|fine)',
      '\\bwaive(?:r|d|s)?\\b', '(?:charges?|fees?|penalty|fine)\\b.{0,60}\\bmaaf\\b|\\bmaaf (?:kar|karo|kardo|kar do|kijiye|karein)\\b.{0,30}(?:charges?|fees?|penalty|fine)',
      '(?:fee|charges|penalty) (?:laga|lagaya|kaat|kata|kat)',
    ],
    examples: [
      'Please reverse the minimum balance charges.',
      'Waive the annual fee on my credit card.',
      'Minimum balance penalty laga diya, please wapas karo.',
    ],
  },
  {
    claimType: 'card_block',
    intent: 'service_request',
    cues: [
      '(?:block|freeze|hotlist|deactivate|disable|stop|band)\\w* (?:my |the |this |that )?(?:debit |credit |atm )?card',
      'card\\b.{0,40}(?:block|freeze|hotlist|band) (?:karo|kar do|kardo|kijiye|it|please|now|immediately)',
      '(?:lost|misplaced|cannot find|can not find|stolen|lose)\\b.{0,40}(?:card|wallet|purse)',
      '(?:card|wallet|purse)\\b.{0,40}(?:lost|stolen|missing|misplaced|chori|kho gaya|kho gayi|gum)',
    ],
    examples: [
      'I lost my debit card, please block it.',
      'My wallet was stolen with my credit card, freeze the card.',
      'Mera card kho gaya hai, turant block karo.',
    ],
  },
];
