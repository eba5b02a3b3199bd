// The offline backend's agents: deterministic, no network (docs/design.md#two-reasoning-backends).
import type { Agents } from '../agents/ports.js';
import { OfflineIntentClassifier } from '../agents/gather/offline/offline-intent-classifier.js';
import { OfflineReportWriter } from '../agents/report/offline/offline-report-writer.js';
import { OfflineClaimVerifier } from '../agents/verify/offline/offline-claim-verifier.js';
import { OfflineQueryAnswerer } from '../agents/answer/offline/offline-query-answerer.js';
import { OfflineReplyWriter } from '../agents/respond/offline/offline-reply-writer.js';

let shared: Agents | undefined;

/** One set per process: the classifier's model is loaded once. */
export function offlineAgents(): Agents {
  shared ??= {
    classifier: new OfflineIntentClassifier(),
    reporter: new OfflineReportWriter(),
    verifier: new OfflineClaimVerifier(),
    answerer: new OfflineQueryAnswerer(),
    replier: new OfflineReplyWriter(),
  };
  return shared;
}
