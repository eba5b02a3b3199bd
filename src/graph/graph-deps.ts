// What the graph needs beyond the turn's context: the store effects are written to, the refund gateway and the
// checkpointer (wired once by the composition root). Everything per turn arrives in the TurnContext.
import type { BaseCheckpointSaver } from '@langchain/langgraph';
import type { Store } from '../domain/store.port.js';
import type { RefundGateway } from '../domain/payments.port.js';
import type { CustomerDataSource } from '../domain/customer-data.port.js';

export interface GraphDeps {
  store: Store;
  refunds: RefundGateway;
  /** Where the approve node re-reads the records before paying; the store when left out. */
  customerData?: Pick<CustomerDataSource, 'customerRecords'>;
  /** The platform (LangGraph server) supplies its own checkpointer: leave it out there. */
  checkpointer?: BaseCheckpointSaver;
}
