// policy_cancellation_refund: free-look refund (IRDAI PPHI 2024) or unexpired-period refund for short health policies.
import { addMonths, days, formatDateLong, formatDateLongHindi, type CalendarDate } from '../../../domain/calendar.js';
import { formatInr, mulDivHalfUp, type Paise } from '../../../domain/money.js';
import type { CustomerRecords, Policy, Product } from '../../../domain/records.js';
import type { AmountComponent, Citation, Finding, ProductAction } from '../../../domain/rule-result.js';
import type { Candidate, ClaimRule } from '../../pack.js';
import { FACT_WORDS, type FactWords, type Language, type Template } from '../../wording.js';
import { REVERSAL_CHANNELS, findRecord, findingsOf, makeResult, rupees, settlingCredits, sortCandidates, wording } from '../rule-kit.js';
import { INSURER_CITATIONS } from './citations.js';
import { INSURER_PACK_META } from './meta.js';
import type { ClaimTypeDeclaration } from '../../claim-type.js';
import { CANCELS_A_RELATIVES, CANCELS_ANOTHER_INSURERS } from './cue-fragments.js';
import type { InsurerParams } from './params.js';

/** Products with a free-look period. */
export const FREE_LOOK_PRODUCTS: readonly Product[] = ['life', 'health'];

function refunded(records: CustomerRecords, policy: Policy) {
  return settlingCredits(records, policy.id, REVERSAL_CHANNELS);
}

function policyCandidate(records: CustomerRecords, policy: Policy): Candidate {
  const tier = policy.status === 'cancelled' && refunded(records, policy).length === 0 ? 0 : policy.status === 'active' ? 1 : 2;
  return {
    id: policy.id,
    kind: 'policy',
    tier,
    amount: policy.premium,
    date: policy.startOn,
    labels: [policy.id, policy.product, `${policy.product} policy`, policy.status],
    describe: `${policy.product} policy ${policy.id} (premium ${formatInr(policy.premium)}, from ${formatDateLong(policy.startOn)}, ${policy.status})`,
    describeIn: {
      hi: `${PRODUCT.hi[policy.product]} पॉलिसी ${policy.id} (प्रीमियम ${formatInr(policy.premium)}, ${formatDateLongHindi(policy.startOn)} से, ${POLICY_STATUS_HI[policy.status]})`,
      'hi-Latn': `${policy.product} policy ${policy.id} (premium ${formatInr(policy.premium)}, ${formatDateLong(policy.startOn)} se, ${policy.status})`,
    },
  };
}

/** A policy as findings name it: "health policy POL-1", "स्वास्थ्य पॉलिसी POL-1". */
type PolicyFacts = { policy: string; product: Product };
const PRODUCT: Record<Exclude<Language, 'en'>, Record<Product, string>> = {
  hi: { health: 'स्वास्थ्य', life: 'जीवन', motor: 'मोटर', travel: 'यात्रा' },
  'hi-Latn': { health: 'health', life: 'life', motor: 'motor', travel: 'travel' },
};
/** A policy's status as a list of policies shows it in Hindi. */
const POLICY_STATUS_HI: Record<Policy['status'], string> = { active: 'सक्रिय', cancelled: 'रद्द', lapsed: 'लैप्स', expired: 'समाप्त' };
const policyIn = (f: PolicyFacts, w: FactWords) =>
  w.language === 'en' ? `${f.product} policy ${f.policy}` : `${PRODUCT[w.language][f.product]} ${w.language === 'hi' ? 'पॉलिसी' : 'policy'} ${f.policy}`;

/** One sentence about the policy in each language, the policy named the way the language names it. */
function aboutPolicy<F extends PolicyFacts>(en: Template<F>, hi: Template<F>, hiLatn: Template<F>) {
  return wording<F>({ en, hi, 'hi-Latn': hiLatn });
}

