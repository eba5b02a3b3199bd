// The offline gather backend: trained intent model + entity extraction + language, urgency, sentiment and claim-type cues.
import type { Clock } from '../../../domain/calendar.js';
import type { Entities } from '../../../domain/entities.js';
import type { Intent } from '../../../domain/vocabulary.js';
import type { IntentAnalysis, IntentClassifier, TenantProfile } from '../../ports.js';
import { detectClaimType, type ClaimTypeHit } from './claim-type-detector.js';
import { extractEntities } from './entity-extractor.js';
import { loadIntentModel, type IntentModel } from './intent-model.js';
import { detectLanguage } from './language-detector.js';
import {
  asksForServiceChange, asksToCancelNow, demandsMoneyBack, isDissatisfied, isGeneralQuestion, isStatusQuestion, looksLikeFeatureRequest,
} from './message-cues.js';
import { detectSentiment, detectUrgency } from './sentiment.js';


export interface OfflineIntentClassifierOptions {
  /** A loaded model (tests); otherwise the committed artifact is loaded once on first use. */
  model?: IntentModel;
  modelPath?: string;
}

interface IntentDecision {
  intent: Intent;
  confidence: number;
  claim: ClaimTypeHit | null;
}

/** Combines the model's intent with the message cues and the claim-type hit. */
function decideIntent(text: string, scores: Record<Intent, number>, predicted: Intent, claim: ClaimTypeHit | null, hasCase: boolean): IntentDecision {
  const at = (intent: Intent, floor: number) => Math.round(Math.max(scores[intent], floor) * 1000) / 1000;
  if (claim === null && looksLikeFeatureRequest(text)) return { intent: 'feature_request', confidence: at('feature_request', 0.8), claim };
  if (claim !== null) {
    if (isStatusQuestion(text) && !demandsMoneyBack(text) && claim.cues.length < 2) return { intent: 'query', confidence: at('query', 0.7), claim: null };
    return { intent: claim.intent, confidence: at(claim.intent, claim.confidence), claim };
  }
  if (isGeneralQuestion(text, hasCase) || isStatusQuestion(text)) return { intent: 'query', confidence: at('query', 0.6), claim };
  if (isDissatisfied(text)) return { intent: 'complaint', confidence: at('complaint', 0.75), claim };
  if (asksForServiceChange(text) && detectSentiment(text) !== 'negative') return { intent: 'service_request', confidence: at('service_request', 0.7), claim };
  return { intent: predicted, confidence: at(predicted, 0), claim };
}

export class OfflineIntentClassifier implements IntentClassifier {
  private model: IntentModel | undefined;

  constructor(private readonly options: OfflineIntentClassifierOptions = {}) {
    this.model = options.model;
  }

  private loaded(): IntentModel {
    this.model ??= loadIntentModel(this.options.modelPath);
    return this.model;
  }

  analyseSync(input: { text: string; tenant: TenantProfile; clock: Clock }): IntentAnalysis {
    const started = performance.now();
    const { text, tenant, clock } = input;
    const model = this.loaded();
    const entities = extractEntities(text, clock);
    const prediction = model.predict(text);
    const hasCase = entities.references.length > 0 || entities.amounts.length > 0 || entities.dates.length > 0 || entities.cardLast4.length > 0;
    const hit = detectClaimType(text, tenant.vocabulary, { hasCaseEntities: hasCase });
    const allowed = hit !== null && tenant.claimTypes.includes(hit.claimType) ? hit : null;
    const decision = decideIntent(text, prediction.scores, prediction.intent, allowed, hasCase);
    // Nothing the model knows (another script, gibberish): keep its prior guess but say it is unsure.
    if (prediction.knownFeatures === 0 && decision.claim === null) decision.confidence = Math.min(decision.confidence, 0.3);
    const claimType = decision.claim?.claimType ?? null;
    let urgency = detectUrgency(text, entities.amounts);
    const declared = claimType === null ? undefined : tenant.claims[claimType];
    if (declared?.urgent) urgency = 'high';
    const aspects = [...new Set([...(declared?.aspects ?? []), ...entities.channels, ...entities.products])];
    return {
      intent: decision.intent,
      intentConfidence: decision.confidence,
      claimType,
      claimTypeConfidence: decision.claim?.confidence ?? 0,
      urgency,
      sentiment: detectSentiment(text),
      language: detectLanguage(text).language,
      aspects,
      entities,
      cancelNow: asksToCancelNow(text),
      dissatisfied: isDissatisfied(text),
      trace: { backend: 'offline', model: model.version, latencyMs: Math.round((performance.now() - started) * 1000) / 1000 },
    };
  }

  async analyse(input: { text: string; tenant: TenantProfile; clock: Clock }): Promise<IntentAnalysis> {
    return this.analyseSync(input);
  }

  async extractEntities(input: { text: string; tenant: TenantProfile; clock: Clock }): Promise<Entities> {
    return extractEntities(input.text, input.clock);
  }
}
