// A payments API on 127.0.0.1 for tests: verifies request signatures, refuses replays, answers a repeated
// Idempotency-Key with the first answer, declines or fails or stalls on demand, and counts the payments it made.
import { SIGNATURE_HEADER, verifySignature } from '../../src/adapters/payments/request-signature.js';
import { JsonHttpFake, type FakeReply, type FakeRequest } from './json-http.fake.js';

export interface FakePayment {
  id: string;
  idempotencyKey: string;
  status: 'succeeded' | 'failed';
  amountPaise: number;
  reason?: string;
  /** The request's fields except `attempt`: a key reused for a different payment is refused. */
  fingerprint: string;
}

export class PaymentsFake extends JsonHttpFake {
  readonly payments = new Map<string, FakePayment>();
  /** Why each refused request was refused (signature checks). */
  readonly refusals: string[] = [];
  private readonly seenSignatures = new Set<string>();
  private declines: string[] = [];

  constructor(readonly secret: string, private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000)) {
    super((request) => this.route(request));
  }

  /** The next new payment is declined with this reason (a definite rejection). */
  declineNext(reason: string): void {
    this.declines.push(reason);
  }

  get paymentCount(): number {
    return [...this.payments.values()].filter((p) => p.status === 'succeeded').length;
  }

  private route(request: FakeRequest): FakeReply {
    const header = request.headers[SIGNATURE_HEADER.toLowerCase()];
    const check = verifySignature(this.secret, request.body, typeof header === 'string' ? header : undefined, this.nowSeconds());
    if (!check.ok) return this.refuse(check.reason);
    if (request.method === 'POST') {
      // A signature is good for one request: the same signed body sent twice is a replay.
      if (this.seenSignatures.has(check.v1)) return this.refuse('replayed signature');
      this.seenSignatures.add(check.v1);
    }
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '') return { status: 400, json: { error: { code: 'missing_key', message: 'Idempotency-Key is required' } } };
    if (request.method === 'GET' && request.path === `/refunds/${encodeURIComponent(key)}`) {
      const found = this.payments.get(key);
      return found ? { status: 200, json: view(found) } : { status: 404, json: { error: { code: 'not_found', message: 'no refund under this key' } } };
    }
    if (request.method !== 'POST' || request.path !== '/refunds') return { status: 404, json: { error: { message: `no route ${request.method} ${request.path}` } } };
    const body = JSON.parse(request.body) as Record<string, unknown>;
    const { attempt: _attempt, ...payment } = body;
    const fingerprint = JSON.stringify(payment);
    const existing = this.payments.get(key);
    if (existing) {
      if (existing.fingerprint !== fingerprint) return { status: 422, json: { error: { code: 'key_reused', message: 'Idempotency-Key reused for a different refund' } } };
      return { status: 200, json: view(existing) };
    }
    const amount = payment.amountPaise;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return { status: 400, json: { error: { code: 'invalid_amount', message: 'amountPaise must be a positive integer' } } };
    const reason = this.declines.shift();
    const stored: FakePayment = {
      id: `rf_${this.payments.size + 1}`, idempotencyKey: key, status: reason ? 'failed' : 'succeeded', amountPaise: amount, fingerprint,
      ...(reason ? { reason } : {}),
    };
    this.payments.set(key, stored);
    return reason ? { status: 422, json: { error: { code: 'declined', message: reason } } } : { status: 201, json: view(stored) };
  }

  private refuse(reason: string): FakeReply {
    this.refusals.push(reason);
    return { status: 401, json: { error: { code: 'bad_signature', message: reason } } };
  }
}

const view = (p: FakePayment) => ({ id: p.id, status: p.status, amountPaise: p.amountPaise, ...(p.reason ? { reason: p.reason } : {}) });
