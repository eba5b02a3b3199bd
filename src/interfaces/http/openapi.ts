// The OpenAPI 3.1 document of the HTTP API: operations listed here next to the routes, schemas generated from zod.
import { z } from 'zod';
import { apiSchemas } from './schemas.js';
import { PATH_ID_SCHEMA } from './id-fields.js';

type Method = 'get' | 'post' | 'delete';
type SchemaId = string;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description: string;
  schema: Record<string, unknown>;
}

export interface OperationSpec {
  method: Method;
  /** OpenAPI path template, e.g. `/v1/approvals/{id}/decision`. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /** Roles that may call it; `null`: no authentication. */
  roles: readonly string[] | null;
  parameters?: Parameter[];
  body?: SchemaId;
  /** The same operation also takes `multipart/form-data` with this schema (a message with files). */
  multipartBody?: SchemaId;
  /** Success response: a schema id, or a media type with a description. */
  success: { status: number; description: string; schema?: SchemaId; mediaType?: string };
  /** A request body that is not JSON (an uploaded file): its media type and description. */
  rawBody?: { mediaType: string; description: string };
  errors: readonly number[];
}

const ALL = ['customer', 'agent', 'reviewer', 'admin'] as const;
const STAFF = ['agent', 'reviewer', 'admin'] as const;
const REVIEWERS = ['reviewer', 'admin'] as const;
const ADMINS = ['admin'] as const;
const str = { type: 'string' };
const query = (name: string, description: string, schema: Record<string, unknown> = str, required = false): Parameter => ({ name, in: 'query', description, schema, required });
/** `limit` and `cursor`, on every list route. */
const PAGE: Parameter[] = [
  query('limit', 'Page size (1–200, default 50).', { type: 'integer', minimum: 1, maximum: 200, default: 50 }),
  query('cursor', 'The `next_cursor` of the previous page; omitted: the first page.'),
];

/** The client's retry key on message routes (exactly-once turns). */
const IDEMPOTENCY_KEY: Parameter = {
  name: 'Idempotency-Key', in: 'header', schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' },
  description: 'Any unique string per message (e.g. a UUID), scoped to the API key. A retry with the same key answers with the first request\'s turn (same status and body) and never runs the message twice; if the first request is still running the answer is 409 (retry shortly). The same key with a different body is refused with 409 naming `Idempotency-Key`.',
};

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: malformed JSON, a missing or wrong field (named in `error.field`), an empty message.',
  401: 'No API key, or an unknown one.',
  429: 'Too many requests for this API key, or too many wrong keys from this address: wait `Retry-After` seconds.',
  403: 'The key\'s role may not do this, or the resource belongs to another customer.',
  404: 'No such record for this tenant (or not visible to this customer).',
  409: 'Conflict: the approval is already decided, the reviewer already decided it, or the thread waits for a reviewer.',
  413: 'The message is longer than 8,000 characters, the body is larger than 64 KB (multipart with files: 13 MiB), or an attachment is over its limit.',
  422: 'Server configuration is invalid.',
  500: 'Internal error (no details are returned).',
  503: 'Overloaded (too many requests in flight), over the time limit, or a dependency is unavailable: retry after `Retry-After` seconds.',
};

