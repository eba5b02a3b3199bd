// Real processes for the cluster tests and benchmark: `echopilot serve` and `worker` started with tsx, a world of
// customers each with failed ATM withdrawals to claim, and the exactly-once audit of what the store holds afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { World } from '../../src/domain/records.js';
import type { Store } from '../../src/domain/store.port.js';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');
/** The clock every process is pinned to (`serve --now`), so that claims are judged the same on every run. */
export const CLUSTER_NOW = '2026-11-22T12:00:00+05:30';
/** An agent key of tenants/api-keys.example.yaml: it acts for any customer of demo-bank (agent-assisted). */
export const AGENT_KEY = 'demo-bank-agent-not-a-secret';

export interface Proc {
  child: ChildProcess;
  output(): string;
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * How to start the CLI: the build (dist/, starts in a few seconds) when it is newer than every source file, else the
 * sources through tsx (several times slower to start on a busy machine, but never a stale build).
 */
export function cliCommand(): string[] {
  const built = join(REPO_ROOT, 'dist', 'interfaces', 'cli', 'main.js');
  if (!existsSync(built)) return ['--import', 'tsx', 'src/interfaces/cli/main.ts'];
  const builtAt = statSync(built).mtimeMs;
  const newest = (dir: string): number => readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'console' ? latest : Math.max(latest, newest(path));
    return entry.name.endsWith('.ts') ? Math.max(latest, statSync(path).mtimeMs) : latest;
  }, 0);
  return newest(join(REPO_ROOT, 'src')) <= builtAt ? [built] : ['--import', 'tsx', 'src/interfaces/cli/main.ts'];
}

