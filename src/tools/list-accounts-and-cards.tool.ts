// Read tool: the authenticated customer's accounts and cards.
import { defineReadTool } from './read-tool.js';
import { accountView, cardView } from './record-views.js';
import type { ToolDeps } from './tool-context.js';

export const listAccountsAndCardsTool = (deps: ToolDeps) =>
  defineReadTool('list_accounts_and_cards', deps, async (_args, { identity }, { store }) => {
    const records = await store.customerRecords(identity.tenantId, identity.customerId);
    return { accounts: records.accounts.map(accountView), cards: records.cards.map(cardView) };
  });
