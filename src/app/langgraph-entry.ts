// Entry point for the LangGraph CLI / server (langgraph.json `graphs.claims`): one EchoPilot application per process,
// opened once (memoised) with the data set up (shipped tenants seeded into an empty store), and its claim graph
// compiled without a checkpointer so the server supplies its own. Every run builds its TurnContext from the
// authenticated user (src/interfaces/langgraph/auth.ts) and the declared context; see platform-graph.ts.
import { openEchoPilot, type EchoPilot } from './echopilot.js';
import { ensureSeeded } from './seed.js';

export { platformContextSchema as contextSchema } from './platform-identity.js';

let opening: Promise<EchoPilot> | null = null;
let closing: Promise<void> | null = null;

/** The process's application, opened on first use; later calls share it. */
export function platformApp(): Promise<EchoPilot> {
  opening ??= (async () => {
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

/** The compiled graph the server registers (a promise the server awaits once at start-up). */
export const graph = platformApp().then((app) => app.graph);
