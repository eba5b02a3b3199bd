// Schemas of queue mode (REDIS_URL): a queued turn's job and the dead-letter list, registered in the OpenAPI document.
import { z } from 'zod';
import { apiSchemas, turnSchema } from './schemas.js';

export const turnJobSchema = z
  .object({
    job_id: z.string(),
    state: z.enum(['queued', 'running', 'completed', 'rejected', 'dead']).describe('completed: `turn` holds the answer; rejected: the message was refused (see `error`); dead: it failed after every retry and is kept for admins.'),
    thread_id: z.string().nullable().describe('The thread named in the request, or the one the turn ran on once it finished.'),
    customer_id: z.string(),
    attempts: z.number().int(),
    enqueued_at: z.string(),
    finished_at: z.string().nullable(),
    turn: turnSchema.nullable(),
    error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }).nullable(),
    status_url: z.string().describe('GET it for the job\'s state and, once completed, its turn.'),
  })
  .register(apiSchemas, { id: 'TurnJob' });

export const deadLettersSchema = z
  .object({ dead_letters: z.array(turnJobSchema) })
  .register(apiSchemas, { id: 'DeadLetters' });

export const waitQuery = z
  .object({ wait: z.enum(['true', 'false']).optional() })
  .strict();
