// A careful model for the scripted server (bench only): understands messages as the offline classifier does, looks
// records up with the tools, picks the record the message points to, follows the rule result, repeats the reply.
import { offlineAgents } from '../../src/app/offline-agents.js';
import { loadConfig } from '../../src/app/config.js';
import { DirectoryTenantRegistry } from '../../src/app/tenant-registry.js';
import { tenantProfile } from '../../src/agents/tenant-profile.js';
import { extractEntities } from '../../src/agents/gather/offline/entity-extractor.js';
import type { TenantProfile } from '../../src/agents/ports.js';
import { makeClock, type Clock } from '../../src/domain/calendar.js';
import type { Entities } from '../../src/domain/entities.js';
import { formatInr } from '../../src/domain/money.js';
import { requestKind, requestText } from '../../test/support/hostile-model.js';
import type { ChatRequest, ScriptedReply } from '../../test/support/scripted-openai-server.js';

interface Candidate { id: string; tier: number; amount: number | null; date: string | null; labels: string[]; describe: string }
interface RuleSeen { subjectId: string | null; eligible: string; amount: number }

function customerTexts(text: string): string[] {
  return [...text.matchAll(/<(customer_message|customer_reply)>\n(".*?")\n<\/\1>/gs)].map((m) => String(JSON.parse(m[2] ?? '""')));
}

function toolJson(body: ChatRequest): unknown[] {
  const out: unknown[] = [];
  for (const m of body.messages ?? []) {
    if (m.role === 'tool' && typeof m.content === 'string') {
      try {
        out.push(JSON.parse(m.content));
      } catch {
        // an error message from a refused call
      }
    }
  }
  // The decision prompt carries tool results as text: "name(args) →\n<json>".
  for (const match of requestText(body).matchAll(/→\n(\{.*\}|\[.*\])$/gm)) {
    try {
      out.push(JSON.parse(match[1] ?? ''));
    } catch {
      // cut at the prompt's length limit
    }
  }
  return out;
}

function candidatesIn(body: ChatRequest): Candidate[] {
  const seen = new Map<string, Candidate>();
  for (const value of toolJson(body)) {
    const list = (value as { candidates?: Candidate[] } | null)?.candidates;
    if (Array.isArray(list)) list.forEach((c) => seen.set(c.id, c));
  }
  return [...seen.values()];
}

function rulesIn(body: ChatRequest): RuleSeen[] {
  return toolJson(body).filter((v): v is RuleSeen => typeof v === 'object' && v !== null && typeof (v as RuleSeen).eligible === 'string' && typeof (v as RuleSeen).amount === 'number');
}

/** The record the customer's words point to: the only candidate, or the one their amounts, dates and labels fit best. */
function pointedTo(candidates: Candidate[], entities: Entities): Candidate | null {
  const lowest = Math.min(...candidates.map((c) => c.tier));
  const pool = candidates.filter((c) => c.tier === lowest);
  if (pool.length === 1) return pool[0] ?? null;
  const words = [...entities.references, ...entities.counterparties, ...entities.cardLast4, ...(entities.numbers ?? [])].map((w) => w.toLowerCase());
  const score = (c: Candidate) =>
    (c.amount !== null && entities.amounts.includes(c.amount) ? 2 : 0) +
    (c.date !== null && entities.dates.some((d) => d.from <= c.date! && c.date! <= d.to) ? 2 : 0) +
    (words.some((w) => c.id.toLowerCase() === w || c.labels.some((l) => l.toLowerCase().includes(w))) ? 2 : 0);
  const scored = pool.map((c) => ({ c, s: score(c) })).sort((a, b) => b.s - a.s);
  return scored[0] && scored[0].s > 0 && scored[0].s > (scored[1]?.s ?? 0) ? scored[0].c : null;
}

export interface HonestModel {
  respond(body: ChatRequest): Promise<ScriptedReply>;
}

