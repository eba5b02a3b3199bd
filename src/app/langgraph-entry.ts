// Entry point for the LangGraph CLI / server (langgraph.json `graphs.claims`): one EchoPilot application per process,
// opened once (memoised) with the data set up (shipped tenants seeded into an empty store), and its claim graph
// compiled without a checkpointer so the server supplies its own. Every run builds its TurnContext from the
// authenticated user (src/interfaces/langgraph/auth.ts) and the declared context; see platform-graph.ts. When the
// server process stops (SIGTERM, SIGINT, an empty event loop) the application is closed once.
import { openEchoPilot, type EchoPilot } from './echopilot.js';
import { ensureSeeded } from './seed.js';

export { platformContextSchema as contextSchema } from './platform-identity.js';

let opening: Promise<EchoPilot> | null = null;
let closing: Promise<void> | null = null;

/** The process's application, opened on first use; later calls share it. */
export function platformApp(): Promise<EchoPilot> {
  opening ??= (async () => {
    closeOnShutdown(process);
    const app = await openEchoPilot({ platform: true });
    try {
      await ensureSeeded(app);
    } catch (error) {
      await app.close();
      throw error;
    }
    return app;
  })();
  return opening;
}

/** Closes the application once; later calls wait for the same close. */
export function closePlatformApp(): Promise<void> {
  closing ??= opening ? opening.then((app) => app.close(), () => undefined) : Promise.resolve();
  return closing;
}

/** Closes at shutdown: a failure is reported on stderr (the process is ending; nobody else would see it). */
function closeReporting(): Promise<void> {
  return closePlatformApp().catch((error: unknown) => {
    process.stderr.write(`EchoPilot: closing the application at shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
  });
}

const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;
type ShutdownSignal = (typeof SHUTDOWN_SIGNALS)[number];
/** Marks a process whose shutdown already closes the application (once per process, however often this module loads). */
const REGISTERED = Symbol.for('echopilot.langgraph-entry.close-on-shutdown');
/** The longest a signalled process waits for the application to close (the LangGraph server's own hooks wait 3 s). */
export const SHUTDOWN_CLOSE_MS = 3_000;

/** The part of `process` that shutdown handling uses. */
export interface ShutdownHost {
  readonly pid: number;
  prependOnceListener(event: ShutdownSignal, listener: () => void): unknown;
  once(event: 'beforeExit', listener: () => void): unknown;
  listenerCount(event: ShutdownSignal): number;
  kill(pid: number, signal: ShutdownSignal): unknown;
  exit(code?: number): unknown;
}

/**
 * Closes the application when `host` stops: on SIGTERM or SIGINT, and when its event loop empties. A signal's
 * listener runs first; whoever else listens (the LangGraph server's exit hook) still ends the process, but an exit
 * it asks for waits until the application is closed (at most SHUTDOWN_CLOSE_MS); alone, the listener raises the
 * signal again once closed, so the process ends as it would have. Registers once per host; false when it already had.
 */
export function closeOnShutdown(host: ShutdownHost): boolean {
  const marks = host as unknown as Record<symbol, true | undefined>;
  if (marks[REGISTERED]) return false;
  marks[REGISTERED] = true;
  for (const signal of SHUTDOWN_SIGNALS) {
    host.prependOnceListener(signal, () => {
      // Ours is already removed: anyone still listening decides how the process ends.
      const handled = host.listenerCount(signal) > 0;
      const closed = closedWithin(SHUTDOWN_CLOSE_MS);
      const exit = host.exit.bind(host);
      host.exit = (code?: number) => void closed.then(() => exit(code));
      void closed.then(() => {
        if (!handled) host.kill(host.pid, signal);
      });
    });
  }
  host.once('beforeExit', () => void closeReporting());
  return true;
}

/** The application's close, or the time limit, whichever comes first. */
function closedWithin(ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  return Promise.race([closeReporting(), limit]).finally(() => clearTimeout(timer));
}

/** The compiled graph the server registers (a promise the server awaits once at start-up). */
export const graph = platformApp().then((app) => app.graph);
