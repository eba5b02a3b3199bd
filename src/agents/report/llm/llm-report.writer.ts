// The report maker on a chat model; written by code from the intent model's draft when there is one (no extra call).
import type { ModelRunner } from '../../llm-kit/model-runner.js';
import type { Passage } from '../../../domain/knowledge.port.js';
import type { Citation } from '../../../domain/rule-result.js';
import type { AgentTrace, Report, ReportInput, ReportWriter } from '../../ports.js';
import { attachmentSupportLines } from '../attachment-lines.js';
import { reportDraftOf } from '../../gather/llm/llm-intent.classifier.js';
import { reportMessages, reportOutputSchema } from './report.prompt.js';

const DOC_TEXT_LIMIT = 600;

/** Passages as the report's company documents and policy references (one per document section). */
export function documentsOf(passages: readonly Passage[]): Pick<Report, 'companyDocsAboutIssue' | 'policyRefs'> {
  const companyDocsAboutIssue: Report['companyDocsAboutIssue'] = [];
  const policyRefs: Citation[] = [];
  for (const p of passages) {
    if (policyRefs.some((c) => c.docId === p.docId && c.section === p.section)) continue;
    const citation: Citation = { docId: p.docId, section: p.section, chunkId: p.chunkId, title: p.title };
    policyRefs.push(citation);
    companyDocsAboutIssue.push({ citation, text: p.text.length > DOC_TEXT_LIMIT ? `${p.text.slice(0, DOC_TEXT_LIMIT)}…` : p.text });
  }
  return { companyDocsAboutIssue, policyRefs };
}

export interface LlmReportOptions {
  /** Send the images the customer attached with the prompt (the model reads images). */
  images?: boolean;
}

export class LlmReportWriter implements ReportWriter {
  constructor(private readonly runner: ModelRunner, private readonly options: LlmReportOptions = {}) {}

  async write(input: ReportInput): Promise<Report> {
    const draft = reportDraftOf(input.analysis);
    const images = this.options.images ? (input.attachments ?? []).filter((a) => a.dataUrl) : [];
    // Images need the model to look at them: no shortcut through the intent model's draft then.
    if (draft && images.length === 0) {
      // The intent model already restated the message: arrange it by code, zero model calls.
      const trace: AgentTrace = { backend: 'llm', model: `${this.runner.label} (intent draft)`, usage: { inputTokens: 0, outputTokens: 0, costUsd: 0 }, latencyMs: 0 };
      return { issue: draft.issue, userDemand: draft.userDemand, supportInfoFromUser: [...draft.supportInfo, ...attachmentSupportLines(input.attachments)], ...documentsOf(input.passages), trace };
    }
    const result = await this.runner.structured(reportOutputSchema, 'report', reportMessages(input, { images: this.options.images ?? false }));
    const chosen = result.value.relevantSources.map((n) => input.passages[n - 1]).filter((p): p is Passage => p !== undefined);
    return {
      issue: result.value.issue,
      userDemand: result.value.userDemand,
      // The attachment lines are written by code, whatever the model made of the files.
      supportInfoFromUser: [...result.value.supportInfoFromUser, ...attachmentSupportLines(input.attachments)],
      ...documentsOf(chosen),
      trace: { backend: 'llm', model: this.runner.label, usage: result.usage, latencyMs: Math.round(result.latencyMs) },
    };
  }
}
