// Refund gateway over the bank's payments API (docs/integrations.md): a signed POST per credit with an Idempotency-Key
// derived from the effect's key, retried with the same key on a timeout or 5xx. A definite refusal is PAYMENT_REJECTED;
// no definite answer records the credit as `unknown` for `echopilot payments reconcile` to settle.
import { createHash } from 'node:crypto';
import { EchoPilotError } from '../../domain/errors.js';
import type { LedgerEntry, RemoteCredit } from '../../domain/effects.js';
import type { CreditInstruction, RefundGateway } from '../../domain/payments.port.js';
import type { Put, Store } from '../../domain/store.port.js';
import { errorMessageOf, httpCall, HttpUnavailableError, type HttpAnswer, type HttpCallPolicy } from '../http/http-call.js';
import { checkCredit, ledgerIdFor, recordCredit } from './credit-record.js';
import { SIGNATURE_HEADER, signPayload } from './request-signature.js';

export interface HttpRefundGatewayOptions {
  /** Base URL of the payments API, e.g. https://payments.bank.example/v1 */
  url: string;
  secret: string;
  timeoutMs?: number;
  retries?: number;
  baseDelayMs?: number;
  /** Unix seconds; injectable for tests. */
  clock?: () => number;
}

/** The payment the API is asked for: the ledger row's facts, in the API's field names. */
interface RefundRequest {
  reference: string;
  tenantId: string;
  customerId: string;
  accountId: string | null;
  kind: LedgerEntry['kind'];
  amountPaise: number;
  currency: 'INR';
  relatesTo: string;
  approvalId: string | null;
  requestedAt: string;
}

/** The Idempotency-Key for an effect: stable for its key, opaque (no ids or names leave in it). */
export const idempotencyKeyFor = (effectKey: string): string => `ep_${createHash('sha256').update(effectKey).digest('hex').slice(0, 40)}`;

export class HttpRefundGateway implements RefundGateway {
  private readonly base: string;
  private readonly policy: HttpCallPolicy;
  private readonly clock: () => number;

  constructor(private readonly options: HttpRefundGatewayOptions) {
    this.base = options.url.replace(/\/+$/, '');
    this.policy = { timeoutMs: options.timeoutMs ?? 10_000, retries: options.retries ?? 3, baseDelayMs: options.baseDelayMs ?? 500 };
    this.clock = options.clock ?? (() => Math.floor(Date.now() / 1000));
  }

  async credit(tx: Store, instruction: CreditInstruction): Promise<Put<LedgerEntry>> {
    const same = await checkCredit(tx, instruction);
    if (same) return { row: same, created: false };
    const remote = await this.send(requestFor(instruction), instruction.idempotencyKey);
    return recordCredit(tx, instruction, remote);
  }

  /** What became of a credit recorded as `unknown`: asks the API; a payment it never received is sent again under the same key. */
  async settle(entry: LedgerEntry): Promise<RemoteCredit> {
    const key = idempotencyKeyFor(entry.idempotencyKey);
    const answer = await this.call('GET', `/refunds/${encodeURIComponent(key)}`, '', key, 0);
    if (answer.status === 404) return this.send(requestFor({ ...entry, at: entry.createdAt }), entry.idempotencyKey);
    try {
      return this.judge(answer, entry.amount);
    } catch (error) {
      if (error instanceof EchoPilotError && error.code === 'PAYMENT_REJECTED') return { status: 'failed', ref: refOf(answer) };
      throw error;
    }
  }

  private async send(request: RefundRequest, effectKey: string): Promise<RemoteCredit> {
    const key = idempotencyKeyFor(effectKey);
    let answer: HttpAnswer;
    try {
      answer = await httpCall(this.policy, (attempt) => this.request('POST', '/refunds', JSON.stringify({ ...request, attempt: attempt + 1 }), key));
    } catch (error) {
      // No definite answer: the payment may have happened. Record it as unknown; reconciliation settles it by the same key.
      if (error instanceof HttpUnavailableError) return { status: 'unknown', ref: null };
      throw error;
    }
    return this.judge(answer, request.amountPaise);
  }

  private judge(answer: HttpAnswer, amount: number): RemoteCredit {
    if (answer.status === 401 || answer.status === 403) {
      throw new EchoPilotError('PAYMENT_REJECTED', `the payments API refused our request signature (${answer.status}): ${errorMessageOf(answer)}`, {
        hint: 'check ECHOPILOT_REFUND_SECRET and this machine\'s clock; nothing was paid',
      });
    }
    if (answer.status >= 400) {
      throw new EchoPilotError('PAYMENT_REJECTED', `the payments API declined the credit (${answer.status}): ${errorMessageOf(answer)}`, { hint: 'nothing was paid; a person should review the claim' });
    }
    const body = answer.json as { status?: unknown; amountPaise?: unknown; reason?: unknown } | undefined;
    if (body?.status === 'failed') {
      throw new EchoPilotError('PAYMENT_REJECTED', `the payments API declined the credit: ${typeof body.reason === 'string' ? body.reason : 'no reason given'}`, { hint: 'nothing was paid; a person should review the claim' });
    }
    if (body?.amountPaise !== undefined && body.amountPaise !== amount) {
      throw new EchoPilotError('CONFLICT', `the payments API answered for ${String(body.amountPaise)} paise where ${amount} were asked under the same key`);
    }
    if (body?.status === 'succeeded') return { status: 'settled', ref: refOf(answer) };
    return { status: 'unknown', ref: refOf(answer) };
  }

  private call(method: 'GET' | 'POST', path: string, body: string, key: string, retries: number): Promise<HttpAnswer> {
    return httpCall({ ...this.policy, retries }, () => this.request(method, path, body, key));
  }

  private request(method: 'GET' | 'POST', path: string, body: string, key: string) {
    return {
      method, url: `${this.base}${path}`, body: method === 'GET' ? undefined : body,
      headers: { 'content-type': 'application/json', 'idempotency-key': key, [SIGNATURE_HEADER]: signPayload(this.options.secret, body, this.clock()) },
    };
  }
}

function requestFor(c: Omit<CreditInstruction, 'threadId' | 'at' | 'allowed'> & { at: string }): RefundRequest {
  return {
    reference: ledgerIdFor(c), tenantId: c.tenantId, customerId: c.customerId, accountId: c.accountId, kind: c.kind,
    amountPaise: c.amount, currency: 'INR', relatesTo: c.relatesTo, approvalId: c.approvalId, requestedAt: c.at,
  };
}

function refOf(answer: HttpAnswer): string | null {
  const id = (answer.json as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : null;
}
