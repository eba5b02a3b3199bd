// The reply writer with a model: templated from the decision in English (no call); translated for other languages.
import type { ModelRunner } from '../../llm-kit/model-runner.js';
import { ModelCallError } from '../../llm-kit/model-call-error.js';
import { isEnglish } from '../../llm-kit/prompt-kit.js';
import { formatInr } from '../../../domain/money.js';
import type { ReplyInput, ReplyWriter, AgentTrace } from '../../ports.js';
import { replyOutputSchema, translateReplyMessages } from './respond.prompt.js';

/** Strings a translation must keep verbatim: ticket ids and the amounts. */
export function mustKeep(input: ReplyInput, englishReply: string): string[] {
  const keep = [...input.ticketIds];
  for (const paise of [input.amount, input.paid]) {
    if (paise > 0) {
      const amount = formatInr(paise, { symbol: false });
      if (englishReply.includes(amount)) keep.push(amount);
    }
  }
  return keep;
}

export class LlmReplyWriter implements ReplyWriter {
  /** `template` writes the English reply from the decision (the offline writer). */
  constructor(private readonly runner: ModelRunner, private readonly template: ReplyWriter) {}

  async write(input: ReplyInput): Promise<{ text: string; trace: AgentTrace }> {
    if (isEnglish(input.language)) return this.template.write(input);
    if (input.outcome === 'answered' && input.answer?.trace.backend === 'llm' && input.clarificationQuestion === null && input.ticketIds.length === 0) {
      // The model's answer is already in the customer's language: no second call.
      return { text: input.answer.text, trace: { backend: 'llm', model: `${this.runner.label} (answer)`, usage: { inputTokens: 0, outputTokens: 0, costUsd: 0 }, latencyMs: 0 } };
    }
    const english = await this.template.write({ ...input, language: 'en' });
    const result = await this.runner.structured(replyOutputSchema, 'reply', translateReplyMessages({
      englishReply: english.text,
      language: input.language,
      tenant: input.tenant,
      customerName: input.customerName,
    }));
    const missing = mustKeep(input, english.text).filter((s) => !result.value.text.includes(s));
    if (missing.length > 0) {
      throw new ModelCallError('malformed_output', `${this.runner.label}: the translated reply lost ${missing.join(', ')}`);
    }
    return { text: result.value.text, trace: { backend: 'llm', model: this.runner.label, usage: result.usage, latencyMs: Math.round(result.latencyMs) } };
  }
}
