// Read tool: the authenticated customer's transactions with filters (channel, status, dates, amount, counterparty),
// filtered in memory from the turn's snapshot of the customer's records.
import { fromRupees } from '../domain/money.js';
import type { Transaction } from '../domain/records.js';
import type { TransactionFilter } from '../domain/store.port.js';
import { defineReadTool } from './read-tool.js';
import { transactionView } from './record-views.js';

/** The store's filter semantics: dates on the date part of `at` as written, counterparty as a case-insensitive part. */
export function matchesFilter(t: Transaction, filter: TransactionFilter): boolean {
  const day = t.at.slice(0, 10);
  return (filter.channels === undefined || filter.channels.includes(t.channel))
    && (filter.statuses === undefined || filter.statuses.includes(t.status))
    && (filter.direction === undefined || t.direction === filter.direction)
    && (filter.from === undefined || day >= filter.from)
    && (filter.to === undefined || day <= filter.to)
    && (filter.amount === undefined || t.amount === filter.amount)
    && (!filter.counterparty || (t.counterparty ?? '').toLowerCase().includes(filter.counterparty.toLowerCase()))
    && (filter.accountId === undefined || t.accountId === filter.accountId)
    && (filter.relatesTo === undefined || t.relatesTo === filter.relatesTo);
}

export const searchTransactionsTool = () =>
  defineReadTool('search_transactions', (args, { records }) => {
    const filter: TransactionFilter = {
      channels: args.channels, statuses: args.statuses, direction: args.direction, from: args.from, to: args.to,
      amount: args.amount_rupees === undefined ? undefined : fromRupees(args.amount_rupees, 'amount_rupees'),
      counterparty: args.counterparty, relatesTo: args.relates_to,
    };
    const rows = records.transactions.filter((t) => matchesFilter(t, filter)).slice(0, args.limit ?? 50);
    return { count: rows.length, transactions: rows.map(transactionView) };
  });
