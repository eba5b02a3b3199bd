// A hostile OpenAI-compatible server on 127.0.0.1 (tests and the bench): the scripted server answering every request
// as a hostile or sloppy model would (see hostile-model.ts), with a log of what it answered.
import { hostileReply, MADE_UP_IDS, requestKind, type HostileMode, type RequestKind } from './hostile-model.js';
import { startScriptedOpenAiServer, type ChatRequest, type ScriptedReply, type ScriptedServer } from './scripted-openai-server.js';

export { HOSTILE_MODES, INFLATED_AMOUNT, MADE_UP_IDS, PLANTED_MARKERS, PLANTED_PROMISE, type HostileMode, type RequestKind } from './hostile-model.js';

/** One answer the server gave: what was asked, in which mode, and what went back (status, JSON, tool calls or text). */
export interface HostileAnswer {
  mode: HostileMode;
  kind: RequestKind;
  reply: ScriptedReply;
}

export interface HostileServer extends ScriptedServer {
  mode(): HostileMode;
  setMode(mode: HostileMode): void;
  /** Ids the foreign-ids mode names (made-up ids first unless replaced). */
  setForeignIds(ids: readonly string[]): void;
  answers: HostileAnswer[];
  /** The answers given in one mode, of one kind of request if given. */
  answered(mode: HostileMode, kind?: RequestKind): HostileAnswer[];
}

export interface HostileServerOptions {
  mode: HostileMode;
  foreignIds?: readonly string[];
  /** slow mode: how long each answer waits (default 2,000 ms; set it above the model timeout under test). */
  slowMs?: number;
  /** Added before every answer, in every mode (the bench's fixed model latency). */
  latencyMs?: number;
}

export async function startHostileOpenAiServer(options: HostileServerOptions): Promise<HostileServer> {
  let mode = options.mode;
  let foreignIds: readonly string[] = options.foreignIds ?? MADE_UP_IDS;
  const answers: HostileAnswer[] = [];
  const answer = (body: ChatRequest): ScriptedReply => {
    const reply = hostileReply(body, { mode, foreignIds, served: answers.length, slowMs: options.slowMs ?? 2_000 });
    answers.push({ mode, kind: requestKind(body), reply });
    return reply;
  };
  const server = await startScriptedOpenAiServer({ fallback: answer, ...(options.latencyMs ? { latencyMs: options.latencyMs } : {}) });
  return {
    ...server,
    mode: () => mode,
    setMode: (next) => {
      mode = next;
    },
    setForeignIds: (ids) => {
      foreignIds = [...ids];
    },
    answers,
    answered: (m, kind) => answers.filter((a) => a.mode === m && (kind === undefined || a.kind === kind)),
  };
}
