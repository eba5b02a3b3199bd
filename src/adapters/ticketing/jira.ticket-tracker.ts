// Jira Cloud REST v3 ticket tracker: one issue per local ticket (issue type per intent, ADF description with the
// customer's words, report, decision, formula and citations; labels; priority from urgency), a comment and a
// transition on each status change. Idempotent: each issue carries a label derived from tenant and ticket id, and
// is looked up by it before any create.
import { createHash } from 'node:crypto';
import { EchoPilotError } from '../../domain/errors.js';
import type { TicketStatus } from '../../domain/effects.js';
import { formatInr } from '../../domain/money.js';
import type { TicketDossier, TicketTracker } from '../../domain/ticketing.port.js';
import { errorMessageOf, httpCall, HttpUnavailableError, type HttpAnswer, type HttpCallPolicy } from '../http/http-call.js';
import { adfDocument, bulletList, paragraph, section, type AdfNode } from './jira-adf.js';

export interface JiraTrackerOptions {
  /** Site URL, e.g. https://bank.atlassian.net */
  url: string;
  email: string;
  apiToken: string;
  /** Project key, e.g. OPS */
  project: string;
  /** Issue type name per intent; missing intents use `default`. */
  issueTypes?: Partial<Record<string, string>> & { default?: string };
  timeoutMs?: number;
  retries?: number;
  baseDelayMs?: number;
}

export const DEFAULT_ISSUE_TYPES: Record<string, string> = { complaint: 'Bug', service_request: 'Task', feature_request: 'Story', query: 'Task', default: 'Task' };

const PRIORITY: Record<'low' | 'medium' | 'high', string> = { low: 'Low', medium: 'Medium', high: 'High' };

/** Jira status names that stand for each local status, best first (workflows differ between projects). */
const STATUS_NAMES: Record<TicketStatus, string[]> = {
  open: ['to do', 'open', 'backlog'],
  pending_approval: ['in review', 'waiting for approval', 'pending', 'in progress'],
  resolved: ['done', 'resolved'],
  closed: ['closed', 'done'],
  rejected: ["won't do", 'declined', 'rejected', 'done'],
};

/** A Jira label (no spaces) from free text. */
const label = (prefix: string, value: string): string => `${prefix}-${value.toLowerCase().replace(/[^a-z0-9_-]+/g, '_')}`;

/** The label that ties an issue to exactly one local ticket. */
export const refLabel = (tenantId: string, ticketId: string): string => `echopilot-${createHash('sha256').update(`${tenantId}\u0000${ticketId}`).digest('hex').slice(0, 20)}`;

export class JiraTicketTracker implements TicketTracker {
  readonly name = 'jira';
  private readonly base: string;
  private readonly auth: string;
  private readonly policy: HttpCallPolicy;

  constructor(private readonly options: JiraTrackerOptions) {
    this.base = options.url.replace(/\/+$/, '');
    this.auth = `Basic ${Buffer.from(`${options.email}:${options.apiToken}`).toString('base64')}`;
    this.policy = { timeoutMs: options.timeoutMs ?? 10_000, retries: options.retries ?? 2, baseDelayMs: options.baseDelayMs ?? 500 };
  }

  async ensureIssue(dossier: TicketDossier): Promise<string> {
    const ref = refLabel(dossier.ticket.tenantId, dossier.ticket.id);
    const jql = `project = "${this.options.project}" AND labels = "${ref}" ORDER BY created ASC`;
    const found = await this.call('GET', `/rest/api/3/search/jql?jql=${encodeURIComponent(jql)}&fields=key&maxResults=1`);
    const existing = (found.json as { issues?: { key?: unknown }[] } | undefined)?.issues?.[0]?.key;
    if (typeof existing === 'string') return existing;
    // A create is never retried blindly (Jira would file it twice): a lost answer fails this pass, and the next pass
    // finds the issue by its label before creating anything.
    const created = await this.call('POST', '/rest/api/3/issue', { fields: this.fields(dossier, ref) }, 0);
    const key = (created.json as { key?: unknown } | undefined)?.key;
    if (typeof key !== 'string') throw new EchoPilotError('UPSTREAM_UNAVAILABLE', 'Jira created an issue but returned no key');
    return key;
  }

