// Identity on the LangGraph platform comes only from the authenticated user and the declared context; thread ids of
// platform threads keep the tenant, the customer, the platform's thread and a TKT- reference.
import { describe, expect, it } from 'vitest';
import { platformIdentity, platformThreadId, platformThreadOf, runContextOf, type PlatformUser } from '../../src/app/platform-identity.js';

const customer: PlatformUser = { identity: 'demo-bank/priya-app', display_name: 'priya-app', permissions: ['customer'], tenant_id: 'demo-bank', role: 'customer', customer_id: 'C1001', key_name: 'priya-app' };
const reviewer: PlatformUser = { identity: 'demo-bank/reviewer-alice', display_name: 'reviewer-alice', permissions: ['reviewer'], tenant_id: 'demo-bank', role: 'reviewer', customer_id: null, key_name: 'reviewer-alice' };

describe('platform identity', () => {
  it("takes a customer key's own customer, with or without the same customer in the context", () => {
    expect(platformIdentity(customer, undefined)).toEqual({ tenantId: 'demo-bank', customerId: 'C1001', role: 'customer', actor: 'priya-app' });
    expect(platformIdentity(customer, { customer_id: 'C1001' }).customerId).toBe('C1001');
  });

  it('refuses a customer key that names another customer, and a run with no authenticated user', () => {
    expect(() => platformIdentity(customer, { customer_id: 'C1002' })).toThrow(expect.objectContaining({ code: 'FORBIDDEN', field: 'context.customer_id' }));
    expect(() => platformIdentity(undefined, { customer_id: 'C1001' })).toThrow(expect.objectContaining({ code: 'FORBIDDEN', field: 'authorization' }));
    // A user object someone typed into `configurable` without the key's fields is not a user.
    expect(() => platformIdentity({ identity: 'x', tenant_id: 'demo-bank', role: 'admin' }, { customer_id: 'C1001' })).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(() => platformIdentity({ ...customer, customer_id: null }, undefined)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });

  it("needs a staff key to name the customer, unless it resumes a thread whose customer is known, and never another one", () => {
    expect(() => platformIdentity(reviewer, {})).toThrow(expect.objectContaining({ code: 'FORBIDDEN', field: 'context.customer_id' }));
    expect(platformIdentity(reviewer, { customer_id: 'C1005' })).toMatchObject({ customerId: 'C1005', role: 'reviewer', actor: 'reviewer-alice' });
    expect(platformIdentity(reviewer, undefined, 'C1005').customerId).toBe('C1005');
    expect(() => platformIdentity(reviewer, { customer_id: 'C1001' }, 'C1005')).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });

  it("takes the customer a staff key names in the input like one named in the context, and refuses two different ones", () => {
    expect(platformIdentity(reviewer, runContextOf(undefined, { message: 'hi', customer_id: 'C1005' })).customerId).toBe('C1005');
    expect(platformIdentity(reviewer, runContextOf({ customer_id: 'C1005' }, { message: 'hi', customer_id: 'C1005' })).customerId).toBe('C1005');
    expect(() => runContextOf({ customer_id: 'C1004' }, { message: 'hi', customer_id: 'C1005' })).toThrow(expect.objectContaining({ code: 'FORBIDDEN', field: 'input.customer_id' }));
    expect(() => platformIdentity(customer, runContextOf(undefined, { message: 'hi', customer_id: 'C1002' }))).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(runContextOf({ customer_id: 'C1004' }, { message: 'hi' })).toEqual({ customer_id: 'C1004' });
  });

  it('makes a TKT- thread id that names the platform thread, the same for the same thread', () => {
    const identity = platformIdentity(customer, undefined);
    const id = platformThreadId(identity, '01a209db-ec39-71ec-ba01-0bb4573860c8');
    expect(id).toMatch(/^demo-bank:C1001:lg-01a209db-ec39-71ec-ba01-0bb4573860c8:TKT-[0-9A-F]{8}$/);
    expect(platformThreadId(identity, '01a209db-ec39-71ec-ba01-0bb4573860c8')).toBe(id);
    expect(platformThreadOf(id)).toBe('01a209db-ec39-71ec-ba01-0bb4573860c8');
    expect(platformThreadOf('demo-bank:C1001:TKT-1A2B3C4D')).toBeNull();
  });
});
