// The customer's words as nodes read them: a policy named by its number alone reads as a policy named.
import { describe, expect, it } from 'vitest';
import { withOwnPoliciesNamed } from '../../src/graph/customer-words.js';

const policies = [{ id: 'HP-4803' }, { id: 'LP-4903' }, { id: 'POL-HL-2201' }];

describe('withOwnPoliciesNamed', () => {
  it('tells the customer\'s own policy numbers as policies, in any case and with or without the separator', () => {
    expect(withOwnPoliciesNamed('Cancel HP-4803 today', policies)).toBe('Cancel policy HP-4803 today');
    expect(withOwnPoliciesNamed('cancel hp4803 and lp 4903', policies)).toBe('cancel policy hp4803 and policy lp 4903');
  });

  it('leaves a number already told as a policy\'s, a number in the "POL-" form, and numbers that only contain one', () => {
    expect(withOwnPoliciesNamed('my health policy HP-4803 band karo', policies)).toBe('my health policy HP-4803 band karo');
    expect(withOwnPoliciesNamed('plan no. HP-4803', policies)).toBe('plan no. HP-4803');
    expect(withOwnPoliciesNamed('cancel POL-HL-2201', policies)).toBe('cancel POL-HL-2201');
    expect(withOwnPoliciesNamed('XHP-48031 is not it', policies)).toBe('XHP-48031 is not it');
  });

  it('names only the customer\'s own numbers', () => {
    expect(withOwnPoliciesNamed('Cancel HP-9999 today', policies)).toBe('Cancel HP-9999 today');
  });
});
