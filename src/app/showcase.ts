// The demo showcase: each tenant's scripted conversations, run on a fresh in-memory copy of its world.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { EchoPilotError } from '../domain/errors.js';
import { isCalendarDate } from '../domain/calendar.js';
import type { TurnResult } from './conversation-service.js';
import { openEchoPilot } from './echopilot.js';
import { tenantPaths, loadTenantWorld } from './tenant-directory.js';

const showcaseSchema = z.strictObject({
  today: z.string().refine(isCalendarDate, 'must be a date YYYY-MM-DD').optional(),
  conversations: z.array(z.strictObject({
    customer: z.string().min(1), title: z.string().min(1), messages: z.array(z.string().min(1)).min(1),
    /** Reviewers (names of reviewer keys in tenants/api-keys.example.yaml) who approve the claim, in order: two for four eyes. */
    review: z.array(z.string().min(1)).min(1).optional(),
  })),
});

export interface ShowcaseEvent {
  tenant: string;
  title: string;
  customer: string;
  message: string;
  /** The turn a message or a final review decision ran; null for a review step still pending and for the customer's view. */
  turn: TurnResult | null;
  /** A reviewer's decision shown by the demo after a needs_approval outcome: the approval's status after it. */
  review?: string;
  /** After a review: the thread as the customer sees it (their words and every reply, in order). */
  thread?: { author: 'customer' | 'echopilot'; text: string }[];
}

/** Runs a tenant's showcase; the first claim that needs approval is approved by demo reviewers to show the rest. */
export async function runShowcase(tenantsRoot: string, tenantId: string, onEvent: (event: ShowcaseEvent) => void): Promise<void> {
  const file = join(tenantPaths(tenantsRoot, tenantId).dir, 'showcase.yaml');
  const parsed = showcaseSchema.safeParse(parseYaml(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new EchoPilotError('CONFIG_INVALID', parsed.error.issues.map((i) => `${file}: ${i.path.join('.')}: ${i.message}`).join('\n'));
  const world = loadTenantWorld(tenantsRoot, tenantId);
  const now = parsed.data.today ? `${parsed.data.today}T12:00:00+05:30` : undefined;
  const app = await openEchoPilot({ memory: true, tenantsRoot });
  let approvedOne = false;
  try {
    if (world) await app.store.insertWorld(tenantId, world);
    for (const conversation of parsed.data.conversations) {
      let turn: TurnResult | null = null;
      for (const message of conversation.messages) {
        turn = await app.conversations.send({
          identity: { tenantId, customerId: conversation.customer, role: 'customer', actor: 'demo' },
          text: message, ...(turn ? { threadId: turn.threadId } : {}), ...(now ? { now } : {}),
        });
        onEvent({ tenant: tenantId, title: conversation.title, customer: conversation.customer, message, turn });
      }
      if (turn?.waitingFor !== 'review' || !turn.approvalId) continue;
      // Conversations that name their reviewers are walked through; otherwise the first claim waiting is approved.
      if (!conversation.review && approvedOne) continue;
      if (!conversation.review) approvedOne = true;
      const reviewers = conversation.review ?? ['reviewer-asha', 'reviewer-vikram'];
      const base = { tenant: tenantId, title: `${conversation.title} — after review`, customer: conversation.customer };
      for (const reviewer of reviewers) {
        const { approval, turn: resumed } = await app.approvals.decide({
          tenantId, approvalId: turn.approvalId, reviewer: { id: reviewer, role: 'reviewer' }, decision: 'approve', note: 'Checked the evidence.', ...(now ? { now: new Date(now) } : {}),
        });
        const approvers = approval.decisions.map((d) => d.reviewer);
        if (!resumed) {
          if (conversation.review) {
            onEvent({ ...base, title: `${conversation.title} — first review`, message: `(approved by ${approvers.join(' and ')}: ${approvers.length} of ${approval.requiredApprovers} approvals, still ${approval.status}; nothing paid yet)`, turn: null, review: approval.status });
          }
          continue;
        }
        onEvent({ ...base, message: `(approved by ${approvers.join(' and ')})`, turn: resumed, review: approval.status });
        if (conversation.review) {
          const thread = (await app.store.listMessages(tenantId, turn.threadId)).map((m) => ({ author: m.author, text: m.text }));
          onEvent({ ...base, title: `${conversation.title} — what the customer sees`, message: `(the thread ${turn.threadId} as ${conversation.customer} sees it)`, turn: null, thread });
        }
        break;
      }
    }
  } finally {
    await app.close();
  }
}
