// Choosing the real systems from the environment: embedded defaults when unset, start-up errors naming the missing variable.
import { describe, expect, it } from 'vitest';
import { HttpRefundGateway } from '../../src/adapters/payments/http.refund-gateway.js';
import { LedgerRefundGateway } from '../../src/adapters/payments/ledger.refund-gateway.js';
import { refundGatewayFromEnv } from '../../src/app/integrations.js';

describe('integrations from the environment', () => {
  it('uses the embedded ledger when no payments URL is set', () => {
    expect(refundGatewayFromEnv({})).toBeInstanceOf(LedgerRefundGateway);
    expect(refundGatewayFromEnv({ ECHOPILOT_REFUND_URL: '  ' })).toBeInstanceOf(LedgerRefundGateway);
  });

  it('uses the payments API when its URL and secret are set', () => {
    expect(refundGatewayFromEnv({ ECHOPILOT_REFUND_URL: 'https://pay.bank.example/v1', ECHOPILOT_REFUND_SECRET: 's' })).toBeInstanceOf(HttpRefundGateway);
  });

  it('stops start-up naming the secret when the payments URL comes without it', () => {
    expect(() => refundGatewayFromEnv({ ECHOPILOT_REFUND_URL: 'https://pay.bank.example/v1' }))
      .toThrow(expect.objectContaining({ code: 'CONFIG_INVALID', field: 'ECHOPILOT_REFUND_SECRET', message: expect.stringContaining('ECHOPILOT_REFUND_SECRET') }));
  });

  it('rejects a payments URL that is not http(s) and a timeout that is not a number, naming the variable', () => {
    expect(() => refundGatewayFromEnv({ ECHOPILOT_REFUND_URL: 'ftp://pay', ECHOPILOT_REFUND_SECRET: 's' })).toThrow(expect.objectContaining({ field: 'ECHOPILOT_REFUND_URL' }));
    expect(() => refundGatewayFromEnv({ ECHOPILOT_REFUND_URL: 'https://pay', ECHOPILOT_REFUND_SECRET: 's', ECHOPILOT_REFUND_TIMEOUT_MS: 'soon' }))
      .toThrow(expect.objectContaining({ field: 'ECHOPILOT_REFUND_TIMEOUT_MS' }));
  });
});
