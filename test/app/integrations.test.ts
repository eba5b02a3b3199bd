// Choosing the real systems from the environment: embedded defaults when unset, start-up errors naming the missing variable.
import { describe, expect, it } from 'vitest';
import { HttpRefundGateway } from '../../src/adapters/payments/http.refund-gateway.js';
import { LedgerRefundGateway } from '../../src/adapters/payments/ledger.refund-gateway.js';
import { customerDataFromEnv, refundGatewayFromEnv, ticketSyncerFromEnv } from '../../src/app/integrations.js';
import { HttpCustomerData } from '../../src/adapters/customer-data/http.customer-data.js';
import { StoreCustomerData } from '../../src/adapters/customer-data/store.customer-data.js';
import { openSqliteStore } from '../../src/adapters/store/sqlite.store.js';

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

  it('syncs tickets to Jira only when its URL, email, token and project are all set, naming the first one missing', async () => {
    const store = await openSqliteStore({ file: ':memory:' });
    try {
      expect(ticketSyncerFromEnv(store, {})).toBeNull();
      const full = { ECHOPILOT_JIRA_URL: 'https://bank.atlassian.net', ECHOPILOT_JIRA_EMAIL: 'bot@bank.example', ECHOPILOT_JIRA_API_TOKEN: 't', ECHOPILOT_JIRA_PROJECT: 'OPS' };
      expect(ticketSyncerFromEnv(store, full)).toMatchObject({ intervalMs: 30_000, syncer: { tracker: { name: 'jira' } } });
      for (const missing of ['ECHOPILOT_JIRA_EMAIL', 'ECHOPILOT_JIRA_API_TOKEN', 'ECHOPILOT_JIRA_PROJECT']) {
        expect(() => ticketSyncerFromEnv(store, { ...full, [missing]: '' })).toThrow(expect.objectContaining({ code: 'CONFIG_INVALID', field: missing }));
      }
      expect(() => ticketSyncerFromEnv(store, { ...full, ECHOPILOT_JIRA_ISSUE_TYPES: 'complaint' })).toThrow(expect.objectContaining({ field: 'ECHOPILOT_JIRA_ISSUE_TYPES' }));
    } finally {
      await store.close();
    }
  });

  it('reads customer data from the store unless the customer API is configured with its token', async () => {
    const store = await openSqliteStore({ file: ':memory:' });
    try {
      expect(customerDataFromEnv(store, {})).toBeInstanceOf(StoreCustomerData);
      expect(customerDataFromEnv(store, { ECHOPILOT_CUSTOMER_DATA_URL: 'https://customers.bank.example/v1', ECHOPILOT_CUSTOMER_DATA_TOKEN: 't' })).toBeInstanceOf(HttpCustomerData);
      expect(() => customerDataFromEnv(store, { ECHOPILOT_CUSTOMER_DATA_URL: 'https://customers.bank.example/v1' }))
        .toThrow(expect.objectContaining({ code: 'CONFIG_INVALID', field: 'ECHOPILOT_CUSTOMER_DATA_TOKEN' }));
    } finally {
      await store.close();
    }
  });
});
