// Webhook signatures: HMAC-SHA256 over "<unix seconds>.<raw body>" with the tenant's secret, and the receiver-side
// check (signature in constant time, timestamp within a tolerance) that makes a captured request useless later.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'EchoPilot-Signature';
export const TIMESTAMP_HEADER = 'EchoPilot-Timestamp';
export const EVENT_ID_HEADER = 'EchoPilot-Event-Id';
export const EVENT_HEADER = 'EchoPilot-Event';
/** Receivers should refuse requests whose timestamp is further than this from their clock. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** `v1=<hex>`: the signature of one delivery attempt. */
export function signWebhook(secret: string, timestampSeconds: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestampSeconds}.${body}`, 'utf8').digest('hex')}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'malformed' | 'stale' | 'mismatch' };

/** Checks a delivery as a receiver should: well-formed headers, a fresh timestamp, then the HMAC in constant time. */
export function verifyWebhook(secret: string, headers: { signature: string | null; timestamp: string | null }, body: string, nowSeconds: number, toleranceSeconds = DEFAULT_TOLERANCE_SECONDS): SignatureCheck {
  if (headers.signature === null || headers.timestamp === null || !/^\d{1,12}$/.test(headers.timestamp)) return { ok: false, reason: 'malformed' };
  const timestamp = Number(headers.timestamp);
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const presented = Buffer.from(headers.signature);
  return expected.length === presented.length && timingSafeEqual(expected, presented) ? { ok: true } : { ok: false, reason: 'mismatch' };
}
