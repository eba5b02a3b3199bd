// Printing for the CLI: turns, errors (with codes and hints) and exit codes.
import { formatInr } from '../../domain/money.js';
import { isEchoPilotError, type ErrorCode } from '../../domain/errors.js';
import type { TurnResult } from '../../app/conversation-service.js';

/** Exit code 2: the input or a file is wrong (fix it and run again); 1: the run failed. */
const INPUT_ERRORS: ReadonlySet<ErrorCode> = new Set([
  'INVALID_INPUT', 'INVALID_MONEY', 'INVALID_DATE', 'MESSAGE_EMPTY', 'MESSAGE_TOO_LONG', 'UNKNOWN_TENANT',
  'UNKNOWN_CUSTOMER', 'SCENARIO_INVALID', 'CONFIG_INVALID', 'NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'APPROVAL_INVALID',
]);

export function reportError(error: unknown): number {
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
  ];
  return lines.filter((l) => l !== null).join('\n');
}

export function turnJson(turn: TurnResult) {
  return {
    thread_id: turn.threadId, intent: turn.intent, claim_type: turn.claimType, outcome: turn.outcome, valid: turn.valid,
    amount: turn.amount / 100, amount_paise: turn.amount, actions: turn.actions, reply: turn.reply, path: turn.path,
    waiting_for: turn.waitingFor, approval_id: turn.approvalId, latency_ms: Math.round(turn.latencyMs * 100) / 100,
  };
}
