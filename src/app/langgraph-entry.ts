// Entry point for the LangGraph CLI / server (langgraph.json): the claim graph on the embedded default.
// Every node reads the turn's context (identity, clock, records) from the run's LangGraph context, which
// `conversations.send` builds; a run started without one stops at its first node with FORBIDDEN before any effect.
import { openEchoPilot } from './echopilot.js';

export async function graph() {
  const app = await openEchoPilot();
  return app.graph;
}
