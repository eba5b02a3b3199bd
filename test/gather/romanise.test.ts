// Devanagari spelt as customers type Hinglish, so the Hinglish cue words read a message written in Devanagari.
import { describe, expect, it } from 'vitest';
import { romanise } from '../../src/agents/gather/offline/romanise.js';
import { detectClaimType } from '../../src/agents/gather/offline/claim-type-detector.js';
import { bankPack } from '../../src/policy/packs/bank/bank.pack.js';
import { insurerPack } from '../../src/policy/packs/insurer/insurer.pack.js';

describe('romanise', () => {
  it.each([
    ['पैसे नहीं निकले', 'paise nahin nikle'],
    ['कट गए', 'kat gaye'],
    ['ब्याज दीजिए', 'byaj dijiye'],
    ['आया गया गई', 'aaya gaya gayi'],
    ['ज़्यादा चाहिए', 'zyada chahiye'],
    ['क्लेम सेटल हुआ', 'claim settle hua'],
    ['३००० रुपये', '3000 rupye'],
    ['UPI से भेजे', 'UPI se bheje'],
  ])('spells %j as %j', (devanagari, latin) => {
    expect(romanise(devanagari)).toBe(latin);
  });
});

describe('claims told in Devanagari read as surely as in Hinglish', () => {
  it.each([
    ['मेरा क्लेम बहुत देर से सेटल हुआ, देरी का ब्याज दीजिए', insurerPack.vocabulary, 'claim_settlement_delay'],
    ['कल शाम रवि को ३००० रुपये यूपीआई से भेजे, ट्रांजैक्शन फेल दिखा पर खाते से पैसा कट गया', bankPack.vocabulary, 'failed_upi_transfer'],
  ] as const)('%j', (text, vocabulary, claimType) => {
    const hit = detectClaimType(text, [...vocabulary]);
    expect(hit?.claimType).toBe(claimType);
    expect(hit?.confidence).toBeGreaterThanOrEqual(0.75);
  });
});
