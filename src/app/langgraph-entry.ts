// Entry point for the LangGraph CLI / server (langgraph.json): the claim graph on the embedded default.
// Runs must carry the authenticated identity in `configurable.echopilot` ({ identity, today, now }), as the
// conversation service sets it; the server's own persistence replaces the SQLite checkpointer.
import { openEchoPilot } from './echopilot.js';

export async function graph() {
  const app = await openEchoPilot();
  return app.graph;
}
