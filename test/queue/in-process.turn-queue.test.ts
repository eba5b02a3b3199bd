// Runs the TurnQueue contract against the in-process queue (the default without REDIS_URL).
import { createInProcessTurnQueue } from '../../src/adapters/queue/in-process.turn-queue.js';
import { turnQueueContract } from '../contracts/turn-queue.contract.js';

turnQueueContract('in-process', async (handler, options) => {
  const queue = createInProcessTurnQueue(handler, options);
  return { queue, worker: queue };
});
