// Signed requests to the payments API: HMAC-SHA256 over `${t}.${body}`, sent as `X-EchoPilot-Signature: t=<unix s>,v1=<hex>`.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-EchoPilot-Signature';
/** How far a signature's timestamp may be from the receiver's clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(secret: string, body: string, unixSeconds: number): string {
  const hex = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${hex}`;
}

export type SignatureCheck = { ok: true; t: number; v1: string } | { ok: false; reason: string };

/** Verifies a signature header against the raw body: well formed, within tolerance, and made with the secret. */
export function verifySignature(secret: string, body: string, header: string | undefined | null, nowSeconds: number, toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS): SignatureCheck {
  if (!header) return { ok: false, reason: `missing ${SIGNATURE_HEADER}` };
  const parts = new Map(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return { ok: false, reason: 'malformed signature header' };
  if (Math.abs(nowSeconds - t) > toleranceSeconds) return { ok: false, reason: 'signature timestamp outside the tolerance' };
  const expected = Buffer.from(signPayload(secret, body, t).split('v1=')[1] ?? '', 'hex');
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return { ok: false, reason: 'signature does not match' };
  return { ok: true, t, v1 };
}
