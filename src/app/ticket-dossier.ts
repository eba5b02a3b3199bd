// Builds what a tracker shows for a local ticket from the records of its thread: the turn's audit entry (masked
// message, intent, urgency, sentiment) and the incident's evidence (report, decision reasons, formula, citations).
import type { AuditEntry, Incident, Ticket } from '../domain/effects.js';
import type { Citation } from '../domain/rule-result.js';
import type { Store } from '../domain/store.port.js';
import type { TicketDossier } from '../domain/ticketing.port.js';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const time = (iso: string): number => Date.parse(iso);
const URGENCY = new Set(['low', 'medium', 'high']);

/** The node summary `node` wrote in a turn's audit entry. */
function nodeSummary(turn: AuditEntry | undefined, node: string): Json | null {
  const nodes = obj(turn?.details)?.nodes;
  if (!Array.isArray(nodes)) return null;
  const found = nodes.map(obj).find((n) => n?.node === node);
  return obj(found?.summary);
}

function citationsOf(ruleResult: Json | null): Citation[] {
  const list = ruleResult?.citations;
  if (!Array.isArray(list)) return [];
  return list.map(obj).flatMap((c) => (c && typeof c.docId === 'string' && typeof c.section === 'string'
    ? [{ docId: c.docId, section: c.section, ...(typeof c.title === 'string' ? { title: c.title } : {}) }] : []));
}

/**
 * The dossier, or null when the turn that wrote the ticket has not recorded its audit entry yet (it is written just
 * after the turn's effects): the ticket is then picked up on a later pass.
 */
export async function ticketDossier(store: Store, ticket: Ticket, options: { waitForTurnMs: number; now: number }): Promise<TicketDossier | null> {
  const [audit, incidents] = await Promise.all([
    store.listAudit(ticket.tenantId, { threadId: ticket.threadId }),
    store.listIncidents(ticket.tenantId, { threadId: ticket.threadId }),
  ]);
  const turn = audit.filter((a) => a.event === 'turn' && time(a.at) >= time(ticket.createdAt)).at(0)
    ?? audit.filter((a) => a.event === 'turn').at(-1);
  if (!turn && options.now - time(ticket.updatedAt) < options.waitForTurnMs) return null;
  const incident: Incident | undefined = incidents.filter((i) => time(i.createdAt) <= time(ticket.createdAt)).at(-1) ?? incidents.at(-1);
  const gather = nodeSummary(turn, 'gather');
  const intake = nodeSummary(turn, 'intake');
  const evidence = obj(incident?.evidence);
  const report = obj(evidence?.report);
  const ruleResult = obj(evidence?.ruleResult);
  const urgency = str(gather?.urgency);
  return {
    ticket,
    intent: str(gather?.intent) ?? str(obj(turn?.details)?.intent),
    urgency: urgency && URGENCY.has(urgency) ? (urgency as TicketDossier['urgency']) : null,
    sentiment: str(gather?.sentiment),
    customerWords: str(intake?.redacted) ?? '',
    report: report ? { issue: str(report.issue) ?? '', userDemand: str(report.userDemand) ?? '', supportInfoFromUser: strings(report.supportInfoFromUser) } : null,
    decision: incident ? { outcome: incident.outcome, valid: incident.valid, amountPaise: incident.amount, reasons: strings(evidence?.reasons) } : null,
    formula: str(ruleResult?.formula),
    citations: citationsOf(ruleResult),
  };
}
