// The bank's customer API on 127.0.0.1 for tests (docs/customer-data.openapi.yaml): serves worlds per tenant behind
// a bearer token, with faults on demand and a switch that makes it leak another customer's records.
import type { World } from '../../src/domain/records.js';
import { JsonHttpFake, type FakeReply, type FakeRequest } from './json-http.fake.js';

const strip = <T extends { tenantId: string }>(rows: T[]) => rows.map(({ tenantId: _tenantId, ...rest }) => rest);

export class CustomerDataFake extends JsonHttpFake {
  /** When set, answers for one customer include this extra body for the named endpoint (a misbehaving source). */
  tamper: { endpoint: string; items: unknown[] } | null = null;

  constructor(readonly token: string, private readonly worlds: Record<string, World>) {
    super((request) => this.route(request));
  }

  private route(r: FakeRequest): FakeReply {
    if (r.headers.authorization !== `Bearer ${this.token}`) return { status: 401, json: { error: { message: 'bad token' } } };
    const m = /^\/tenants\/([^/]+)\/customers\/([^/]+)(?:\/(accounts|cards|transactions|policies|claims))?$/.exec(r.path);
    if (r.method !== 'GET' || !m) return { status: 404, json: { error: { message: `no route ${r.method} ${r.path}` } } };
    const world = this.worlds[decodeURIComponent(m[1] ?? '')];
    const customerId = decodeURIComponent(m[2] ?? '');
    const customer = world?.customers.find((c) => c.id === customerId);
    if (!world || !customer) return { status: 404, json: { error: { message: 'no such customer' } } };
    const endpoint = m[3];
    if (!endpoint) return { status: 200, json: strip([customer])[0] };
    const accounts = world.accounts.filter((a) => a.customerId === customerId);
    const policies = world.policies.filter((p) => p.customerId === customerId);
    const rows: Record<string, { tenantId: string }[]> = {
      accounts, cards: world.cards.filter((c) => c.customerId === customerId),
      transactions: world.transactions.filter((t) => accounts.some((a) => a.id === t.accountId)),
      policies, claims: world.claims.filter((c) => policies.some((p) => p.id === c.policyId)),
    };
    const items: unknown[] = strip(rows[endpoint] ?? []);
    if (this.tamper?.endpoint === endpoint) items.push(...this.tamper.items);
    return { status: 200, json: { items } };
  }
}