export function honestModel(): HonestModel {
  const tenants = new DirectoryTenantRegistry(loadConfig().tenantsRoot);
  const profiles: TenantProfile[] = ['demo-bank', 'demo-insurer'].map((id) => tenantProfile(tenants.get(id)));
  const offline = offlineAgents();
  const tenantOf = (text: string) => profiles.find((p) => text.includes(p.name)) ?? profiles[0]!;
  const clockOf = (text: string): Clock => makeClock('Asia/Kolkata', /Today is (\d{4}-\d{2}-\d{2})/.exec(text)?.[1] ?? '2026-01-01');
  const entitiesJson = (e: Entities) => ({
    amounts: e.amounts.map((p) => formatInr(p)), dates: e.dates, cardLast4: e.cardLast4, references: e.references,
    counterparties: e.counterparties, channels: e.channels, products: e.products,
  });

  return {
    async respond(body) {
      const text = requestText(body);
      const said = customerTexts(text);
      const clock = clockOf(text);
      switch (requestKind(body)) {
        case 'intent_analysis': {
          const message = said[0] ?? '';
          const a = await offline.classifier.analyse({ text: message, tenant: tenantOf(text), clock });
          return {
            kind: 'json',
            value: {
              intent: a.intent, intentConfidence: a.intentConfidence, claimType: a.claimType, claimTypeConfidence: a.claimTypeConfidence,
              urgency: a.urgency, sentiment: a.sentiment, language: a.language, englishText: message, aspects: a.aspects.slice(0, 8),
              entities: entitiesJson(a.entities), cancelNow: a.cancelNow, dissatisfied: a.dissatisfied,
              issue: message, userDemand: message, supportInfo: [],
            },
          };
        }
        case 'entities':
          return { kind: 'json', value: entitiesJson(extractEntities(said.join('\n'), clock)) };
        case 'report':
          return { kind: 'json', value: { issue: said[0] ?? '', userDemand: said[0] ?? '', supportInfoFromUser: [], relevantSources: [1] } };
        case 'plan': {
          const claimType = /claim type ([a-z][a-z0-9_]*)/.exec(text)?.[1];
          if (!claimType || claimType === 'unknown') return { kind: 'text', text: 'Not a claim.' };
          const candidates = candidatesIn(body);
          if (candidates.length === 0 && !body.messages?.some((m) => m.role === 'tool')) {
            return { kind: 'tools', calls: [{ name: 'find_claim_records', args: { claim_type: claimType } }] };
          }
          const issue = /Issue: (.*)$/m.exec(text)?.[1] ?? '';
          const chosen = rulesIn(body).length === 0 ? pointedTo(candidates, extractEntities([issue, ...said].join('\n'), clock)) : null;
          const cancelNow = /cancel now: true/.test(text);
          return chosen
            ? { kind: 'tools', calls: [{ name: 'evaluate_policy_rule', args: { claim_type: claimType, record_id: chosen.id, cancel_now: cancelNow } }] }
            : { kind: 'text', text: 'I have what I need.' };
        }
        case 'verdict': {
          const claimType = /claim type ([a-z][a-z0-9_]*)/.exec(text)?.[1] ?? null;
          const rule = rulesIn(body).at(-1);
          const candidates = candidatesIn(body);
          const base = { claimType, candidates: [] as { id: string; describe: string }[], amount: null as string | null, confidence: 0.9, reasons: ['Checked against the records and the policy rule.'], citations: [] };
          if (rule) {
            const status = rule.eligible === 'yes' ? 'valid' : rule.eligible === 'no' ? 'invalid' : 'needs_human';
            return { kind: 'json', value: { ...base, status, subjectId: rule.subjectId, amount: rule.amount > 0 ? formatInr(rule.amount) : null } };
          }
          if (claimType === null || claimType === 'unknown') return { kind: 'json', value: { ...base, claimType: null, status: 'not_a_claim', subjectId: null } };
          if (candidates.length === 0) return { kind: 'json', value: { ...base, status: 'no_record', subjectId: null } };
          return { kind: 'json', value: { ...base, status: 'ambiguous', subjectId: null, candidates: candidates.map((c) => ({ id: c.id, describe: c.describe })) } };
        }
        case 'answer': {
          // The numbered source sharing most words with the question, quoted.
          const question = new Set((said[0] ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 3));
          const sources = [...text.matchAll(/^\[(\d+)\] [^\n]*\n([\s\S]*?)(?=\n\n\[\d+\] |\n\nCustomer records:)/gm)].map((m) => ({ n: Number(m[1]), body: m[2] ?? '' }));
          const overlap = (body: string) => body.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => question.has(w)).length;
          const best = [...sources].sort((a, b) => overlap(b.body) - overlap(a.body))[0];
          return best
            ? { kind: 'json', value: { found: true, text: best.body.slice(0, 400), sources: [best.n] } }
            : { kind: 'json', value: { found: false, text: 'I could not find this in our documents; we can raise a ticket for you.', sources: [] } };
        }
        case 'reply':
          return { kind: 'json', value: { text: /"""\n([\s\S]*?)\n"""/.exec(text)?.[1] ?? '' } };
        default:
          return { kind: 'status', status: 400, message: 'unexpected request' };
      }
    },
  };
}
