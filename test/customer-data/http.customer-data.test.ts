// The bank's customer API adapter: the contract against a fake, then timeouts, breakers and answers it must refuse.
import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOMER_ENDPOINTS, HttpCustomerData } from '../../src/adapters/customer-data/http.customer-data.js';
import { contractWorlds, customerDataContract } from '../contracts/customer-data.contract.js';
import { CustomerDataFake } from '../support/customer-data.fake.js';

const TOKEN = 'cust-api-token';
const quick = { retries: 0, baseDelayMs: 1 };

customerDataContract('HTTP customer API', async (worlds) => {
  const fake = await new CustomerDataFake(TOKEN, worlds).start();
  return { source: new HttpCustomerData({ url: fake.url, token: TOKEN, ...quick }), close: () => fake.close() };
});

describe('HTTP customer data when the source misbehaves', () => {
  let fake: CustomerDataFake;
  afterEach(async () => fake.close());
  const open = async (over: { token?: string; timeoutsMs?: Record<string, number> } = {}) => {
    fake = await new CustomerDataFake(TOKEN, contractWorlds()).start();
    return new HttpCustomerData({ url: fake.url, token: over.token ?? TOKEN, ...quick, ...(over.timeoutsMs ? { timeoutsMs: over.timeoutsMs } : {}) });
  };

  it('is UPSTREAM_UNAVAILABLE when the source is down, and its breaker stops calling after three failures', async () => {
    const source = await open();
    fake.setDown(true);
    for (let i = 0; i < 3; i += 1) await expect(source.findCustomer('demo', 'C1')).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    const calls = fake.requests.length;
    await expect(source.findCustomer('demo', 'C1')).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', message: expect.stringContaining('circuit breaker is open') });
    expect(fake.requests.length).toBe(calls);
  });

  it('gives each endpoint its own time limit and breaker: a slow transactions endpoint does not stop profile reads', async () => {
    const source = await open({ timeoutsMs: { transactions: 100 } });
    for (let i = 0; i < 3; i += 1) {
      // profile, then accounts, cards, transactions, policies, claims all answer in 300 ms: only transactions has a shorter limit.
      fake.failNext(6, { kind: 'stall', ms: 300 });
      await expect(source.customerRecords('demo', 'C1')).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', message: expect.stringContaining('transactions: no answer within 100 ms') });
    }
    await expect(source.customerRecords('demo', 'C1')).rejects.toMatchObject({ message: expect.stringMatching(/transactions: the circuit breaker is open/) });
    expect(await source.findCustomer('demo', 'C1')).toMatchObject({ id: 'C1' });
  });

  it('refuses an answer holding another customer\'s record or money that is not whole paise, naming the field', async () => {
    const source = await open();
    const [leak] = contractWorlds().demo?.accounts.filter((a) => a.customerId === 'C2').map(({ tenantId: _t, ...a }) => a) ?? [];
    fake.tamper = { endpoint: 'accounts', items: [leak] };
    await expect(source.customerRecords('demo', 'C1')).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', message: expect.stringContaining("not customer C1's") });
    fake.tamper = { endpoint: 'transactions', items: [{ id: 'T-BAD', accountId: 'A1', cardId: null, at: '2026-03-01T10:00:00+05:30', amount: 10.5, direction: 'debit', channel: 'atm', counterparty: '', reference: null, status: 'posted', relatesTo: null, feeKind: null, policyId: null, dueOn: null }] };
    await expect(source.customerRecords('demo', 'C1')).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', field: expect.stringContaining('transactions.items.') });
  });

  it('names the token variable when the source refuses the token', async () => {
    const source = await open({ token: 'expired' });
    await expect(source.findCustomer('demo', 'C1')).rejects.toMatchObject({ code: 'CONFIG_INVALID', field: 'ECHOPILOT_CUSTOMER_DATA_TOKEN' });
  });
});

describe('the customer API contract document', () => {
  it('lists exactly the endpoints the adapter reads, with the enums the records use', async () => {
    const { readFileSync } = await import('node:fs');
    const { parse } = await import('yaml');
    const records = await import('../../src/domain/records.js');
    const doc = parse(readFileSync(new URL('../../docs/customer-data.openapi.yaml', import.meta.url), 'utf8')) as {
      paths: Record<string, unknown>; components: { schemas: Record<string, { properties: Record<string, { enum?: unknown[] }> }> };
    };
    const base = '/tenants/{tenantId}/customers/{customerId}';
    expect(Object.keys(doc.paths).sort()).toEqual(CUSTOMER_ENDPOINTS.map((e) => (e === 'profile' ? base : `${base}/${e}`)).sort());
    const s = doc.components.schemas;
    expect((s.Transaction?.properties.channel as { examples?: unknown[] } | undefined)?.examples).toEqual([...records.CHANNELS]);
    expect(s.Transaction?.properties.status?.enum).toEqual([...records.TRANSACTION_STATUSES]);
    expect(s.Transaction?.properties.feeKind?.enum).toEqual([...records.FEE_KINDS, null]);
    expect(s.Policy?.properties.product?.enum).toEqual([...records.PRODUCTS]);
    expect(s.Account?.properties.type?.enum).toEqual([...records.ACCOUNT_TYPES]);
    expect(s.Customer?.properties.segment?.enum).toEqual([...records.SEGMENTS]);
  });
});
