// Read tool: the authenticated customer's accounts and cards.
import { defineReadTool } from './read-tool.js';
import { accountView, cardView } from './record-views.js';

export const listAccountsAndCardsTool = () =>
  defineReadTool('list_accounts_and_cards', (_args, { records }) => ({ accounts: records.accounts.map(accountView), cards: records.cards.map(cardView) }));
