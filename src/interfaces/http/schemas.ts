// Wire schemas of the HTTP API (snake_case JSON): request bodies are parsed with them, and the OpenAPI document is
// generated from them, so the two cannot drift apart.
import { z } from 'zod';
import { APPROVAL_STATUSES, TICKET_KINDS, TICKET_STATUSES } from '../../domain/effects.js';
import { ACTIONS, INTENTS, OUTCOMES, ROLES } from '../../domain/vocabulary.js';
import { customerIdField, threadIdField } from './id-fields.js';

/** The schemas the OpenAPI document lists under components.schemas (a local registry, not zod's global one). */
export const apiSchemas = z.registry<{ id: string }>();

const CONVERSATION_STATUSES = ['open', 'waiting_customer', 'waiting_review', 'closed'] as const;

export const messageRequest = z
  .object({
    text: z.string().describe('The customer message (at most 8,000 characters after trimming).'),
    thread_id: threadIdField.optional().describe('Continue this thread ({tenant}:{customer}:{ticket}, at most 200 characters); omitted: EchoPilot picks or starts one.'),
    customer_id: customerIdField.optional().describe('Staff keys only (agent-assisted conversation): the customer the agent acts for (at most 100 characters). Customer keys must not send it.'),
  })
  .strict()
  .register(apiSchemas, { id: 'MessageRequest' });

export const messageUploadSchema = z
  .object({
    text: z.string().describe('The customer message (at most 8,000 characters after trimming).'),
    thread_id: threadIdField.optional().describe('As in MessageRequest.'),
    customer_id: customerIdField.optional().describe('As in MessageRequest (staff keys only).'),
    attachments: z.array(z.string().meta({ format: 'binary' })).max(5)
      .describe('Files (repeat the part): PDF, PNG or JPEG, recognised by their content, not their name or part type; at most 5 files, 5 MiB each, 12 MiB together. A PDF\'s text (its first 50 pages, at most 20,000 characters) is extracted, masked and given to the report as the customer\'s unverified material; it never changes identity, records, amounts or decisions. The PDFs of one message are read within 8 s together; the file still being read then is refused (400 naming attachments[i]).'),
  })
  .register(apiSchemas, { id: 'MessageUpload' });

export const attachmentSchema = z
  .object({
    id: z.string(),
    name: z.string().describe('The file name as sent (last path segment, control characters removed).'),
    kind: z.enum(['pdf', 'png', 'jpeg']).describe('From the file\'s content (magic bytes).'),
    media_type: z.string(),
    size: z.number().int().describe('Bytes.'),
    sha256: z.string(),
    has_text: z.boolean().describe('A PDF whose text was extracted.'),
    text: z.string().nullable().optional().describe('Staff only: the extracted text with personal data masked (unverified, supplied by the customer).'),
    created_at: z.string(),
  })
  .register(apiSchemas, { id: 'Attachment' });

export const decisionRequest = z
  .object({
    decision: z.enum(['approve', 'reject', 'edit']),
    amount_rupees: z.number().positive().optional().describe('For edit: the amount to approve instead, in rupees (at most two decimals, at most the proposed amount).'),
    note: z.string().max(2_000).optional(),
  })
  .strict()
  .register(apiSchemas, { id: 'DecisionRequest' });

const turnFields = {
    thread_id: z.string(),
    intent: z.enum(INTENTS).nullable(),
    claim_type: z.string().nullable(),
    outcome: z.enum(OUTCOMES),
    valid: z.boolean().nullable(),
    amount: z.number().describe('Granted money in rupees: paid when resolved, proposed when needs_approval.'),
    amount_paise: z.number().int(),
    actions: z.array(z.enum(ACTIONS)),
    reply: z.string(),
    path: z.array(z.string()).describe('The graph nodes this turn ran through, in order.'),
    waiting_for: z.enum(['customer', 'review']).nullable(),
    approval_id: z.string().nullable(),
    latency_ms: z.number(),
};

