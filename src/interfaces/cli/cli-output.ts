// Printing for the CLI: turns, errors (with codes and hints) and exit codes.
import { formatInr } from '../../domain/money.js';
import { isEchoPilotError, type ErrorCode } from '../../domain/errors.js';
import type { TurnResult } from '../../app/conversation-service.js';
import type { Ticket } from '../../domain/effects.js';

/** Exit code 2: the input or a file is wrong (fix it and run again); 1: the run failed. */
const INPUT_ERRORS: ReadonlySet<ErrorCode> = new Set([
  'INVALID_INPUT', 'INVALID_MONEY', 'INVALID_DATE', 'MESSAGE_EMPTY', 'MESSAGE_TOO_LONG', 'UNKNOWN_TENANT',
  'UNKNOWN_CUSTOMER', 'SCENARIO_INVALID', 'CONFIG_INVALID', 'NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'APPROVAL_INVALID',
  'ALREADY_RESUMED',
]);

/** True when the command line asked for JSON output: errors are then JSON too. */
export const wantsJson = (argv: readonly string[] = process.argv): boolean => argv.includes('--json');

/** Prints the error (text, or `{ "error": { code, message, field?, hint? } }` with --json) and returns the exit code. */
export function reportError(error: unknown, json = false): number {
  if (json) {
    const known = isEchoPilotError(error);
    const body = known
      ? { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}), ...(error.hint ? { hint: error.hint } : {}) }
      : { code: 'INTERNAL', message: error instanceof Error ? error.message : String(error), hint: 'run with ECHOPILOT_DEBUG=1 for details' };
    process.stderr.write(`${JSON.stringify({ error: body })}\n`);
    return known && INPUT_ERRORS.has(error.code) ? 2 : 1;
  }
  if (isEchoPilotError(error)) {
    process.stderr.write(`error [${error.code}]: ${error.message}\n`);
    if (error.hint) process.stderr.write(`hint: ${error.hint}\n`);
    return INPUT_ERRORS.has(error.code) ? 2 : 1;
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`error: ${message}\nhint: run with ECHOPILOT_DEBUG=1 for details\n`);
  if (process.env.ECHOPILOT_DEBUG && error instanceof Error) process.stderr.write(`${error.stack ?? ''}\n`);
  return 1;
}

export function formatTurn(turn: TurnResult, title?: string): string {
  const lines = [
    title ? `── ${title}` : null,
    `intent: ${turn.intent ?? '-'}   claim type: ${turn.claimType ?? '-'}   outcome: ${turn.outcome}   amount: ${turn.amount > 0 ? formatInr(turn.amount) : '-'}`,
    `actions: ${turn.actions.join(', ') || 'none'}${turn.waitingFor ? `   waiting for: ${turn.waitingFor}${turn.approvalId ? ` (approval ${turn.approvalId})` : ''}` : ''}`,
    `path: ${turn.path.join(' → ')}   (${turn.latencyMs.toFixed(1)} ms, thread ${turn.threadId})`,
    '',
    turn.reply.split('\n').map((l) => `  ${l}`).join('\n'),
    '',
    // The message's other issue ran as its own turn; its reply is above, after the first.
    ...(turn.also ?? []).map((other) => `also: claim type ${other.claimType ?? '-'}   outcome: ${other.outcome}   amount: ${other.amount > 0 ? formatInr(other.amount) : '-'}   actions: ${other.actions.join(', ') || 'none'}   (thread ${other.threadId})\n`),
  ];
  return lines.filter((l) => l !== null).join('\n');
}

export function turnJson(turn: TurnResult): Record<string, unknown> {
  return {
    thread_id: turn.threadId, intent: turn.intent, claim_type: turn.claimType, outcome: turn.outcome, valid: turn.valid,
    amount: turn.amount / 100, amount_paise: turn.amount, actions: turn.actions, reply: turn.reply, path: turn.path,
    waiting_for: turn.waitingFor, approval_id: turn.approvalId, latency_ms: Math.round(turn.latencyMs * 100) / 100,
    ...(turn.also && turn.also.length > 0 ? { also: turn.also.map(turnJson) } : {}),
  };
}

/** The thread's tickets as the customer sees them (no internal notes). */
export function formatCustomerTickets(tickets: readonly Ticket[]): string {
  return tickets.map((t) => `  ticket ${t.id} (${t.status}): ${t.customerText}\n`).join('');
}

export const customerTicketJson = (t: Ticket) => ({
  id: t.id, status: t.status, subject: t.subject, customer_text: t.customerText, amount: t.amount / 100, amount_paise: t.amount,
});