type Delivered = PolicyFacts & { deliveredOn: CalendarDate; since: number; freeLookDays: number };
/** Why no fixed refund applies after the free-look period. */
type NoFixedRefund = { why: 'not_health' | 'long_term' | 'claimed'; product: Product; claims: string[] };
const WHY: Record<Language, (f: NoFixedRefund, w: FactWords) => string> = {
  en: (f, w) => ({ not_health: `a ${f.product} policy cancelled after the free-look period`, long_term: 'its term is longer than one year', claimed: `a claim was made on it (${w.list(f.claims)})` })[f.why],
  hi: (f, w) => ({ not_health: `फ़्री-लुक अवधि के बाद रद्द की गई ${PRODUCT.hi[f.product]} पॉलिसी`, long_term: 'इसकी अवधि एक वर्ष से अधिक है', claimed: `इस पॉलिसी पर क्लेम ${w.list(f.claims)} किया गया है` })[f.why],
  'hi-Latn': (f, w) => ({ not_health: `free-look period ke baad cancel ki gayi ${f.product} policy`, long_term: 'iski avadhi ek saal se zyada hai', claimed: `is policy par claim ${w.list(f.claims)} kiya gaya hai` })[f.why],
};

export const POLICY_CANCELLATION_WORDS = {
  refund_paid: aboutPolicy<PolicyFacts & { refunds: string[] }>(
    (f, w) => `A refund for ${policyIn(f, w)} has already been paid (${w.list(f.refunds)}).`,
    (f, w) => `${policyIn(f, w)} का रिफंड पहले ही दिया जा चुका है (${w.list(f.refunds)})।`,
    (f, w) => `${policyIn(f, w)} ka refund pehle hi diya ja chuka hai (${w.list(f.refunds)}).`,
  ),
  cancelled: aboutPolicy<PolicyFacts & { on: CalendarDate }>(
    (f, w) => `${policyIn(f, w)} was cancelled on ${w.date(f.on)}.`,
    (f, w) => `${policyIn(f, w)}, ${w.date(f.on)} को रद्द की गई थी।`,
    (f, w) => `${policyIn(f, w)}, ${w.date(f.on)} ko cancel ki gayi thi.`,
  ),
  cancel_requested: aboutPolicy<PolicyFacts & { on: CalendarDate }>(
    (f, w) => `The customer asks to cancel ${policyIn(f, w)} today, ${w.date(f.on)}.`,
    (f, w) => `आपने आज, ${w.date(f.on)} को, ${policyIn(f, w)} रद्द करने का अनुरोध किया है।`,
    (f, w) => `Aapne aaj, ${w.date(f.on)} ko, ${policyIn(f, w)} cancel karne ka anurodh kiya hai.`,
  ),
  not_cancelled: aboutPolicy<PolicyFacts>(
    (f, w) => `${policyIn(f, w)} is active and stays so: a policy is cancelled only on its holder's own plain request, and a refund follows a cancellation.`,
    (f, w) => `${policyIn(f, w)} सक्रिय है और सक्रिय रहेगी: पॉलिसी केवल पॉलिसीधारक के अपने स्पष्ट अनुरोध पर रद्द होती है, और रिफंड पॉलिसी रद्द होने के बाद ही मिलता है।`,
    (f, w) => `${policyIn(f, w)} active hai aur active rahegi: policy sirf policyholder ke apne saaf anurodh par cancel hoti hai, aur refund policy cancel hone ke baad hi milta hai.`,
  ),
  lapsed: aboutPolicy<PolicyFacts>(
    (f, w) => `${policyIn(f, w)} has lapsed: whether any premium is refundable is for a human to decide.`,
    (f, w) => `${policyIn(f, w)} लैप्स हो चुकी है: कोई प्रीमियम वापस मिलेगा या नहीं, यह हमारे एक अधिकारी तय करेंगे।`,
    (f, w) => `${policyIn(f, w)} lapse ho chuki hai: koi premium wapas milega ya nahi, yeh hamare ek adhikari tay karenge.`,
  ),
  expired: aboutPolicy<PolicyFacts & { endOn: CalendarDate }>(
    (f, w) => `${policyIn(f, w)} expired on ${w.date(f.endOn)}: there is no unexpired cover to refund.`,
    (f, w) => `${policyIn(f, w)}, ${w.date(f.endOn)} को समाप्त हो चुकी है: वापस करने के लिए कवर की कोई बची हुई अवधि नहीं है।`,
    (f, w) => `${policyIn(f, w)}, ${w.date(f.endOn)} ko expire ho chuki hai: refund karne ke liye cover ki koi bachi hui avadhi nahi hai.`,
  ),
  no_free_look: aboutPolicy<PolicyFacts>(
    (f) => `A ${f.product} policy has no free-look period: a human decides any refund on cancellation.`,
    (f) => `${PRODUCT.hi[f.product]} पॉलिसी में फ़्री-लुक अवधि नहीं होती: रद्द करने पर किसी भी रिफंड का निर्णय हमारे एक अधिकारी लेंगे।`,
    (f) => `${f.product} policy mein free-look period nahi hota: cancel karne par kisi bhi refund ka faisla hamare ek adhikari lenge.`,
  ),
  delivery_unknown: aboutPolicy<PolicyFacts>(
    (f, w) => `The date ${policyIn(f, w)} was delivered is not on record, so the free-look period cannot be established.`,
    (f, w) => `${policyIn(f, w)} आपको किस तारीख को मिली, यह हमारे रिकॉर्ड में नहीं है, इसलिए फ़्री-लुक अवधि तय नहीं की जा सकती।`,
    (f, w) => `${policyIn(f, w)} aapko kis taareekh ko mili, yeh hamare records mein nahi hai, isliye free-look period tay nahi kiya ja sakta.`,
  ),
  term_invalid: aboutPolicy<PolicyFacts & { startOn: CalendarDate; endOn: CalendarDate }>(
    (f, w) => `${policyIn(f, w)} has no valid term (${f.startOn} to ${f.endOn}).`,
    (f, w) => `${policyIn(f, w)} की अवधि मान्य नहीं है (${f.startOn} से ${f.endOn})।`,
    (f, w) => `${policyIn(f, w)} ki avadhi valid nahi hai (${f.startOn} se ${f.endOn}).`,
  ),
  within_free_look: aboutPolicy<Delivered>(
    (f, w) => `${policyIn(f, w)} was delivered on ${w.date(f.deliveredOn)} and cancelled ${f.since} days later, within the ${f.freeLookDays}-day free-look period.`,
    (f, w) => `${policyIn(f, w)} आपको ${w.date(f.deliveredOn)} को मिली थी और ${f.since} दिन बाद रद्द की गई, जो ${f.freeLookDays} दिन की फ़्री-लुक अवधि के भीतर है।`,
    (f, w) => `${policyIn(f, w)} aapko ${w.date(f.deliveredOn)} ko mili thi aur ${f.since} din baad cancel ki gayi, jo ${f.freeLookDays} din ke free-look period ke andar hai.`,
  ),
  free_look_refund: wording<{ onCover: number; term: number; risk: Paise; stampDuty: Paise; medical: Paise }>({
    en: (f, w) => `Refund = premium − risk premium for ${f.onCover} of ${f.term} days on cover (${w.inr(f.risk)})${f.stampDuty > 0 ? ` − stamp duty ${w.inr(f.stampDuty)}` : ''}${f.medical > 0 ? ` − medical examination ${w.inr(f.medical)}` : ''}.`,
    hi: (f, w) => `रिफंड = प्रीमियम − कवर के ${f.term} में से ${f.onCover} दिनों का जोखिम प्रीमियम (${w.inr(f.risk)})${f.stampDuty > 0 ? ` − स्टांप ड्यूटी ${w.inr(f.stampDuty)}` : ''}${f.medical > 0 ? ` − मेडिकल जाँच ${w.inr(f.medical)}` : ''}।`,
    'hi-Latn': (f, w) => `Refund = premium − cover ke ${f.term} mein se ${f.onCover} din ka risk premium (${w.inr(f.risk)})${f.stampDuty > 0 ? ` − stamp duty ${w.inr(f.stampDuty)}` : ''}${f.medical > 0 ? ` − medical jaanch ${w.inr(f.medical)}` : ''}.`,
  }),
  after_free_look: aboutPolicy<Delivered>(
    (f, w) => `${policyIn(f, w)} was delivered on ${w.date(f.deliveredOn)} and cancelled ${f.since} days later, after the ${f.freeLookDays}-day free-look period.`,
    (f, w) => `${policyIn(f, w)} आपको ${w.date(f.deliveredOn)} को मिली थी और ${f.since} दिन बाद रद्द की गई, यानी ${f.freeLookDays} दिन की फ़्री-लुक अवधि के बाद।`,
    (f, w) => `${policyIn(f, w)} aapko ${w.date(f.deliveredOn)} ko mili thi aur ${f.since} din baad cancel ki gayi, yaani ${f.freeLookDays} din ke free-look period ke baad.`,
  ),
  human_decides: wording<NoFixedRefund>({
    en: (f, w) => `No fixed refund applies (${WHY.en(f, w)}): a human decides.`,
    hi: (f, w) => `इस पर कोई तय रिफंड लागू नहीं होता (${WHY.hi(f, w)}): निर्णय हमारे एक अधिकारी लेंगे।`,
    'hi-Latn': (f, w) => `Is par koi fixed refund laagu nahi hota (${WHY['hi-Latn'](f, w)}): faisla hamare ek adhikari lenge.`,
  }),
  no_unexpired_cover: aboutPolicy<PolicyFacts & { on: CalendarDate }>(
    (f, w) => `${policyIn(f, w)} has no unexpired cover left on ${w.date(f.on)}.`,
    (f, w) => `${w.date(f.on)} को ${policyIn(f, w)} के कवर की कोई अवधि बाकी नहीं है।`,
    (f, w) => `${w.date(f.on)} ko ${policyIn(f, w)} ke cover ki koi avadhi baaki nahi hai.`,
  ),
  unexpired_refund: wording<{ unexpired: number; term: number }>({
    en: (f) => `A health policy of at most one year with no claim, cancelled by the policyholder, refunds the premium for the unexpired ${f.unexpired} of ${f.term} days.`,
    hi: (f) => `एक वर्ष तक की स्वास्थ्य पॉलिसी, जिस पर कोई क्लेम नहीं हुआ और जिसे पॉलिसीधारक ने रद्द किया, उसमें कवर के ${f.term} में से बचे हुए ${f.unexpired} दिनों का प्रीमियम वापस किया जाता है।`,
    'hi-Latn': (f) => `Ek saal tak ki health policy, jis par koi claim nahi hua aur jise policyholder ne cancel kiya, usmein cover ke ${f.term} mein se bache hue ${f.unexpired} din ka premium wapas kiya jaata hai.`,
  }),
};
const finding = findingsOf(POLICY_CANCELLATION_WORDS);

