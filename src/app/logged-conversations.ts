// The conversation service with one log line per graph turn (tenant, thread, outcome, time; never the message),
// added around the service's public operations so the service itself stays free of logging.
import { EchoPilotError } from '../domain/errors.js';
import type { Approval } from '../domain/effects.js';
import type { Identity } from '../domain/identity.js';
import type { Logger, LogFields } from '../domain/logger.port.js';
import { currentLogContext } from './log-context.js';
import { ConversationService, type SendInput, type TurnEvent, type TurnResult } from './conversation-service.js';

type ServiceArgs = ConstructorParameters<typeof ConversationService>;

/** What a log line says about a finished turn; the request it ran for learns the thread. */
export function turnFields(tenantId: string, turn: TurnResult): LogFields {
  const context = currentLogContext();
  if (context) context.threadId = turn.threadId;
  return {
    ...(context?.requestId !== undefined ? { requestId: context.requestId } : {}), tenantId, threadId: turn.threadId, outcome: turn.outcome, claimType: turn.claimType, amountPaise: turn.amount,
    waitingFor: turn.waitingFor, approvalId: turn.approvalId, nodes: turn.path.length, ms: Math.round(turn.latencyMs),
  };
}

const failureFields = (error: unknown): LogFields => ({
  code: error instanceof EchoPilotError ? error.code : 'INTERNAL',
  error: error instanceof Error ? error.message : String(error),
});

export class LoggedConversationService extends ConversationService {
  private readonly log: Logger;

  constructor(logger: Logger, ...args: ServiceArgs) {
    super(...args);
    this.log = logger;
  }

  override send(input: SendInput): Promise<TurnResult> {
    return this.logged('turn', input.identity, input.threadId, () => super.send(input));
  }

  override resume(input: SendInput & { threadId: string }): Promise<TurnResult> {
    return this.logged('turn', input.identity, input.threadId, () => super.resume(input));
  }

  override resumeApproval(approval: Approval, reviewer: Identity, now: Date): Promise<TurnResult> {
    return this.logged('approval turn', reviewer, approval.threadId, () => super.resumeApproval(approval, reviewer, now));
  }

  override stream(input: SendInput): AsyncIterable<TurnEvent> {
    const events = super.stream(input);
    const log = this.log;
    return {
      async *[Symbol.asyncIterator]() {
        try {
          for await (const event of events) {
            if (event.type === 'turn') log.info('turn', turnFields(input.identity.tenantId, event.turn));
            yield event;
          }
        } catch (error) {
          log.warn('turn failed', { requestId: currentLogContext()?.requestId, tenantId: input.identity.tenantId, threadId: input.threadId, ...failureFields(error) });
          throw error;
        }
      },
    };
  }

  private async logged(message: string, identity: Identity, threadId: string | undefined, run: () => Promise<TurnResult>): Promise<TurnResult> {
    try {
      const turn = await run();
      this.log.info(message, turnFields(identity.tenantId, turn));
      return turn;
    } catch (error) {
      this.log.warn(`${message} failed`, { requestId: currentLogContext()?.requestId, tenantId: identity.tenantId, threadId, ...failureFields(error) });
      throw error;
    }
  }
}
