// Plain-language names of intents, for reports, tickets and replies (claim types are named by their declarations).
import type { Intent } from '../domain/vocabulary.js';

export const INTENT_LABELS: Record<Intent, string> = {
  query: 'Question',
  complaint: 'Complaint',
  service_request: 'Service request',
  feature_request: 'Feature request',
};