export const OPERATIONS: readonly OperationSpec[] = [
  {
    method: 'post', path: '/v1/conversations/messages', operationId: 'sendMessage', tag: 'conversations', roles: ALL,
    summary: 'Send a customer message and get the turn',
    description: 'Runs one message through the graph. A customer key acts only for its own customer; a staff key names the customer in `customer_id` (agent-assisted). Without `thread_id`, a waiting clarification is resumed, a named ticket reference continues its thread, otherwise a new thread starts.',
    body: 'MessageRequest', multipartBody: 'MessageUpload', success: { status: 200, description: 'The finished turn. In queue mode (REDIS_URL) the answer is 202 with a `TurnJob` instead; with `?wait=true` it is this turn when a worker finishes it within the wait limit (else still 202).', schema: 'Turn' }, errors: [400, 401, 403, 404, 409, 413, 429, 500, 503],
    parameters: [query('wait', 'Queue mode only: `true` waits for the turn (up to ECHOPILOT_QUEUE_WAIT_MS) instead of answering 202 at once.', { type: 'string', enum: ['true', 'false'] }), IDEMPOTENCY_KEY],
  },
  {
    method: 'get', path: '/v1/conversations/jobs/{id}', operationId: 'getTurnJob', tag: 'conversations', roles: ALL,
    summary: 'A queued turn: its state and, once completed, the turn (queue mode)',
    description: 'Queue mode (REDIS_URL) only; otherwise 404. A customer key sees only its own customer\'s jobs.',
    parameters: [{ name: 'id', in: 'path', required: true, description: 'The `job_id` from the 202 answer.', schema: PATH_ID_SCHEMA }],
    success: { status: 200, description: 'The job.', schema: 'TurnJob' }, errors: [400, 401, 404, 500],
  },
  {
    method: 'get', path: '/v1/admin/dead-letters', operationId: 'listDeadLetters', tag: 'operations', roles: ['admin'],
    summary: 'Turns that failed after every retry, newest first (queue mode)',
    description: 'Queue mode (REDIS_URL) only; otherwise 404. Turns refused for their input are not dead letters.',
    parameters: [query('limit', 'At most this many (1..500, default 100).')],
    success: { status: 200, description: 'The dead letters of the caller\'s tenant.', schema: 'DeadLetters' }, errors: [401, 403, 404, 500],
  },
  {
    method: 'post', path: '/v1/conversations/messages/stream', operationId: 'streamMessage', tag: 'conversations', roles: ALL,
    summary: 'Send a message and stream progress (Server-Sent Events)',
    multipartBody: 'MessageUpload',
    description: 'Same input as sendMessage (JSON, or multipart/form-data with attachments). Emits `event: node` as each graph node finishes (`{ node, ms?, summary? }`; the summary only for staff keys), then one `event: turn` carrying the Turn, or `event: error` carrying `{ status, error }` if the turn fails after the stream began.',
    body: 'MessageRequest', success: { status: 200, description: 'An event stream.', mediaType: 'text/event-stream' }, errors: [400, 401, 403, 404, 409, 413, 429, 500, 503],
    parameters: [IDEMPOTENCY_KEY],
  },
  {
    method: 'get', path: '/v1/me', operationId: 'whoAmI', tag: 'conversations', roles: ALL,
    summary: 'Who the API key is: name, tenant, role and (customers) the customer',
    success: { status: 200, description: 'The caller.', schema: 'Caller' }, errors: [401],
  },
  {
    method: 'get', path: '/v1/conversations', operationId: 'listConversations', tag: 'conversations', roles: ALL,
    summary: 'List conversations (customers: their own)',
    parameters: [query('customer_id', 'Staff: only this customer\'s threads.'), query('status', 'open, waiting_customer, waiting_review or closed.'), ...PAGE],
    success: { status: 200, description: 'Threads, most recently updated first.', schema: 'ConversationList' }, errors: [400, 401, 403, 429, 503],
  },
  {
    method: 'get', path: '/v1/conversations/{thread_id}/trace', operationId: 'getConversationTrace', tag: 'conversations', roles: STAFF,
    summary: 'The compiled graph and every audited turn of a thread (path, node outputs, times)',
    description: 'For the console\'s trace view: the graph\'s nodes and edges (conditional edges marked) and, oldest first, each turn\'s path through it and each node\'s output summary and time in milliseconds.',
    parameters: [{ name: 'thread_id', in: 'path', required: true, description: '{tenant}:{customer}:{ticket}', schema: PATH_ID_SCHEMA }],
    success: { status: 200, description: 'The trace.', schema: 'ConversationTrace' }, errors: [400, 401, 403, 404],
  },
  {
    method: 'get', path: '/v1/conversations/{thread_id}', operationId: 'getConversation', tag: 'conversations', roles: ALL,
    summary: 'One conversation; staff also get approvals, incidents and the audit trail',
    parameters: [{ name: 'thread_id', in: 'path', required: true, description: '{tenant}:{customer}:{ticket}', schema: PATH_ID_SCHEMA }],
    success: { status: 200, description: 'The thread with its records.', schema: 'ConversationDetail' }, errors: [400, 401, 404],
  },
  {
    method: 'get', path: '/v1/conversations/{thread_id}/messages', operationId: 'listConversationMessages', tag: 'conversations', roles: ALL,
    summary: 'The customer\'s side of a conversation: their words (personal data masked) and EchoPilot\'s replies, in order',
    description: 'Includes the reply written when a reviewer decides. Customers read only their own threads; another customer\'s thread is 404, exactly like a missing one.',
    parameters: [{ name: 'thread_id', in: 'path', required: true, description: '{tenant}:{customer}:{ticket}', schema: PATH_ID_SCHEMA }],
    success: { status: 200, description: 'Messages, oldest first.', schema: 'ThreadMessageList' }, errors: [400, 401, 404],
  },
  {
    method: 'get', path: '/v1/conversations/{thread_id}/attachments', operationId: 'listConversationAttachments', tag: 'conversations', roles: ALL,
    summary: 'The files the customer attached to a conversation\'s messages',
    description: 'Oldest first, without their bytes. Staff also see a PDF\'s extracted text (personal data masked). Customers read only their own threads; another customer\'s thread is 404, exactly like a missing one.',
    parameters: [{ name: 'thread_id', in: 'path', required: true, description: '{tenant}:{customer}:{ticket}', schema: PATH_ID_SCHEMA }],
    success: { status: 200, description: 'Attachments, oldest first.', schema: 'AttachmentList' }, errors: [400, 401, 404],
  },
  {
    method: 'get', path: '/v1/approvals', operationId: 'listApprovals', tag: 'approvals', roles: STAFF,
    summary: 'The reviewer inbox',
    parameters: [query('status', 'pending, approved, rejected or used; omitted: all.'), query('thread_id', 'Only this thread\'s approvals.'), query('sort', '`urgency`: most urgent first, then oldest, each item with its `urgency`.'), ...PAGE],
    success: { status: 200, description: 'Approvals with their evidence, oldest first.', schema: 'ApprovalList' }, errors: [400, 401, 403, 429, 503],
  },
  {
    method: 'get', path: '/v1/approvals/{id}', operationId: 'getApproval', tag: 'approvals', roles: STAFF,
    summary: 'One approval with its case file',
    description: 'The case a reviewer decides on, read from what the store holds: the customer\'s words (personal data masked), the records (`claimed`: the record the claim is about; `cited`: used by a finding; `candidate`: the rule listed it on the day the claim was reported), each finding, the cited policy passages, the amount with its formula and parts, the verifier\'s confidence, why it came to a person, the urgency and the four-eyes state.',
    parameters: [{ name: 'id', in: 'path', required: true, description: 'Approval id (APR-…).', schema: PATH_ID_SCHEMA }],
    success: { status: 200, description: 'The approval and its case.', schema: 'ApprovalDetail' }, errors: [400, 401, 403, 404],
  },
  {
    method: 'post', path: '/v1/approvals/{id}/decision', operationId: 'decideApproval', tag: 'approvals', roles: REVIEWERS,
    summary: 'Approve, reject or edit (lower the amount of) a pending approval',
    description: 'The reviewer is the key\'s name. Approvals are single-use; above the four-eyes limit two different reviewers must approve. When the approval is final the conversation resumes and the turn is returned.',
    parameters: [{ name: 'id', in: 'path', required: true, description: 'Approval id (APR-…).', schema: PATH_ID_SCHEMA }],
    body: 'DecisionRequest', success: { status: 200, description: 'The approval and, when final, the resumed turn.', schema: 'DecisionResult' }, errors: [400, 401, 403, 404, 409, 429, 503],
  },
  {
    method: 'post', path: '/v1/approvals/{id}/resume', operationId: 'resumeApproval', tag: 'approvals', roles: REVIEWERS,
    summary: 'Finish an approved claim whose payment was interrupted',
    description: 'For an approval that is already approved but whose claim stopped before paying (the process died in between). No decision is taken: the claim is paid once, as approved. 409 `CONFLICT` when the approval is pending or rejected, or its claim\'s run is not waiting; 409 `ALREADY_RESUMED` when its claim has already finished (paid or closed; called again after a resume, nothing is paid again).',
    parameters: [{ name: 'id', in: 'path', required: true, description: 'Approval id (APR-…).', schema: PATH_ID_SCHEMA }],
    success: { status: 200, description: 'The approval and the finished turn.', schema: 'DecisionResult' }, errors: [400, 401, 403, 404, 409, 429, 503],
  },
  {
    method: 'get', path: '/v1/tickets', operationId: 'listTickets', tag: 'records', roles: ALL,
    summary: 'Tickets (customers: their own)',
    parameters: [query('customer_id', 'Staff: only this customer.'), query('thread_id', 'Only this thread.'), query('status', 'open, pending_approval, resolved, closed or rejected.'), query('kind', 'tracking, review, fallback, complaint or request.'), ...PAGE],
    success: { status: 200, description: 'Tickets, oldest first.', schema: 'TicketList' }, errors: [400, 401, 403, 429, 503],
  },
  {
    method: 'post', path: '/v1/tickets/{id}/status', operationId: 'changeTicketStatus', tag: 'records', roles: STAFF,
    summary: 'Change a ticket\'s status (the change and its note go to the audit trail); 409 while its approval waits for a reviewer',
    parameters: [{ name: 'id', in: 'path', required: true, description: 'Ticket id (TKT-…).', schema: PATH_ID_SCHEMA }],
    body: 'TicketStatusRequest', success: { status: 200, description: 'The ticket as it is now.', schema: 'Ticket' }, errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'get', path: '/v1/incidents', operationId: 'listIncidents', tag: 'records', roles: STAFF,
    summary: 'Incident records with their evidence',
    parameters: [query('customer_id', 'Only this customer.'), query('thread_id', 'Only this thread.'), ...PAGE],
    success: { status: 200, description: 'Incidents, oldest first.', schema: 'IncidentList' }, errors: [400, 401, 403, 429, 503],
  },
  {
    method: 'get', path: '/v1/kb/search', operationId: 'searchKnowledgeBase', tag: 'knowledge base', roles: ALL,
    summary: 'Search the tenant\'s knowledge base (only documents the key\'s role may read)',
    parameters: [query('q', 'What to search for.', str, true), query('limit', 'At most this many passages (1–20, default 5).', { type: 'integer', minimum: 1, maximum: 20 })],
    success: { status: 200, description: 'Best passages first.', schema: 'PassageList' }, errors: [400, 401, 429, 503],
  },
  {
    method: 'get', path: '/v1/kb/documents', operationId: 'listKnowledgeBaseDocuments', tag: 'knowledge base', roles: STAFF,
    summary: 'The tenant\'s knowledge-base documents',
    parameters: PAGE,
    success: { status: 200, description: 'Documents readable by the key\'s role, by id.', schema: 'KbDocumentList' }, errors: [400, 401, 403, 429, 503],
  },
  {
    method: 'get', path: '/health/live', operationId: 'healthLive', tag: 'operations', roles: null,
    summary: 'Liveness: the process answers (no authentication, no checks)',
    success: { status: 200, description: 'Alive.', schema: 'Readiness' }, errors: [],
  },
  {
    method: 'get', path: '/health/ready', operationId: 'healthReady', tag: 'operations', roles: null,
    summary: 'Readiness: the store answers, and Redis when REDIS_URL is set (no authentication)',
    success: { status: 200, description: 'Ready to take traffic.', schema: 'Readiness' }, errors: [503],
  },
  {
    method: 'post', path: '/v1/kb/documents', operationId: 'uploadKnowledgeBaseDocument', tag: 'knowledge base', roles: ADMINS,
    summary: 'Upload one document into the knowledge base (replaces a document with the same id)',
    description: 'The body is the file itself (at most 5 MB; not JSON). Its extension picks the parser: .md, .markdown, .txt, .text, .html, .htm, .pdf, .docx. The document id is the file name without its extension unless the file\'s front matter names one; front matter may also set visibility and roles.',
    parameters: [query('filename', 'The file\'s name, with its extension.', str, true), query('visibility', 'public, customer or internal (default internal) when the file does not say.')],
    rawBody: { mediaType: 'application/octet-stream', description: 'The file\'s bytes.' },
    success: { status: 201, description: 'Ingested (200 when it replaced or matched an existing document).', schema: 'KbUploadResult' }, errors: [400, 401, 403, 413],
  },
  {
    method: 'delete', path: '/v1/kb/documents/{doc_id}', operationId: 'deleteKnowledgeBaseDocument', tag: 'knowledge base', roles: ADMINS,
    summary: 'Delete a knowledge-base document and its passages',
    parameters: [{ name: 'doc_id', in: 'path', required: true, description: 'Document id.', schema: PATH_ID_SCHEMA }],
    success: { status: 204, description: 'Deleted.' }, errors: [400, 401, 403, 404],
  },
  {
    method: 'get', path: '/v1/ops/metrics', operationId: 'operationsMetrics', tag: 'operations', roles: ADMINS,
    summary: 'The tenant\'s per-minute messages, outcomes, latency, fallbacks and errors, and its recent errors',
    description: 'Kept in the server\'s memory for the last two hours (a restart starts afresh); empty minutes are filled with zeros so the series has a time axis. Feeds the console\'s operations view.',
    success: { status: 200, description: 'The series.', schema: 'OpsMetrics' }, errors: [401, 403],
  },
  {
    method: 'get', path: '/console', operationId: 'console', tag: 'operations', roles: null,
    summary: 'The web console (redirects to /console/; the page signs in with an API key and uses this API)',
    success: { status: 301, description: 'Redirect to the console page.' }, errors: [],
  },
  {
    method: 'get', path: '/health', operationId: 'health', tag: 'operations', roles: null,
    summary: 'Health: status and store check for anyone; an admin key also sees every check, the tenants and the load',
    description: 'No key needed. A wrong key is still refused (401) and counts against the address\'s wrong-key limit.',
    success: { status: 200, description: 'The service and its store are up.', schema: 'Health' }, errors: [401, 429, 503],
  },
  {
    method: 'get', path: '/metrics', operationId: 'metrics', tag: 'operations', roles: ['admin'],
    summary: 'Prometheus metrics (admin key; or keyless on the separate ECHOPILOT_METRICS_PORT)',
    description: '`echopilot_http_requests_total{method,route,status}` (status 499: the client went away), `echopilot_http_in_flight`, `echopilot_http_shed_total{reason}` (overloaded, timeout, rate_limited, client_closed), `echopilot_turn_latency_seconds` (histogram) and `echopilot_turn_outcomes_total{tenant,outcome}` (on this port: the key\'s tenant only).',
    success: { status: 200, description: 'Prometheus text format 0.0.4.', mediaType: 'text/plain; version=0.0.4' }, errors: [401, 403, 429],
  },
  {
    method: 'get', path: '/openapi.json', operationId: 'openapi', tag: 'operations', roles: null,
    summary: 'This document', success: { status: 200, description: 'OpenAPI 3.1 JSON.', mediaType: 'application/json' }, errors: [],
  },
  {
    method: 'get', path: '/docs', operationId: 'docs', tag: 'operations', roles: null,
    summary: 'This document as a readable HTML page (no scripts)', success: { status: 200, description: 'HTML.', mediaType: 'text/html' }, errors: [],
  },
];

