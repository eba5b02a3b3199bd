// What the graph needs beyond the turn's context: the store effects are written to, the refund gateway and the
// checkpointer (wired once by the composition root). Everything per turn arrives in the TurnContext.
import type { BaseCheckpointSaver } from '@langchain/langgraph';
import type { Store } from '../domain/store.port.js';
import type { RefundGateway } from '../domain/payments.port.js';

export interface GraphDeps {
  store: Store;
  refunds: RefundGateway;
  /** The platform (LangGraph server) supplies its own checkpointer: leave it out there. */
  checkpointer?: BaseCheckpointSaver;
}
