// The query answerer on a chat model: an answer grounded in retrieved passages, cited, in the customer's language.
import type { ModelRunner } from '../../llm-kit/model-runner.js';
import type { Citation } from '../../../domain/rule-result.js';
import type { Answer, QueryAnswerer } from '../../ports.js';
import { answerMessages, answerOutputSchema } from './answer.prompt.js';
import { ModelCallError } from '../../llm-kit/model-call-error.js';

type AnswerInput = Parameters<QueryAnswerer['answer']>[0];

export class LlmQueryAnswerer implements QueryAnswerer {
  constructor(private readonly runner: ModelRunner) {}

  async answer(input: AnswerInput): Promise<Answer> {
    const question = (input.analysis as { englishText?: string }).englishText ?? input.question;
    const result = await this.runner.structured(answerOutputSchema, 'answer', answerMessages({
      question,
      language: input.analysis.language,
      passages: input.passages,
      records: input.records,
      tenant: input.tenant,
      today: input.clock.today,
    }));
    const out = result.value;
    const citations: Citation[] = [];
    for (const n of out.sources) {
      const passage = input.passages[n - 1];
      if (passage && !citations.some((c) => c.docId === passage.docId && c.section === passage.section)) {
        citations.push({ docId: passage.docId, section: passage.section, chunkId: passage.chunkId, title: passage.title });
      }
    }
    if (out.found && citations.length === 0 && input.passages.length > 0 && out.sources.length > 0) {
      throw new ModelCallError('malformed_output', `${this.runner.label}: the answer cites sources that were not given`);
    }
    return {
      found: out.found,
      text: out.text,
      citations,
      trace: { backend: 'llm', model: this.runner.label, usage: result.usage, latencyMs: Math.round(result.latencyMs) },
    };
  }
}