const ref = (id: SchemaId) => ({ $ref: `#/components/schemas/${id}` });

function operationObject(op: OperationSpec) {
  const success = op.success.schema
    ? { description: op.success.description, content: { 'application/json': { schema: ref(op.success.schema) } } }
    : op.success.mediaType
      ? { description: op.success.description, content: { [op.success.mediaType]: { schema: str } } }
      : { description: op.success.description };
  const responses: Record<string, unknown> = { [String(op.success.status)]: success };
  for (const status of op.errors) responses[String(status)] = { description: ERROR_TEXT[status] ?? 'Error.', content: { 'application/json': { schema: ref('Error') } } };
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description || op.roles ? { description: [op.description, op.roles ? `Roles: ${op.roles.join(', ')}.` : null].filter(Boolean).join('\n\n') } : {}),
    ...(op.roles ? { security: [{ apiKey: [] }], 'x-roles': op.roles } : { security: [] }),
    ...(op.parameters ? { parameters: op.parameters } : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: ref(op.body) }, ...(op.multipartBody ? { 'multipart/form-data': { schema: ref(op.multipartBody) } } : {}) } } } : {}),
    ...(op.rawBody ? { requestBody: { required: true, description: op.rawBody.description, content: { [op.rawBody.mediaType]: { schema: { type: 'string', contentMediaType: op.rawBody.mediaType } } } } } : {}),
    responses,
  };
}

function componentSchemas(): Record<string, unknown> {
  const generated = z.toJSONSchema(apiSchemas, { uri: (id) => `#/components/schemas/${id}`, unrepresentable: 'any' }) as { schemas: Record<string, Record<string, unknown>> };
  // Each entry carries its own `$schema`/`$id`; inside an OpenAPI document the dialect is declared once.
  return Object.fromEntries(Object.entries(generated.schemas).map(([id, schema]) => {
    const { $schema: _schema, $id: _id, ...rest } = schema;
    return [id, rest];
  }));
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

export function buildOpenApiDocument(options: { version: string; serverUrl?: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) (paths[op.path] ??= {})[op.method] = operationObject(op);
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'EchoPilot API',
      version: options.version,
      description: 'Claim verification for banks and insurers. Authenticate with `Authorization: Bearer <api key>`: the key decides the tenant, the role and, for customers, the customer. Money is returned in rupees (`amount`) and exact integer paise (`amount_paise`). Errors are `{ "error": { "code", "message", "field"?, "hint"? } }`.',
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: [...new Set(OPERATIONS.map((o) => o.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key from the ECHOPILOT_API_KEYS_FILE file.' } },
      schemas: componentSchemas(),
    },
  };
}
