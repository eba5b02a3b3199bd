// How insurance customers describe each claim type (English and romanised Hindi): cues for claim-type detection.
// Cues are regular-expression sources matched case-insensitively against the normalised message
// (lower-cased, contractions expanded: "don't" → "do not").
import type { ClaimVocabulary } from '../../pack.js';

const TWICE = '(?:twice|two times|2 times|2x|double|do baar|2 baar|dobara)';
const TAKEN = '(?:took|taken|debited|deducted|charged|collected|cut|kat|kata|kaat|auto[- ]?debit\\w*|billed|paid)';
/** Automatic premium collection: auto-debit, NACH, ECS, e-mandate, standing instruction. */
const MANDATE = '(?:auto[- ]?debit|nach|ecs|e-?mandate|mandate|standing instruction|si debit)';
const POLICY = '(?:policy|premium|plan|insurance|renewal|instal?ment|cover|bima)';

export const insurerVocabulary: ClaimVocabulary[] = [
  {
    claimType: 'policy_cancellation_refund',
    intent: 'service_request',
    cues: [
      '(?:cancel|terminate|surrender|return|close)\\w* (?:my |the |this |that |it\\b)?.{0,30}(?:policy|plan|insurance|it\\b)',
      '(?:policy|plan|insurance)\\b.{0,60}(?:cancel|terminate|surrender|band)',
      'free[ -]?look', 'do not (?:need|want) (?:it|this|the policy|the plan|this policy) any ?more',
      '(?:do not|no longer|not) (?:need|want) (?:it|this|the|my|that)\\b.{0,20}(?:policy|plan|insurance|cover)',
      '(?:policy|plan|bima)\\b.{0,20}nahi chahiye|nahi chahiye\\b.{0,20}(?:policy|plan|bima)',
      '(?:cancel|cancellation).{0,60}(?:refund|money back|premium back|paise wapas)',
      '(?:premium|money) (?:refund|back).{0,60}(?:cancel)',
      'policy (?:cancel|band) (?:karna|karo|kar do|kardo)',
    ],
    examples: [
      'I want to cancel my new policy and get a refund of the premium.',
      'My policy was cancelled, when will the premium be refunded?',
      'Policy cancel karna hai aur paise wapas chahiye.',
    ],
  },
  {
    claimType: 'duplicate_premium_debit',
    intent: 'complaint',
    cues: [
      'premium\\b.{0,80}(?:twice|two times|double|2 times|do baar|2 baar|again)',
      '(?:twice|two times|double|do baar|2 baar)\\b.{0,60}premium',
      '(?:duplicate|extra|double) (?:premium|debit|payment|deduction)',
      'premium (?:debited|deducted|paid|charged) (?:twice|two times|again)',
      TAKEN + '\\b(?:\\s+\\S+){0,5}?\\s+' + TWICE + '\\b.{0,80}' + POLICY,
      POLICY + '\\b.{0,80}' + TAKEN + '\\b(?:\\s+\\S+){0,4}?\\s+' + TWICE + '\\b',
      '(?:two|2) (?:debits|deductions|payments|charges|entries) (?:of|for)\\b.{0,40}' + POLICY,
      MANDATE + '\\w*\\b.{0,80}' + TWICE + '|' + TWICE + '\\b.{0,40}' + MANDATE,
    ],
    examples: [
      'My premium was debited twice this month.',
      'The auto-debit took the premium two times, return one.',
      'Premium do baar kat gaya hai.',
    ],
  },
  {
    claimType: 'claim_settlement_delay',
    intent: 'complaint',
    cues: [
      'claim\\b.{0,160}(?:delay|interest|not (?:yet )?(?:been )?settled|still (?:pending|not|under|waiting|in)|took .{0,30}(?:months?|weeks?|days?)|taking (?:so |too )?long|not (?:yet )?paid|overdue)',
      '(?:delay|late)\\w*\\b.{0,60}(?:settlement|settling|claim)',
      'interest (?:for|on) (?:the )?(?:delay|late)',
      '(?:days?|weeks?|months?) (?:since|after) (?:i |we )?(?:filed|submitted|lodged|raised|made|registered|intimated|sent)\\b.{0,40}claim',
      'claim\\b.{0,100}(?:nothing|no (?:money|payment|amount)|not a (?:rupee|paisa|single rupee)) (?:has |have )?(?:been |yet )*(?:paid|received|credited|settled|come|arrived)',
      '(?:settled|paid|cleared|processed|disbursed|credited)\\b.{0,40}\\b(?:months?|weeks?|days?) (?:after|late|later)',
      '(?:settled|paid|cleared|disbursed|credited) (?:very |so |too |really |much )?late\\b|\\blate settlement',
      '(?:pay|want|owe|give|get|claim|demand|entitled to|eligible for)\\w*\\b.{0,20}\\binterest\\b|\\binterest (?:is |was )?(?:due|owed|payable|pending)',
      'der (?:se|ho gayi|lag)\\b.{0,40}(?:claim|settle|mila|paisa)|(?:claim|settle)\\w*\\b.{0,40}der (?:se|ho)',
      'claim\\b.{0,60}(?:settle nahi|abhi tak|pending hai|nahi mila)',
      '(?:waiting|wait).{0,40}(?:claim|settlement).{0,40}(?:months?|weeks?|days?)',
    ],
    examples: [
      'My claim has still not been settled after I gave all the documents.',
      'The claim settlement was delayed, I want interest for the delay.',
      'Claim abhi tak settle nahi hua.',
    ],
  },
  {
    claimType: 'claim_rejection_dispute',
    intent: 'complaint',
    cues: [
      '(?:rejected|denied|repudiated|declined|turned down)\\b.{0,60}claim', 'claim\\b.{0,60}(?:rejected|denied|repudiated|declined|reject)',
      '\\bdispute', '(?:wrong|unfair|incorrect)(?:ly)? (?:rejection|rejected|denied|decision)', 'reject (?:kar|kiya|ho gaya)',
      '(?:do not|cannot|can not) accept (?:the|this|your) (?:rejection|decision)', 'reconsider (?:my|the) claim',
    ],
    examples: [
      'You rejected my claim for the wrong reason, I dispute this.',
      'My claim was denied, please review the decision.',
      'Claim reject kar diya, main dispute karna chahta hoon.',
    ],
  },
];
