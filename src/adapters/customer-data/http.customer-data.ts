// Customer data read live from the bank's customer API (docs/customer-data.openapi.yaml): one endpoint per record
// kind, each with its own time limit and circuit breaker. Answers are validated (integer paise, known enums) and
// must belong to the customer asked for; a source that cannot answer is UPSTREAM_UNAVAILABLE, never partial records.
import { z } from 'zod';
import { BreakerRegistry } from '../../agents/llm-kit/circuit-breaker.js';
import type { CustomerDataSource } from '../../domain/customer-data.port.js';
import { EchoPilotError } from '../../domain/errors.js';
import {
  accountSchema, cardSchema, claimSchema, customerSchema, policySchema, transactionSchema,
  type Customer, type CustomerRecords,
} from '../../domain/records.js';
import { errorMessageOf, httpCall, HttpUnavailableError, type HttpAnswer } from '../http/http-call.js';

export const CUSTOMER_ENDPOINTS = ['profile', 'accounts', 'cards', 'transactions', 'policies', 'claims'] as const;
export type CustomerEndpoint = (typeof CUSTOMER_ENDPOINTS)[number];

export const DEFAULT_ENDPOINT_TIMEOUTS_MS: Record<CustomerEndpoint, number> = {
  profile: 2_000, accounts: 2_000, cards: 2_000, transactions: 5_000, policies: 2_000, claims: 3_000,
};

export interface HttpCustomerDataOptions {
  /** Base URL, e.g. https://customers.bank.example/v1 */
  url: string;
  token: string;
  timeoutsMs?: Partial<Record<CustomerEndpoint, number>>;
  retries?: number;
  baseDelayMs?: number;
  /** Breakers per endpoint; share one registry per process. */
  breakers?: BreakerRegistry;
}

const items = <T extends z.ZodType>(schema: T) => z.object({ items: z.array(schema) });
const SCHEMAS = {
  profile: customerSchema.omit({ tenantId: true }),
  accounts: items(accountSchema.omit({ tenantId: true })),
  cards: items(cardSchema.omit({ tenantId: true })),
  transactions: items(transactionSchema.omit({ tenantId: true })),
  policies: items(policySchema.omit({ tenantId: true })),
  claims: items(claimSchema.omit({ tenantId: true })),
};
type Schemas = typeof SCHEMAS;

export class HttpCustomerData implements CustomerDataSource {
  private readonly base: string;
  private readonly breakers: BreakerRegistry;

  constructor(private readonly options: HttpCustomerDataOptions) {
    this.base = options.url.replace(/\/+$/, '');
    this.breakers = options.breakers ?? new BreakerRegistry({ failureThreshold: 3, resetAfterMs: 30_000 });
  }

  async findCustomer(tenantId: string, customerId: string): Promise<Customer | null> {
    const profile = await this.get(tenantId, customerId, 'profile');
    if (profile === null) return null;
    if (profile.id !== customerId) throw outOfScope('profile', customerId);
    return { ...profile, tenantId };
  }

  async customerRecords(tenantId: string, customerId: string): Promise<CustomerRecords> {
    const customer = await this.findCustomer(tenantId, customerId);
    if (!customer) throw new EchoPilotError('NOT_FOUND', `no customer ${customerId} in tenant ${tenantId}`, { field: 'customerId' });
    const [accounts, cards, transactions, policies, claims] = await Promise.all([
      this.list(tenantId, customerId, 'accounts'), this.list(tenantId, customerId, 'cards'), this.list(tenantId, customerId, 'transactions'),
      this.list(tenantId, customerId, 'policies'), this.list(tenantId, customerId, 'claims'),
    ]);
    // The source must answer for this customer only: a record of anyone else fails the whole read.
    const accountIds = new Set(accounts.map((a) => a.id));
    const policyIds = new Set(policies.map((p) => p.id));
    if (accounts.some((a) => a.customerId !== customerId)) throw outOfScope('accounts', customerId);
    if (cards.some((c) => c.customerId !== customerId || !accountIds.has(c.accountId))) throw outOfScope('cards', customerId);
    if (transactions.some((t) => !accountIds.has(t.accountId))) throw outOfScope('transactions', customerId);
    if (policies.some((p) => p.customerId !== customerId)) throw outOfScope('policies', customerId);
    if (claims.some((c) => !policyIds.has(c.policyId))) throw outOfScope('claims', customerId);
    const own = <T extends object>(rows: T[]) => rows.map((r) => ({ ...r, tenantId }));
    return {
      customer, accounts: own(accounts), cards: own(cards), transactions: own(transactions).sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id.localeCompare(b.id)),
      policies: own(policies), claims: own(claims),
    };
  }

  private async list<E extends Exclude<CustomerEndpoint, 'profile'>>(tenantId: string, customerId: string, endpoint: E): Promise<z.infer<Schemas[E]>['items']> {
    const answer = await this.get(tenantId, customerId, endpoint);
    if (answer === null) throw new EchoPilotError('UPSTREAM_UNAVAILABLE', `the customer data source has no ${endpoint} for customer ${customerId} although it has the customer`);
    return answer.items;
  }

  /** One endpoint's answer, validated; null on 404. */
  private async get<E extends CustomerEndpoint>(tenantId: string, customerId: string, endpoint: E): Promise<z.infer<Schemas[E]> | null> {
    const path = `/tenants/${encodeURIComponent(tenantId)}/customers/${encodeURIComponent(customerId)}${endpoint === 'profile' ? '' : `/${endpoint}`}`;
    let answer: HttpAnswer;
    try {
      answer = await httpCall({
        timeoutMs: this.options.timeoutsMs?.[endpoint] ?? DEFAULT_ENDPOINT_TIMEOUTS_MS[endpoint], retries: this.options.retries ?? 1,
        baseDelayMs: this.options.baseDelayMs ?? 200, breaker: this.breakers.get(`customer-data:${endpoint}`),
      }, () => ({ method: 'GET', url: `${this.base}${path}`, headers: { authorization: `Bearer ${this.options.token}`, accept: 'application/json' } }));
    } catch (error) {
      if (error instanceof HttpUnavailableError) {
        throw new EchoPilotError('UPSTREAM_UNAVAILABLE', `the customer data source is unavailable (${endpoint}: ${error.message})`, { cause: error, hint: 'hand the case to a person; the records cannot be read now' });
      }
      throw error;
    }
    if (answer.status === 404) return null;
    if (answer.status === 401 || answer.status === 403) {
      throw new EchoPilotError('CONFIG_INVALID', `the customer data source refused the token (${answer.status})`, { field: 'ECHOPILOT_CUSTOMER_DATA_TOKEN' });
    }
    if (answer.status >= 400) throw new EchoPilotError('UPSTREAM_UNAVAILABLE', `the customer data source answered ${answer.status} for ${endpoint}: ${errorMessageOf(answer)}`);
    const parsed = SCHEMAS[endpoint].safeParse(answer.json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new EchoPilotError('UPSTREAM_UNAVAILABLE', `the customer data source sent invalid ${endpoint}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`, { field: `${endpoint}.${issue?.path.join('.') ?? ''}` });
    }
    return parsed.data as z.infer<Schemas[E]>;
  }
}

const outOfScope = (endpoint: string, customerId: string) =>
  new EchoPilotError('UPSTREAM_UNAVAILABLE', `the customer data source returned ${endpoint} that are not customer ${customerId}'s; nothing was used`);
