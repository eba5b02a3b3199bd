// The cascade: the offline classifier answers when it is confident (and the message is English); the model otherwise.
import { isEnglish } from '../llm-kit/prompt-kit.js';
import type { IntentAnalysis, IntentClassifier } from '../ports.js';
import { runWithFallback, type FallbackOptions } from './with-fallback.js';

export interface CascadeOptions extends FallbackOptions {
  /** Offline confidence at or above which the model is not asked (default 0.85). */
  threshold?: number;
}

/** Confident: the intent, and the claim type when it has one, both at or above the threshold, in English. */
export function isConfident(analysis: IntentAnalysis, threshold: number): boolean {
  if (!isEnglish(analysis.language)) return false;
  if (analysis.intentConfidence < threshold) return false;
  return analysis.claimType === null ? analysis.intent !== 'complaint' : analysis.claimTypeConfidence >= threshold;
}

/**
 * Offline first; the model only when the offline result is not confident. If the model then fails, the offline
 * result already computed is used (recorded as a fallback), so the offline classifier runs once per message.
 */
export function cascadeClassifier(offline: IntentClassifier, model: IntentClassifier, options: CascadeOptions): IntentClassifier {
  const threshold = options.threshold ?? 0.85;
  return {
    async analyse(input) {
      const first = await offline.analyse(input);
      if (isConfident(first, threshold)) return first;
      return runWithFallback<IntentAnalysis>(options, () => model.analyse(input), async () => first, (v, reason) => ({
        ...v,
        trace: { ...v.trace, fallbackFrom: options.label, fallbackReason: reason },
      }));
    },
    extractEntities: (input) => offline.extractEntities(input),
  };
}