  async updateStatus(key: string, dossier: TicketDossier, from: TicketStatus): Promise<void> {
    const to = dossier.ticket.status;
    const path = `/rest/api/3/issue/${encodeURIComponent(key)}`;
    const transitions = ((await this.call('GET', `${path}/transitions`)).json as { transitions?: { id: string; name: string; to?: { name?: string } }[] } | undefined)?.transitions ?? [];
    const wanted = STATUS_NAMES[to];
    const match = wanted.map((name) => transitions.find((t) => (t.to?.name ?? t.name).toLowerCase() === name)).find((t) => t !== undefined);
    const moved = match ? ` Moved to "${match.to?.name ?? match.name}".` : ' No workflow transition matches; status left as is.';
    await this.call('POST', `${path}/comment`, { body: adfDocument(paragraph(`EchoPilot: ticket ${dossier.ticket.id} changed from ${from} to ${to}.${moved}`)) });
    if (match) await this.call('POST', `${path}/transitions`, { transition: { id: match.id } });
  }

  private fields(d: TicketDossier, ref: string) {
    const t = d.ticket;
    const intent = d.intent ?? 'complaint';
    const labels = [
      'echopilot', ref, label('intent', intent), label('kind', t.kind),
      ...(t.claimType ? [label('claim', t.claimType)] : []),
      ...(d.urgency ? [label('urgency', d.urgency)] : []),
      ...(d.sentiment ? [label('sentiment', d.sentiment)] : []),
    ];
    return {
      project: { key: this.options.project },
      issuetype: { name: this.options.issueTypes?.[intent] ?? this.options.issueTypes?.default ?? DEFAULT_ISSUE_TYPES[intent] ?? 'Task' },
      summary: `[${t.id}] ${t.subject}`.slice(0, 250),
      description: description(d),
      labels,
      priority: { name: PRIORITY[d.urgency ?? t.priority] },
    };
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown, retries = this.policy.retries): Promise<HttpAnswer> {
    let answer: HttpAnswer;
    try {
      answer = await httpCall({ ...this.policy, retries }, () => ({
        method, url: `${this.base}${path}`,
        headers: { authorization: this.auth, accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      }));
    } catch (error) {
      if (error instanceof HttpUnavailableError) throw new EchoPilotError('UPSTREAM_UNAVAILABLE', `Jira did not answer ${method} ${path.split('?')[0]}: ${error.message}`, { cause: error, hint: 'the ticket stays in the outbox and is retried' });
      throw error;
    }
    if (answer.status === 401 || answer.status === 403) {
      throw new EchoPilotError('CONFIG_INVALID', `Jira refused the credentials (${answer.status})`, { field: 'ECHOPILOT_JIRA_API_TOKEN', hint: 'check ECHOPILOT_JIRA_EMAIL and ECHOPILOT_JIRA_API_TOKEN' });
    }
    if (answer.status >= 400) throw new EchoPilotError('UPSTREAM_UNAVAILABLE', `Jira answered ${answer.status} to ${method} ${path.split('?')[0]}: ${errorMessageOf(answer)}`);
    return answer;
  }
}

function description(d: TicketDossier) {
  const blocks: AdfNode[] = [
    ...section('Customer\'s words (masked)', paragraph(d.customerWords)),
    ...section('Report', d.report ? [...paragraph(`Issue: ${d.report.issue}`), ...paragraph(`Demand: ${d.report.userDemand}`), ...bulletList(d.report.supportInfoFromUser)] : []),
    ...section('Decision', d.decision ? [
      ...paragraph(`Outcome: ${d.decision.outcome}; valid: ${d.decision.valid === null ? 'not a claim' : d.decision.valid ? 'yes' : 'no'}; amount: ${formatInr(d.decision.amountPaise)}`),
      ...bulletList(d.decision.reasons),
    ] : []),
    ...section('Formula', paragraph(d.formula ?? '')),
    ...section('Citations', bulletList(d.citations.map((c) => `${c.title ?? c.docId} — ${c.section}`))),
    ...section('Ticket', paragraph(d.ticket.body)),
  ];
  return adfDocument(blocks);
}
