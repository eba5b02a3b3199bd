// Wire schemas of the HTTP API (snake_case JSON): request bodies are parsed with them, and the OpenAPI document is
// generated from them, so the two cannot drift apart.
import { z } from 'zod';
import { APPROVAL_STATUSES, TICKET_KINDS, TICKET_STATUSES } from '../../domain/effects.js';
import { ACTIONS, INTENTS, OUTCOMES, ROLES } from '../../domain/vocabulary.js';

/** The schemas the OpenAPI document lists under components.schemas (a local registry, not zod's global one). */
export const apiSchemas = z.registry<{ id: string }>();

const CONVERSATION_STATUSES = ['open', 'waiting_customer', 'waiting_review', 'closed'] as const;

export const messageRequest = z
  .object({
    text: z.string().describe('The customer message (at most 8,000 characters after trimming).'),
    thread_id: z.string().min(1).optional().describe('Continue this thread ({tenant}:{customer}:{ticket}); omitted: EchoPilot picks or starts one.'),
    customer_id: z.string().min(1).optional().describe('Staff keys only (agent-assisted conversation): the customer the agent acts for. Customer keys must not send it.'),
  })
  .strict()
  .register(apiSchemas, { id: 'MessageRequest' });

export const decisionRequest = z
  .object({
    decision: z.enum(['approve', 'reject', 'edit']),
    amount_rupees: z.number().positive().optional().describe('For edit: the amount to approve instead, in rupees (at most two decimals, at most the proposed amount).'),
    note: z.string().max(2_000).optional(),
  })
  .strict()
  .register(apiSchemas, { id: 'DecisionRequest' });

export const turnSchema = z
  .object({
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
    created_at: z.string(),
    updated_at: z.string(),
  })
  .register(apiSchemas, { id: 'Approval' });

export const auditSchema = z
  .object({ id: z.string(), actor: z.string(), actor_role: z.enum([...ROLES, 'system']), event: z.string(), details: z.unknown(), at: z.string() })
  .register(apiSchemas, { id: 'AuditEntry' });

export const conversationDetailSchema = z
  .object({
    conversation: conversationSchema,
    tickets: z.array(ticketSchema),
    approvals: z.array(approvalSchema).optional().describe('Staff only.'),
    incidents: z.array(incidentSchema).optional().describe('Staff only.'),
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
export const conversationList = listOf('ConversationList', conversationSchema);
export const ticketList = listOf('TicketList', ticketSchema);
export const threadMessageList = listOf('ThreadMessageList', threadMessageSchema);
export const incidentList = listOf('IncidentList', incidentSchema);
export const approvalList = listOf('ApprovalList', approvalSchema);
export const passageList = listOf('PassageList', passageSchema);
export const documentList = listOf('KbDocumentList', documentSchema);

export const CONVERSATION_STATUS_VALUES = CONVERSATION_STATUSES;
