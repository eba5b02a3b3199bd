// Offline claim verifier: plans read tools by claim type, matches the claim to one record, then reads the rule's result.
import { AIMessage, HumanMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import type { Candidate } from '../../../policy/pack.js';
import type { RuleResult } from '../../../domain/rule-result.js';
import { matchSubject } from '../../../policy/matcher.js';
import { reason } from '../../../policy/reason-words.js';
import { toldOf } from '../../../policy/wording.js';
import { claimLabel, type ClaimVerifier, type Verdict, type VerifierInput, type VerifierStep } from '../../ports.js';

type Stage = { kind: 'plan' } | { kind: 'match'; candidates: Candidate[] } | { kind: 'read_rule'; message: ToolMessage } | { kind: 'tool_failed'; message: ToolMessage };

function toolMessages(messages: BaseMessage[], name: string): ToolMessage[] {
  return messages.filter((m): m is ToolMessage => ToolMessage.isInstance(m) && m.name === name);
}

function lastIndex(messages: BaseMessage[], predicate: (m: BaseMessage) => boolean): number {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i];
    if (message !== undefined && predicate(message)) return i;
  }
  return -1;
}

function parseJson<T>(message: ToolMessage): T | null {
  try {
    return JSON.parse(typeof message.content === 'string' ? message.content : JSON.stringify(message.content)) as T;
  } catch {
    return null;
  }
}

/** Works out where the loop stands from the messages alone, so a resumed run continues correctly. */
function stageOf(messages: BaseMessage[]): Stage {
  const found = toolMessages(messages, 'find_claim_records');
  const lastFound = found[found.length - 1];
  if (!lastFound) return { kind: 'plan' };
  if (lastFound.status === 'error') return { kind: 'tool_failed', message: lastFound };
  const lastHuman = lastIndex(messages, (m) => HumanMessage.isInstance(m));
  const lastRule = lastIndex(messages, (m) => ToolMessage.isInstance(m) && m.name === 'evaluate_policy_rule');
  const ruleMessage = messages[lastRule];
  if (lastRule > lastHuman && ruleMessage && ToolMessage.isInstance(ruleMessage)) {
    return ruleMessage.status === 'error' ? { kind: 'tool_failed', message: ruleMessage } : { kind: 'read_rule', message: ruleMessage };
  }
  const payload = parseJson<{ candidates: Candidate[] }>(lastFound);
  return { kind: 'match', candidates: payload?.candidates ?? [] };
}

export class OfflineClaimVerifier implements ClaimVerifier {
  async step(input: VerifierInput): Promise<VerifierStep> {
    const { analysis, messages, report } = input;
    const claimType = analysis.claimType;
    const base = { claimType, trace: { backend: 'offline' as const }, citations: report.policyRefs };
    if (claimType === null) {
      return { kind: 'verdict', verdict: { ...base, status: 'not_a_claim', subjectId: null, candidates: [], amount: 0, confidence: analysis.intentConfidence, reasons: [], ruleResult: null } };
    }
    const stage = stageOf(messages);
    const round = messages.filter((m) => AIMessage.isInstance(m)).length;
    switch (stage.kind) {
      case 'plan':
        return {
          kind: 'tools',
          message: new AIMessage({
            content: '',
            // Only what the decision needs: the candidate records (the profile is already in the turn's context).
            tool_calls: [{ id: `call_${round}_records`, name: 'find_claim_records', args: { claim_type: claimType }, type: 'tool_call' }],
          }),
        };
      case 'match': {
        const match = matchSubject(stage.candidates, analysis.entities);
        if (match.kind === 'unique') {
          return {
            kind: 'tools',
            message: new AIMessage({
              content: '',
              tool_calls: [{
                id: `call_${round}_rule`, name: 'evaluate_policy_rule', type: 'tool_call',
                args: { claim_type: claimType, record_id: match.candidate.id, cancel_now: analysis.cancelNow },
              }],
            }),
          };
        }
        const candidates = (match.kind === 'several' ? match.candidates : []).map((c) => ({ id: c.id, describe: c.describe }));
        const verdict: Verdict = {
          ...base,
          status: match.kind === 'several' ? 'ambiguous' : 'no_record',
          subjectId: null,
          candidates,
          amount: 0,
          confidence: analysis.claimTypeConfidence,
          reasons: [match.kind === 'several'
            ? reason('records_several', { count: candidates.length, label: claimLabel(input.tenant, claimType).toLowerCase() })
            : reason('records_none', { label: claimLabel(input.tenant, claimType).toLowerCase() })],
          ruleResult: null,
        };
        return { kind: 'verdict', verdict };
      }
      case 'read_rule': {
        const result = parseJson<RuleResult>(stage.message);
        if (!result) return { kind: 'verdict', verdict: this.failed(base, analysis.claimTypeConfidence, 'the policy rule returned no readable result') };
        return {
          kind: 'verdict',
          verdict: {
            ...base,
            status: result.eligible === 'yes' ? 'valid' : result.eligible === 'no' ? 'invalid' : 'needs_human',
            subjectId: result.subjectId,
            candidates: [],
            amount: result.amount,
            confidence: analysis.claimTypeConfidence,
            reasons: result.findings.map(toldOf),
            citations: result.citations,
            ruleResult: result,
          },
        };
      }
      case 'tool_failed':
        return { kind: 'verdict', verdict: this.failed(base, analysis.claimTypeConfidence, `a records tool failed: ${String(stage.message.content)}`) };
    }
  }

  private failed(base: Pick<Verdict, 'claimType' | 'trace' | 'citations'>, confidence: number, reason: string): Verdict {
    return { ...base, status: 'needs_human', subjectId: null, candidates: [], amount: 0, confidence, reasons: [reason], ruleResult: null };
  }
}
