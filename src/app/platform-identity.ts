// Identity on the LangGraph platform: the user the auth handler set from an API key (config.configurable
// .langgraph_auth_user) plus the customer the run names (`customer_id` of the declared context or input, staff only)
// make the turn's Identity. Nothing else (state, headers) is read; missing or inconsistent parts are a typed FORBIDDEN.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { EchoPilotError } from '../domain/errors.js';
import type { Identity } from '../domain/identity.js';
import { ROLES } from '../domain/vocabulary.js';

/** The user object the auth handler returns (LangGraph's BaseUser plus the key's tenant, role and customer). */
export interface PlatformUser {
  identity: string;
  display_name: string;
  permissions: string[];
  tenant_id: string;
  role: (typeof ROLES)[number];
  /** Customer keys only. */
  customer_id: string | null;
  key_name: string;
}

const userSchema = z.object({
  identity: z.string().min(1),
  display_name: z.string(),
  permissions: z.array(z.string()),
  tenant_id: z.string().min(1),
  role: z.enum(ROLES),
  customer_id: z.string().min(1).nullable(),
  key_name: z.string().min(1),
});

/** The run's declared context (langgraph.json context schema): which customer a staff key acts for. */
export const platformContextSchema = z.object({
  customer_id: z.string().min(1).max(200).optional().describe('Staff keys: the customer this run acts for. Customer keys: leave out, or their own id.'),
});
export type PlatformContext = z.infer<typeof platformContextSchema>;

/**
 * The run's context with the customer a run's input may name (`input.customer_id`, the declared input schema's staff
 * field) folded in: the same check then applies to both; naming two different customers is FORBIDDEN.
 */
export function runContextOf(context: unknown, input: unknown): unknown {
  const fromInput = (input as { customer_id?: unknown } | null | undefined)?.customer_id;
  if (fromInput === undefined || fromInput === null) return context;
  const fromContext = (context as { customer_id?: unknown } | null | undefined)?.customer_id;
  if (fromContext !== undefined && fromContext !== null && fromContext !== fromInput) {
    throw new EchoPilotError('FORBIDDEN', 'input.customer_id and context.customer_id name different customers', { field: 'input.customer_id' });
  }
  return { ...(typeof context === 'object' && context !== null ? context : {}), customer_id: fromInput };
}

/** The authenticated user, or null when the value is not one the EchoPilot auth handler made. */
export function platformUserOf(value: unknown): PlatformUser | null {
  const parsed = userSchema.safeParse(value);
  if (!parsed.success) return null;
  const user = parsed.data;
  if ((user.role === 'customer') !== (user.customer_id !== null)) return null;
  return user;
}

/**
 * The turn's identity from the authenticated user and the run context; FORBIDDEN names what is missing or at odds.
 * `threadCustomer` is the customer a paused thread already belongs to (an approval a reviewer resumes from Agent
 * Inbox, which sends no context): a staff key may leave the customer out then, never name a different one.
 */
export function platformIdentity(authUser: unknown, context: unknown, threadCustomer: string | null = null): Identity {
  const user = platformUserOf(authUser);
  if (!user) {
    throw new EchoPilotError('FORBIDDEN', 'this run has no authenticated EchoPilot user', { field: 'authorization', hint: 'run the graph on a server whose langgraph.json sets auth.path to the EchoPilot auth handler' });
  }
  const parsed = platformContextSchema.safeParse(context ?? {});
  if (!parsed.success) throw new EchoPilotError('FORBIDDEN', `context.customer_id: ${parsed.error.issues[0]?.message ?? 'invalid'}`, { field: 'context.customer_id' });
  const named = parsed.data.customer_id;
  let customerId: string;
  if (user.role === 'customer') {
    if (named !== undefined && named !== user.customer_id) {
      throw new EchoPilotError('FORBIDDEN', `context.customer_id ${named} is not the customer of this key`, { field: 'context.customer_id' });
    }
    customerId = user.customer_id ?? '';
  } else {
    const customer = named ?? threadCustomer;
    if (customer === null) throw new EchoPilotError('FORBIDDEN', 'context.customer_id: a staff key names the customer it acts for', { field: 'context.customer_id' });
    customerId = customer;
  }
  if (threadCustomer !== null && customerId !== threadCustomer) {
    throw new EchoPilotError('FORBIDDEN', `this thread belongs to customer ${threadCustomer}, not ${customerId}`, { field: 'context.customer_id' });
  }
  return { tenantId: user.tenant_id, customerId, role: user.role, actor: user.key_name };
}

const PLATFORM_MARK = 'lg-';

/**
 * The EchoPilot thread id of a platform thread: tenant and customer like every thread, the platform's thread id
 * (so `review` can say where the thread lives), and a `TKT-` reference derived from it for tickets and replies.
 */
export function platformThreadId(identity: Identity, platformThread: string): string {
  const ref = createHash('sha256').update(platformThread).digest('hex').slice(0, 8).toUpperCase();
  return `${identity.tenantId}:${identity.customerId}:${PLATFORM_MARK}${platformThread}:TKT-${ref}`;
}

/** The LangGraph server's thread id when `threadId` is a platform thread, else null. */
export function platformThreadOf(threadId: string): string | null {
  const part = threadId.split(':').find((p) => p.startsWith(PLATFORM_MARK));
  return part ? part.slice(PLATFORM_MARK.length) : null;
}
