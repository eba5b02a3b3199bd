// Presenters: domain records to the API's snake_case JSON; money as rupees next to exact paise.
import type { z } from 'zod';
import type { TurnResult } from '../../app/conversation-service.js';
import { basename } from 'node:path';
import type { Approval, AuditEntry, Incident, LedgerEntry, ThreadMessage, Ticket } from '../../domain/effects.js';
import type { DocumentSummary, Passage } from '../../domain/knowledge.port.js';
import { toRupees } from '../../domain/money.js';
import type { Conversation } from '../../domain/store.port.js';
import type { Attachment } from '../../domain/attachments.js';
import type { attachmentSchema, approvalSchema, auditSchema, conversationSchema, creditSchema, documentSchema, incidentSchema, passageSchema, threadMessageSchema, ticketSchema, issueTurnSchema, turnSchema } from './schemas.js';

const issueTurnJson = (t: TurnResult): z.infer<typeof issueTurnSchema> => ({
  thread_id: t.threadId, intent: t.intent, claim_type: t.claimType, outcome: t.outcome, valid: t.valid,
  amount: toRupees(t.amount), amount_paise: t.amount, actions: t.actions, reply: t.reply, path: t.path,
  waiting_for: t.waitingFor, approval_id: t.approvalId, latency_ms: Math.round(t.latencyMs * 100) / 100,
});

export const turnJson = (t: TurnResult): z.infer<typeof turnSchema> => ({
  ...issueTurnJson(t),
  ...(t.also && t.also.length > 0 ? { also: t.also.map(issueTurnJson) } : {}),
});

export const conversationJson = (c: Conversation): z.infer<typeof conversationSchema> => ({
  thread_id: c.threadId, customer_id: c.customerId, status: c.status, claim_type: c.claimType, subject_id: c.subjectId,
  last_outcome: c.lastOutcome, summary: c.summary, created_at: c.createdAt, updated_at: c.updatedAt,
});

/** A ticket; the internal notes (rule, limits, thresholds, reviewer notes) and the external tracker's key only for staff. */
export const ticketJson = (t: Ticket, staff: boolean): z.infer<typeof ticketSchema> => ({
  id: t.id, customer_id: t.customerId, thread_id: t.threadId, kind: t.kind, status: t.status, priority: t.priority,
  subject: t.subject, customer_text: t.customerText, amount: toRupees(t.amount), amount_paise: t.amount,
  ...(staff ? { internal_notes: t.body } : {}), claim_type: t.claimType, created_at: t.createdAt, updated_at: t.updatedAt,
  ...(staff ? { external_key: t.externalKey ?? null } : {}),
});

export const attachmentJson = (a: Attachment, staff: boolean): z.infer<typeof attachmentSchema> => ({
  id: a.id, name: a.name, kind: a.kind, media_type: a.mediaType, size: a.size, sha256: a.sha256, has_text: a.text !== null,
  ...(staff ? { text: a.text } : {}), created_at: a.createdAt,
});

export const threadMessageJson = (m: ThreadMessage): z.infer<typeof threadMessageSchema> => ({ id: m.id, author: m.author, text: m.text, at: m.at });

export const incidentJson = (i: Incident): z.infer<typeof incidentSchema> => ({
  id: i.id, customer_id: i.customerId, thread_id: i.threadId, claim_type: i.claimType, outcome: i.outcome, valid: i.valid,
  amount: toRupees(i.amount), amount_paise: i.amount, summary: i.summary, evidence: i.evidence, created_at: i.createdAt,
});

export const approvalJson = (a: Approval): z.infer<typeof approvalSchema> => ({
  id: a.id, customer_id: a.customerId, thread_id: a.threadId, claim_type: a.claimType, status: a.status,
  amount: toRupees(a.amount), amount_paise: a.amount, required_approvers: a.requiredApprovers,
  decisions: a.decisions.map((d) => ({ reviewer: d.reviewer, decision: d.decision, amount_paise: d.amount, note: d.note, at: d.at })),
  evidence: a.evidence, created_at: a.createdAt, updated_at: a.updatedAt,
});

export const auditJson = (e: AuditEntry): z.infer<typeof auditSchema> => ({ id: e.id, actor: e.actor, actor_role: e.actorRole, event: e.event, details: e.details, at: e.at });

export const passageJson = (p: Passage): z.infer<typeof passageSchema> => ({
  doc_id: p.docId, title: p.title, section: p.section, section_path: p.sectionPath, chunk_id: p.chunkId, score: p.score, snippet: p.snippet, text: p.text,
});

export const documentJson = (d: DocumentSummary): z.infer<typeof documentSchema> => ({
  doc_id: d.docId, title: d.title, source_path: basename(d.sourcePath), version: d.version, effective_date: d.effectiveDate,
  visibility: d.visibility, roles: d.roles, chunk_count: d.chunkCount, updated_at: d.updatedAt,
});

export const creditJson = (e: LedgerEntry): z.infer<typeof creditSchema> => ({
  id: e.id, kind: e.kind, amount: toRupees(e.amount), amount_paise: e.amount, relates_to: e.relatesTo, created_at: e.createdAt,
});