/** The policy's term is at most one year: it ends no later than a year after it starts. */
export function termAtMostOneYear(policy: Policy): boolean {
  return policy.endOn <= addMonths(policy.startOn, 12);
}

export const policyCancellationRule: ClaimRule<InsurerParams> = {
  claimType: 'policy_cancellation_refund',

  candidates(records) {
    return sortCandidates(records.policies.map((p) => policyCandidate(records, p)));
  },

  evaluate({ records, subjectId, params, calendar, cancelNow }) {
    const policy = findRecord(records.policies, subjectId, 'policy');
    const what = { policy: policy.id, product: policy.product };
    const named = policyIn(what, FACT_WORDS.en);
    const findings: Finding[] = [];
    const done = (eligible: 'yes' | 'no' | 'human', citations: Citation[], extra: {
      components?: AmountComponent[]; productActions?: { action: ProductAction; recordId: string }[];
    } = {}) => makeResult(INSURER_PACK_META, 'policy_cancellation_refund', { eligible, citations, findings, subjectId, ...extra });

    const refunds = refunded(records, policy);
    if (refunds.length > 0) {
      findings.push(finding('refund_paid', { ...what, refunds: refunds.map((r) => r.id) }, [policy.id, ...refunds.map((r) => r.id)]));
      return done('no', [INSURER_CITATIONS.freeLookRefund]);
    }

    // The cancellation date: when it was cancelled, or today when the customer asks to cancel an active policy now.
    let cancelOn: string;
    let cancelling = false;
    if (policy.status === 'cancelled') {
      cancelOn = policy.cancelledOn ?? calendar.today;
      findings.push(finding('cancelled', { ...what, on: cancelOn }, [policy.id]));
    } else if (policy.status === 'active' && cancelNow) {
      cancelOn = calendar.today;
      cancelling = true;
      findings.push(finding('cancel_requested', { ...what, on: cancelOn }, [policy.id]));
    } else if (policy.status === 'active') {
      findings.push(finding('not_cancelled', what, [policy.id]));
      return done('no', [INSURER_CITATIONS.freeLook]);
    } else if (policy.status === 'lapsed') {
      findings.push(finding('lapsed', what, [policy.id]));
      return done('human', [INSURER_CITATIONS.afterFreeLook]);
    } else {
      findings.push(finding('expired', { ...what, endOn: policy.endOn }, [policy.id]));
      return done('no', [INSURER_CITATIONS.afterFreeLook]);
    }
    const productActions = cancelling ? [{ action: 'cancel_policy' as const, recordId: policy.id }] : [];
    const term = days(policy.startOn, policy.endOn);

    if (!FREE_LOOK_PRODUCTS.includes(policy.product)) {
      findings.push(finding('no_free_look', what, [policy.id]));
      return done('human', [INSURER_CITATIONS.freeLook, INSURER_CITATIONS.afterFreeLook]);
    }
    if (!policy.deliveredOn) {
      findings.push(finding('delivery_unknown', what, [policy.id]));
      return done('human', [INSURER_CITATIONS.freeLook]);
    }
    if (term <= 0) {
      findings.push(finding('term_invalid', { ...what, startOn: policy.startOn, endOn: policy.endOn }, [policy.id]));
      return done('human', [INSURER_CITATIONS.freeLook]);
    }

    const sinceDelivery = days(policy.deliveredOn, cancelOn);
    const delivered = { ...what, deliveredOn: policy.deliveredOn, since: sinceDelivery, freeLookDays: params.freeLookDays };
    if (sinceDelivery <= params.freeLookDays) {
      const onCover = Math.min(term, Math.max(0, days(policy.startOn, cancelOn)));
      // Rounded once, on the refund (docs/policies.md#money: results are rounded half-up to the paisa).
      const unexpiredPremium = mulDivHalfUp(policy.premium, term - onCover, term);
      const riskPremium = policy.premium - unexpiredPremium;
      const refund = Math.max(0, unexpiredPremium - policy.stampDuty - policy.medicalExamCost);
      const parts = [`${rupees(policy.premium)} − ${rupees(policy.premium)} × ${onCover}/${term} days on cover`];
      if (policy.stampDuty > 0) parts.push(`${rupees(policy.stampDuty)} stamp duty`);
      if (policy.medicalExamCost > 0) parts.push(`${rupees(policy.medicalExamCost)} medical examination`);
      findings.push(finding('within_free_look', delivered, [policy.id]));
      findings.push(finding('free_look_refund', { onCover, term, risk: riskPremium, stampDuty: policy.stampDuty, medical: policy.medicalExamCost }, [policy.id]));
      return done('yes', [INSURER_CITATIONS.freeLook, INSURER_CITATIONS.freeLookRefund], {
        components: refund > 0 ? [{ kind: 'refund', label: `Free-look refund of ${named}`, amount: refund, formula: parts.join(' − '), relatesTo: policy.id }] : [],
        productActions,
      });
    }

    findings.push(finding('after_free_look', delivered, [policy.id]));
    const claims = records.claims.filter((c) => c.policyId === policy.id);
    if (policy.product !== 'health' || !termAtMostOneYear(policy) || claims.length > 0) {
      const why = policy.product !== 'health' ? 'not_health' : !termAtMostOneYear(policy) ? 'long_term' : 'claimed';
      findings.push(finding('human_decides', { why, product: policy.product, claims: claims.map((c) => c.id) }, [policy.id, ...claims.map((c) => c.id)]));
      return done('human', [INSURER_CITATIONS.afterFreeLook]);
    }
    const unexpired = Math.min(term, Math.max(0, days(cancelOn, policy.endOn)));
    const refund = mulDivHalfUp(policy.premium, unexpired, term);
    if (refund <= 0) {
      findings.push(finding('no_unexpired_cover', { ...what, on: cancelOn }, [policy.id]));
      return done('no', [INSURER_CITATIONS.afterFreeLook]);
    }
    findings.push(finding('unexpired_refund', { unexpired, term }, [policy.id]));
    return done('yes', [INSURER_CITATIONS.afterFreeLook], {
      components: [{ kind: 'refund', label: `Refund of the unexpired period of ${named}`, amount: refund, formula: `${rupees(policy.premium)} × ${unexpired}/${term} days unexpired`, relatesTo: policy.id }],
      productActions,
    });
  },
};

