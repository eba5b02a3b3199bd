// The authenticated caller of a turn: set by an interface from the request (API key, CLI operator), never by a model
// or by the text of a message.
import type { Role } from './vocabulary.js';

export interface Identity {
  tenantId: string;
  customerId: string;
  role: Role;
  /** Who acts (an API key's name, "cli", a reviewer id). */
  actor: string;
}
