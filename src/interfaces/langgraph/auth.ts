// LangGraph server authentication (langgraph.json `auth.path`): the same bearer API keys as `serve` (hashed compare,
// ECHOPILOT_API_KEYS_FILE) set the run's user, and every thread carries its tenant and customer so a key reads and
// resumes only its own threads (customer keys) or its tenant's (staff keys).
// State and metadata writes, assistants, crons and the store are closed.
import { Auth, HTTPException } from '@langchain/langgraph-sdk/auth';
import { API_KEYS_FILE_VARIABLE, bearerToken, loadApiKeysFile, type ApiKeyDirectory } from '../../app/api-keys.js';
import { platformUserOf, runContextOf, type PlatformUser } from '../../app/platform-identity.js';
import { isEchoPilotError } from '../../domain/errors.js';

let directory: ApiKeyDirectory | null = null;

/** The key directory, read once per process; a missing variable is a start-up error naming it. */
function keys(): ApiKeyDirectory {
  if (directory) return directory;
  const file = process.env[API_KEYS_FILE_VARIABLE];
  if (!file) throw new HTTPException(500, { message: `${API_KEYS_FILE_VARIABLE} is not set: the LangGraph server needs the API key file` });
  directory = loadApiKeysFile(file);
  return directory;
}

type Metadata = Record<string, unknown>;

/** The metadata filter a user's reads and runs must match: their tenant, and their customer for customer keys. */
function ownership(user: PlatformUser): Record<string, string> {
  return user.role === 'customer' ? { tenant_id: user.tenant_id, customer_id: user.customer_id ?? '' } : { tenant_id: user.tenant_id };
}

function customerOf(value: unknown): string | null {
  const id = (value as { customer_id?: unknown } | null | undefined)?.customer_id;
  return typeof id === 'string' && id.length > 0 ? id : null;
}

/**
 * The customer a new thread belongs to: the key's own customer, or for staff the one named in the thread's metadata
 * (or the run's context or input). A customer key naming another customer is refused.
 */
function threadCustomer(user: PlatformUser, named: string | null): string {
  if (user.role === 'customer') {
    if (named !== null && named !== user.customer_id) throw new HTTPException(403, { message: `customer_id: this key acts for its own customer only` });
    return user.customer_id ?? '';
  }
  if (named === null) throw new HTTPException(400, { message: 'customer_id: staff keys name the customer a thread is for (thread metadata or run context customer_id)' });
  return named;
}

/** The run's context with the input's `customer_id` folded in; two different customers are a 403. */
function namedIn(kwargs: { context?: unknown; input?: unknown }): unknown {
  try {
    return runContextOf(kwargs.context, kwargs.input);
  } catch (error) {
    if (isEchoPilotError(error)) throw new HTTPException(403, { message: error.message });
    throw error;
  }
}

function userOf(value: unknown): PlatformUser {
  const user = platformUserOf(value);
  if (!user) throw new HTTPException(401, { message: 'not an EchoPilot API key user' });
  return user;
}

export const auth = new Auth()
  .authenticate(async (request: Request) => {
    const token = bearerToken(request.headers.get('authorization') ?? undefined);
    const caller = token === null ? null : keys().lookup(token);
    if (!caller) throw new HTTPException(401, { message: 'missing or unknown API key (Authorization: Bearer <key>)' });
    const user: PlatformUser = {
      identity: `${caller.tenantId}/${caller.name}`, display_name: caller.name, permissions: [caller.role],
      tenant_id: caller.tenantId, role: caller.role, customer_id: caller.customerId, key_name: caller.name,
    };
    return user;
  })
  .on('threads:create', ({ user, value }) => {
    const owner = userOf(user);
    const metadata: Metadata = (value.metadata ??= {});
    metadata.tenant_id = owner.tenant_id;
    metadata.customer_id = threadCustomer(owner, customerOf(metadata));
    metadata.created_by = owner.identity;
    return ownership(owner);
  })
  .on('threads:create_run', ({ user, value }): Record<string, string> => {
    const owner = userOf(user);
    const named = customerOf(namedIn(value.kwargs as { context?: unknown; input?: unknown }));
    // A reviewer resuming an approval from Agent Inbox sends no context: any thread of the tenant (the graph takes the
    // customer from the approval and refuses anything else).
    if (owner.role !== 'customer' && named === null && value.thread_id) return { tenant_id: owner.tenant_id };
    const customer = threadCustomer(owner, named);
    // A run that creates its thread (if_not_exists=create) marks it like threads:create.
    const metadata: Metadata = (value.metadata ??= {});
    metadata.tenant_id = owner.tenant_id;
    metadata.customer_id = customer;
    // The thread must belong to the tenant and to the customer this run acts for.
    return { tenant_id: owner.tenant_id, customer_id: customer };
  })
  // Writing state or metadata directly would bypass the graph (a forged decision, another customer): only cancelling
  // a run (the one update that carries an `action`) is allowed.
  .on('threads:update', ({ user, value }) => ('action' in value && value.action !== undefined ? ownership(userOf(user)) : false))
  .on('threads', ({ user }) => ownership(userOf(user)))
  .on('assistants:read', () => true)
  .on('assistants:search', () => true)
  // An assistant's config and context would be merged into every run: nobody writes assistants, crons or the store.
  .on('assistants', () => false)
  .on('crons', () => false)
  .on('store', () => false);
