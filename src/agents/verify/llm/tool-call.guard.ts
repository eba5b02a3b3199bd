// Checks a model's tool calls before the ToolNode runs them: known tools only, arguments validated, extras stripped.
import { AIMessage, type ToolCall } from '@langchain/core/messages';
import { TOOL_SPECS, type ToolName } from '../../../domain/read-tool-specs.js';

export interface DroppedCall {
  name: string;
  reason: 'unknown_tool' | 'invalid_arguments' | 'unparseable_arguments';
}

export interface GuardedCalls {
  calls: ToolCall[];
  dropped: DroppedCall[];
  /** Argument names removed because the tool does not take them (e.g. a customer id). */
  stripped: { name: string; keys: string[] }[];
}

function isToolName(name: string): name is ToolName {
  return Object.prototype.hasOwnProperty.call(TOOL_SPECS, name);
}

let generated = 0;

/** `claimTypes`: the tenant's claim types; a call naming any other is dropped as invalid. */
export function guardToolCalls(message: AIMessage, claimTypes: readonly string[]): GuardedCalls {
  const result: GuardedCalls = { calls: [], dropped: [], stripped: [] };
  for (const invalid of message.invalid_tool_calls ?? []) {
    result.dropped.push({ name: invalid.name ?? '(unnamed)', reason: 'unparseable_arguments' });
  }
  for (const call of message.tool_calls ?? []) {
    if (!isToolName(call.name)) {
      result.dropped.push({ name: call.name, reason: 'unknown_tool' });
      continue;
    }
    const schema = TOOL_SPECS[call.name].schema;
    const args: Record<string, unknown> = typeof call.args === 'object' && call.args !== null ? call.args : {};
    const parsed = schema.safeParse(args);
    const claimType = (parsed.data as { claim_type?: unknown } | undefined)?.claim_type;
    if (!parsed.success || (claimType !== undefined && !claimTypes.includes(String(claimType)))) {
      result.dropped.push({ name: call.name, reason: 'invalid_arguments' });
      continue;
    }
    const allowed = Object.keys(schema.shape);
    const extra = Object.keys(args).filter((k) => !allowed.includes(k));
    if (extra.length > 0) result.stripped.push({ name: call.name, keys: extra });
    result.calls.push({ name: call.name, args: parsed.data as Record<string, unknown>, id: call.id ?? `guarded_${++generated}`, type: 'tool_call' });
  }
  return result;
}

const BOUND_TOOLS = (Object.keys(TOOL_SPECS) as ToolName[]).map((name) => ({ name, description: TOOL_SPECS[name].description, schema: TOOL_SPECS[name].schema }));

/** The tool descriptions bound to the planning model (the same names, descriptions and schemas the ToolNode runs); one shared list. */
export function boundToolSpecs(): readonly { name: string; description: string; schema: (typeof TOOL_SPECS)[ToolName]['schema'] }[] {
  return BOUND_TOOLS;
}