/** Starts `echopilot <args>` with `env`, collecting its output. */
export function startCli(args: string[], env: NodeJS.ProcessEnv): Proc {
  const child = spawn(process.execPath, [...cliCommand(), ...args], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    child,
    output: () => out,
    exited,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    waitFor: (pattern, timeoutMs = 120_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern} in:\n${out}`)), timeoutMs);
        const check = () => {
          const match = pattern.exec(out);
          if (!match) return false;
          clearTimeout(timer);
          resolve(match);
          return true;
        };
        if (check()) return;
        child.stdout?.on('data', check);
        child.stderr?.on('data', check);
        void exited.then((code) => {
          clearTimeout(timer);
          if (!check()) reject(new Error(`exited with ${code} before ${pattern}:\n${out}`));
        });
      }),
  };
}

/** Starts `serve` on a free port and waits for its URL. */
export async function startServe(env: NodeJS.ProcessEnv): Promise<Proc & { url: string }> {
  const proc = startCli(['serve', '--port', '0', '--now', CLUSTER_NOW], env);
  const url = (await proc.waitFor(/listening on (http:\/\/\S+)/))[1] ?? '';
  return { ...proc, url };
}

/** One claim message: a customer, their words, and the debit it is about. */
export interface ClaimMessage {
  customerId: string;
  text: string;
  transactionId: string;
  /** The client's Idempotency-Key for this message. */
  key: string;
}

const PLACES = ['MG ROAD', 'ANNA NAGAR', 'SALT LAKE', 'BANDRA WEST', 'SECTOR 17', 'PARK STREET', 'JAYANAGAR', 'CIVIL LINES', 'KORAMANGALA', 'ALKAPURI'];

/**
 * `customers` customers (ids X0001…), each with a savings account, a debit card and `claimsEach` (≤ 10) failed ATM
 * withdrawals on different days of November 2026 and of different amounts; and one message claiming each of them.
 */
export function claimsWorld(tenantId: string, customers: number, claimsEach: number, runId: string): { world: World; messages: ClaimMessage[] } {
  const world: World = { customers: [], accounts: [], cards: [], transactions: [], policies: [], claims: [] };
  const messages: ClaimMessage[] = [];
  for (let c = 1; c <= customers; c++) {
    const customerId = `X${String(c).padStart(4, '0')}`;
    const accountId = `XA${String(c).padStart(4, '0')}`;
    const cardId = `XCARD-${String(c).padStart(4, '0')}`;
    world.customers.push({ id: customerId, tenantId, name: `Cluster Customer ${c}`, email: null, phone: null, segment: 'retail', joinedOn: '2024-01-01' });
    world.accounts.push({ id: accountId, tenantId, customerId, type: 'savings', currency: 'INR', balance: 5_000_000, creditLimit: null });
    world.cards.push({ id: cardId, tenantId, customerId, accountId, kind: 'debit', last4: String(1000 + (c % 9000)).padStart(4, '0'), status: 'active' });
    for (let k = 0; k < Math.min(10, claimsEach); k++) {
      const day = 8 + k;
      const rupees = 1_000 + 100 * k + (c % 7) * 10;
      const place = PLACES[k % PLACES.length] ?? 'MG ROAD';
      const transactionId = `XT${String(c).padStart(4, '0')}-${k}`;
      world.transactions.push({
        id: transactionId, tenantId, accountId, cardId, at: `2026-11-${String(day).padStart(2, '0')}T11:00:00+05:30`, amount: rupees * 100, direction: 'debit',
        channel: 'atm', counterparty: `ATM ${place} 0${k}${c % 10}`, reference: `ATMX${c}${k}`, status: 'failed', relatesTo: null, feeKind: null, policyId: null, dueOn: null,
      });
      messages.push({
        customerId, transactionId, key: `${runId}-${customerId}-${k}`,
        text: `The ATM at ${place.toLowerCase()} debited ${rupees.toLocaleString('en-IN')} from my account on ${day} November but did not give me any cash.`,
      });
    }
  }
  return { world, messages };
}

/** What a client saw last for a message: the turn's outcome, amount (rupees) and thread. */
export interface Answer {
  outcome: string;
  amount: number;
  thread_id: string;
}

export interface ExactlyOnceReport {
  messages: number;
  /** Messages with exactly one recorded turn, by outcome. */
  outcomes: Record<string, number>;
  /** Debits credited more than once (over all threads), counted once per extra credit. */
  duplicated_effects: number;
  /** Messages whose turn says money was paid but the ledger of its thread does not hold that amount (or holds money for an unpaid one, or for another record than the message's). */
  missing_effects: number;
  /** Messages without exactly one finished turn record, or whose answer differs from the recorded one. */
  unrecorded_turns: number;
  /** The first few messages that were not exactly once, with what was recorded and paid (for diagnosis). */
  failures: { key: string; problem: string; outcome: string | null; amount: number | null; paid: number; thread: string | null }[];
}

/** Reads the store after a run and checks every message: one recorded turn, its effects made exactly once. */
export async function auditExactlyOnce(store: Store, tenantId: string, messages: ClaimMessage[], answers: Map<string, Answer>): Promise<ExactlyOnceReport> {
  const turns = await store.listTurns(tenantId);
  const byKey = new Map<string, typeof turns>();
  for (const t of turns) {
    const clientKey = t.idempotencyKey?.replace(/^\d+:[^:]*:/, '') ?? '';
    byKey.set(clientKey, [...(byKey.get(clientKey) ?? []), t]);
  }
  const ledger = await store.listLedger(tenantId);
  const outcomes: Record<string, number> = {};
  let missing = 0;
  let unrecorded = 0;
  const failures: ExactlyOnceReport['failures'] = [];
  const note = (failure: ExactlyOnceReport['failures'][number]) => {
    if (failures.length < 10) failures.push(failure);
  };
  for (const m of messages) {
    const recorded = byKey.get(m.key) ?? [];
    const answer = answers.get(m.key);
    const [turn] = recorded;
    const result = turn?.result as { outcome?: string; amount?: number; threadId?: string } | null | undefined;
    if (recorded.length !== 1 || turn?.status !== 'done' || !result || !answer || answer.outcome !== result.outcome || answer.thread_id !== result.threadId) {
      unrecorded++;
      note({ key: m.key, problem: `turns recorded: ${recorded.length} (${recorded.map((t) => t.status).join(',')}), answer: ${answer?.outcome ?? 'none'}`, outcome: result?.outcome ?? null, amount: result?.amount ?? null, paid: 0, thread: result?.threadId ?? null });
      continue;
    }
    outcomes[result.outcome ?? 'unknown'] = (outcomes[result.outcome ?? 'unknown'] ?? 0) + 1;
    const entries = ledger.filter((e) => e.threadId === result.threadId);
    const paid = entries.reduce((sum, e) => sum + e.amount, 0);
    const expected = result.outcome === 'resolved' ? (result.amount ?? 0) : 0;
    const otherRecord = entries.find((e) => e.relatesTo !== m.transactionId);
    if (paid !== expected || otherRecord) {
      missing++;
      const problem = otherRecord ? `the thread paid ${otherRecord.relatesTo}, not the message's ${m.transactionId}` : 'the thread\'s ledger differs from the turn';
      note({ key: m.key, problem, outcome: result.outcome ?? null, amount: result.amount ?? null, paid, thread: result.threadId ?? null });
    }
  }
  const credits = new Map<string, number>();
  for (const e of ledger) credits.set(`${e.relatesTo}:${e.kind}`, (credits.get(`${e.relatesTo}:${e.kind}`) ?? 0) + 1);
  const duplicated = [...credits.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  return { messages: messages.length, outcomes, duplicated_effects: duplicated, missing_effects: missing, unrecorded_turns: unrecorded, failures };
}

/** POSTs a message as the agent for its customer with its Idempotency-Key; null when the connection failed (a killed process). */
export async function postClaim(url: string, m: ClaimMessage, query = ''): Promise<{ status: number; body: unknown } | null> {
  try {
    const res = await fetch(`${url}/v1/conversations/messages${query}`, {
      method: 'POST', headers: { Authorization: `Bearer ${AGENT_KEY}`, 'Content-Type': 'application/json', 'Idempotency-Key': m.key },
      body: JSON.stringify({ text: m.text, customer_id: m.customerId }),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  } catch {
    return null;
  }
}