/** Another issue of the same message, run as its own turn on its own thread. */
export const issueTurnSchema = z.object(turnFields).register(apiSchemas, { id: 'IssueTurn' });

export const turnSchema = z
  .object({
    ...turnFields,
    also: z.array(issueTurnSchema).optional().describe('Present when the message raised more than one issue: the others, in the message\'s order, each with its own thread, decision and reply (the reply above has them all). The turn itself is the first issue that is more than an answer to a question or a suggestion.'),
  })
  .register(apiSchemas, { id: 'Turn' });

export const errorSchema = z
  .object({
    error: z.object({
      code: z.string().describe('Stable error code, e.g. MESSAGE_EMPTY, FORBIDDEN, CONFLICT.'),
      message: z.string(),
      field: z.string().optional().describe('The request field at fault, when known.'),
      hint: z.string().optional().describe('What to do about it.'),
    }),
  })
  .register(apiSchemas, { id: 'Error' });

export const conversationSchema = z
  .object({
    thread_id: z.string(),
    customer_id: z.string(),
    status: z.enum(CONVERSATION_STATUSES),
    claim_type: z.string().nullable(),
    subject_id: z.string().nullable(),
    last_outcome: z.enum(OUTCOMES).nullable(),
    summary: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .register(apiSchemas, { id: 'Conversation' });

export const ticketSchema = z
  .object({
    id: z.string(),
    customer_id: z.string(),
    thread_id: z.string(),
    kind: z.enum(TICKET_KINDS),
    status: z.enum(TICKET_STATUSES),
    priority: z.enum(['low', 'medium', 'high']),
    subject: z.string(),
    customer_text: z.string().describe('What the customer is told about the ticket: what happened and what comes next.'),
    amount: z.number().describe('Rupees the ticket is about: paid when resolved, proposed while a reviewer decides.'),
    amount_paise: z.number().int(),
    internal_notes: z.string().optional().describe('Staff only: the redacted message, the report, the rule applied and the internal reasoning.'),
    claim_type: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    external_key: z.string().nullable().optional().describe('Staff only: the issue key in the external tracker (e.g. Jira OPS-42), null until the outbox has synced it.'),
  })
  .register(apiSchemas, { id: 'Ticket' });

export const threadMessageSchema = z
  .object({
    id: z.string(),
    author: z.enum(['customer', 'echopilot']),
    text: z.string().describe('Customer messages are stored with personal data masked.'),
    at: z.string(),
  })
  .register(apiSchemas, { id: 'ThreadMessage' });

export const incidentSchema = z
  .object({
    id: z.string(),
    customer_id: z.string(),
    thread_id: z.string(),
    claim_type: z.string().nullable(),
    outcome: z.enum(OUTCOMES),
    valid: z.boolean().nullable(),
    amount: z.number(),
    amount_paise: z.number().int(),
    summary: z.string(),
    evidence: z.unknown(),
    created_at: z.string(),
  })
  .register(apiSchemas, { id: 'Incident' });

export const approvalSchema = z
  .object({
    id: z.string(),
    customer_id: z.string(),
    thread_id: z.string(),
    claim_type: z.string().nullable(),
    status: z.enum(APPROVAL_STATUSES),
    amount: z.number(),
    amount_paise: z.number().int(),
    required_approvers: z.number().int(),
    decisions: z.array(z.object({ reviewer: z.string(), decision: z.enum(['approve', 'reject', 'edit']), amount_paise: z.number().int().nullable(), note: z.string(), at: z.string() })),
    evidence: z.unknown(),
    urgency: z.string().optional().describe('With sort=urgency only: high, medium or low.'),
    overdue: z.array(z.object({ kind: z.string(), due_at: z.string(), promise: z.string() })).optional()
      .describe('With sort=urgency only: promises on this claim whose deadline passed (an overdue approval, shadow credit or reversal); any makes it high urgency.'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .register(apiSchemas, { id: 'Approval' });

export const auditSchema = z
  .object({ id: z.string(), actor: z.string(), actor_role: z.enum([...ROLES, 'system']), event: z.string(), details: z.unknown(), at: z.string() })
  .register(apiSchemas, { id: 'AuditEntry' });

export const creditSchema = z
  .object({ id: z.string(), kind: z.enum(['reversal', 'refund', 'compensation', 'interest']), amount: z.number(), amount_paise: z.number().int(), relates_to: z.string(), created_at: z.string() })
  .register(apiSchemas, { id: 'Credit' });

export const callerSchema = z
  .object({ name: z.string(), tenant: z.string(), role: z.enum(ROLES), customer_id: z.string().nullable() })
  .register(apiSchemas, { id: 'Caller' });

export const conversationDetailSchema = z
  .object({
    conversation: conversationSchema,
    tickets: z.array(ticketSchema),
    approvals: z.array(approvalSchema).optional().describe('Staff only.'),
    incidents: z.array(incidentSchema).optional().describe('Staff only.'),
    credits: z.array(creditSchema).describe('Money credited to the customer on this thread (reversals, refunds, compensation, interest).'),
    audit: z.array(auditSchema).optional().describe('Staff only: every turn with its path and node outputs, and every reviewer decision.'),
  })
  .register(apiSchemas, { id: 'ConversationDetail' });

export const decisionResult = z
  .object({ approval: approvalSchema, turn: turnSchema.nullable().describe('The resumed turn once the approval is final; null while a second reviewer is needed.') })
  .register(apiSchemas, { id: 'DecisionResult' });

export const passageSchema = z
  .object({ doc_id: z.string(), title: z.string(), section: z.string(), section_path: z.array(z.string()), chunk_id: z.string(), score: z.number(), snippet: z.string(), text: z.string() })
  .register(apiSchemas, { id: 'Passage' });

export const documentSchema = z
  .object({
    doc_id: z.string(), title: z.string(), source_path: z.string().describe('The source file\'s name (never a path on the server).'), version: z.string(), effective_date: z.string(),
    visibility: z.enum(['public', 'customer', 'internal']), roles: z.array(z.string()), chunk_count: z.number().int(), updated_at: z.string(),
  })
  .register(apiSchemas, { id: 'KbDocument' });

const checkStatus = z.enum(['ok', 'unavailable']);

export const healthSchema = z
  .object({
    status: checkStatus, store: checkStatus,
    checks: z.record(z.string(), checkStatus).optional().describe('Admin keys only: every readiness check.'),
    tenants: z.array(z.string()).optional().describe('Admin keys only: the tenants this server runs.'),
    in_flight: z.number().int().optional().describe('Admin keys only: requests under /v1 running now.'),
  })
  .register(apiSchemas, { id: 'Health' });

export const readinessSchema = z
  .object({ status: checkStatus, checks: z.record(z.string(), checkStatus).describe('`store` always; `redis` when REDIS_URL is set.') })
  .register(apiSchemas, { id: 'Readiness' });

/** A page of a list route: `next_cursor` is null on the last page. */
export const listOf = <T extends z.ZodType>(name: string, item: T) =>
  z.object({ items: z.array(item), next_cursor: z.string().nullable().optional().describe('Pass as `cursor` for the next page; null on the last page.') }).register(apiSchemas, { id: name });

export const ticketStatusRequest = z
  .object({
    status: z.enum(TICKET_STATUSES),
    note: z.string().max(2_000).optional().describe('Why the status changed; kept in the audit trail.'),
  })
  .strict()
  .register(apiSchemas, { id: 'TicketStatusRequest' });

const RECORD_ROLES = ['candidate', 'cited', 'claimed'] as const;

export const approvalCaseSchema = z
  .object({
    customer_words: z.string().nullable().describe('The message that raised the claim, with personal data masked.'),
    issue: z.string().nullable(),
    demand: z.string().nullable(),
    support: z.array(z.string()).describe('Facts taken from the message (amounts, dates, counterparties).'),
    records: z.array(z.object({
      id: z.string(),
      kind: z.enum(['transaction', 'policy', 'claim', 'card']),
      at: z.string().nullable(),
      amount: z.number().nullable(),
      amount_paise: z.number().int().nullable(),
      description: z.string(),
      roles: z.array(z.enum(RECORD_ROLES)).describe('claimed: the record the claim is about; cited: used by a finding; candidate: the rule listed it as a possible subject.'),
    })),
    claimed_record_id: z.string().nullable(),
    findings: z.array(z.object({ code: z.string(), text: z.string(), record_ids: z.array(z.string()) })),
    citations: z.array(z.object({ doc_id: z.string(), section: z.string(), passages: z.array(z.string()).describe('The retrieved text of that section, when the report kept it.') })),
    amount: z.number(),
    amount_paise: z.number().int(),
    formula: z.string().nullable(),
    components: z.array(z.object({ kind: z.string(), label: z.string(), amount: z.number(), amount_paise: z.number().int(), formula: z.string(), relates_to: z.string() })),
    confidence: z.number().nullable().describe("The verifier's confidence (0–1)."),
    why_review: z.array(z.string()).describe('Why the claim came to a person.'),
    urgency: z.enum(['high', 'medium', 'low']).or(z.string()),
    four_eyes: z.object({
      required_approvers: z.number().int(),
      approved_by: z.array(z.string()),
      still_needed: z.number().int(),
      cannot_approve: z.array(z.string()).describe('Who raised the claim and who already decided: they cannot approve (again).'),
    }),
  })
  .register(apiSchemas, { id: 'ApprovalCase' });

export const approvalDetailSchema = z.object({ approval: approvalSchema, case: approvalCaseSchema }).register(apiSchemas, { id: 'ApprovalDetail' });

export const traceSchema = z
  .object({
    thread_id: z.string(),
    graph: z.object({
      nodes: z.array(z.object({ id: z.string() })),
      edges: z.array(z.object({ source: z.string(), target: z.string(), conditional: z.boolean() })),
    }).describe('The compiled graph (including __start__ and __end__).'),
    turns: z.array(z.object({
      at: z.string(),
      actor: z.string(),
      event: z.string(),
      outcome: z.string().nullable(),
      path: z.array(z.string()),
      nodes: z.array(z.object({ node: z.string(), ms: z.number().nullable(), summary: z.unknown() })),
    })).describe('Every audited turn of the thread, oldest first.'),
  })
  .register(apiSchemas, { id: 'ConversationTrace' });

export const opsMetricsSchema = z
  .object({
    tenant: z.string(),
    bucket_seconds: z.number().int(),
    points: z.array(z.object({
      at: z.string().describe('Start of the bucket (UTC).'),
      messages: z.number().int(),
      outcomes: z.record(z.string(), z.number().int()),
      latency_ms_avg: z.number().nullable(),
      latency_ms_max: z.number().nullable(),
      fallbacks: z.number().int().describe('Agent calls that fell back to the offline agent.'),
      errors: z.number().int().describe('Responses with status 500 or more, and failed streams.'),
    })),
    recent_errors: z.array(z.object({ at: z.string(), route: z.string(), status: z.number().int(), code: z.string(), message: z.string() })),
  })
  .register(apiSchemas, { id: 'OpsMetrics' });

export const uploadResultSchema = z
  .object({ doc_id: z.string(), status: z.enum(['inserted', 'replaced', 'unchanged']), chunks: z.number().int(), title: z.string() })
  .register(apiSchemas, { id: 'KbUploadResult' });

export const conversationList = listOf('ConversationList', conversationSchema);
export const ticketList = listOf('TicketList', ticketSchema);
export const threadMessageList = listOf('ThreadMessageList', threadMessageSchema);
export const attachmentList = z.object({ items: z.array(attachmentSchema) }).register(apiSchemas, { id: 'AttachmentList' });
export const incidentList = listOf('IncidentList', incidentSchema);
export const approvalList = listOf('ApprovalList', approvalSchema);
export const passageList = listOf('PassageList', passageSchema);
export const documentList = listOf('KbDocumentList', documentSchema);

export const CONVERSATION_STATUS_VALUES = CONVERSATION_STATUSES;