export const policyCancellationRefund: ClaimTypeDeclaration<InsurerParams> = {
  id: 'policy_cancellation_refund',
  label: 'Policy cancellation and refund',
  performs: 'cancel_policy',
  noun: 'policy cancellation and refund',
  intent: 'service_request',
  vocabulary: {
    // Another insurer's policy, or a relative's own, ordered cancelled is none of the customer's to cancel.
    ruledOutBy: [CANCELS_ANOTHER_INSURERS, CANCELS_A_RELATIVES],
    cues: [
      '(?:cancel|terminate|surrender|close|discontinu)\\w* (?:my |the |this |that |it\\b)?.{0,30}(?:policy|plan|insurance|it\\b)',
      // Returning "it" is money given back ("one is extra. return it"); a policy is returned by name.
      'return\\w* (?:my |the |this |that )?.{0,30}(?:policy|plan|insurance)\\b',
      // "band" as a word ("policy band karo"), never inside another ("my husband").
      // Not a state asked about ("policy 4202 app me band kyu dikha rahi hai?", "band ho gayi", "band kar di"): an order.
      '(?:policy|plan|insurance)\\b.{0,60}(?:cancel|terminate|surrender|\\bband\\b(?!\\s+(?:kyu|kyun|kyon|kyo|kaise|kab|hai|h|ho|hua|hui|thi|tha|dikh\\w*|show\\w*|kar diya|kar di|kiya|ki)\\b))',
      'free[ -]?look', 'do not (?:need|want) (?:it|this|the policy|the plan|this policy) any ?more',
      '(?:do not|no longer|not) (?:need|want) (?:it|this|the|my|that)\\b.{0,20}(?:policy|plan|insurance|cover)',
      '(?:policy|plan|bima)\\b.{0,20}nahi chahiye|nahi chahiye\\b.{0,20}(?:policy|plan|bima)',
      '(?:cancel|cancellation).{0,60}(?:refund|money back|premium back|paise wapas)',
      '(?:premium|money) (?:refund|back).{0,60}(?:cancel)',
      'policy (?:cancel|band) (?:karna|karo|kar do|kardo)',
      // Not "one" of two handed back ("… do baar kyon? ekta wapas karo" returns a premium; "life wali ek" is a policy).
      '(?:policy|plan|bima)\\b.{0,30}(?<!(?<!\\b(?:wali|wala|waali|waala|vali|vala)\\s)\\b(?:ek|ekta|ekti|ikk|ik|one|oru|ondu|okati)\\s)\\b(?:wapas|vapas|lauta)\\w* (?:karna|karni|karo|kar do|kardo|kar dijiye|hai|chahiye)',
      '(?:give|hand|send) (?:back )?(?:it|the|my|this|that)\\b.{0,30}(?:policy|plan|insurance)',
    ],
    examples: [
      'I want to cancel my new policy and get a refund of the premium.',
      'My policy was cancelled, when will the premium be refunded?',
      'Policy cancel karna hai aur paise wapas chahiye.',
    ],
    aspects: ['policy', 'cancellation refund'],
  },
  rule: policyCancellationRule,
  findingWords: POLICY_CANCELLATION_WORDS,
  citations: [INSURER_CITATIONS.freeLook, INSURER_CITATIONS.freeLookRefund, INSURER_CITATIONS.afterFreeLook],
};
