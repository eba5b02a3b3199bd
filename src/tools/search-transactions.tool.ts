// Read tool: the authenticated customer's transactions with filters (channel, status, dates, amount, counterparty).
import { fromRupees } from '../domain/money.js';
import { defineReadTool } from './read-tool.js';
import { transactionView } from './record-views.js';
import type { ToolDeps } from './tool-context.js';

export const searchTransactionsTool = (deps: ToolDeps) =>
  defineReadTool('search_transactions', deps, async (args, { identity }, { store }) => {
    const rows = await store.findTransactions(identity.tenantId, identity.customerId, {
      channels: args.channels,
      statuses: args.statuses,
      direction: args.direction,
      from: args.from,
      to: args.to,
      amount: args.amount_rupees === undefined ? undefined : fromRupees(args.amount_rupees, 'amount_rupees'),
      counterparty: args.counterparty,
      relatesTo: args.relates_to,
      limit: args.limit ?? 50,
    });
    return { count: rows.length, transactions: rows.map(transactionView) };
  });
