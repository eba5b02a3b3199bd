// Agent Inbox conventions for the graph's pauses: each interrupt carries a `HumanInterrupt` (an action request, what a
// person may do with it, a Markdown description with the evidence) next to EchoPilot's own fields, and a resume may
// be a `HumanResponse` (or a list of them, as Agent Inbox sends) as well as a plain string.

export interface HumanInterruptConfig {
  allow_ignore: boolean;
  allow_respond: boolean;
  allow_edit: boolean;
  allow_accept: boolean;
}

export interface ActionRequest {
  action: string;
  args: Record<string, unknown>;
}

export interface HumanInterrupt {
  action_request: ActionRequest;
  config: HumanInterruptConfig;
  description?: string;
}

export interface HumanResponse {
  type: 'accept' | 'ignore' | 'response' | 'edit';
  args: null | string | ActionRequest;
}

const TYPES = new Set(['accept', 'ignore', 'response', 'edit']);

/** The HumanResponse in a resume value (the first one of a list), or null when the value is not one. */
export function humanResponseOf(value: unknown): HumanResponse | null {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'object' || first === null) return null;
  const { type, args } = first as { type?: unknown; args?: unknown };
  if (typeof type !== 'string' || !TYPES.has(type)) return null;
  if (args !== null && args !== undefined && typeof args !== 'string' && typeof args !== 'object') return null;
  return { type: type as HumanResponse['type'], args: (args ?? null) as HumanResponse['args'] };
}

/** The text of a customer's answer: a plain string, or the `response` text of a HumanResponse; '' for anything else. */
export function answerText(value: unknown): string {
  if (typeof value === 'string') return value;
  const response = humanResponseOf(value);
  if (response?.type === 'response' && typeof response.args === 'string') return response.args;
  return '';
}
