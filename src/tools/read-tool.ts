// Builds a read tool from its spec: validates args, scopes to the caller, enforces a time limit, returns JSON.
import { tool, type StructuredToolInterface } from '@langchain/core/tools';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { z } from 'zod';
import { EchoPilotError } from '../domain/errors.js';
import { TOOL_SPECS, type ToolName } from '../domain/read-tool-specs.js';
import { toolScopeOf, type ToolScope } from './tool-scope.js';

export type ReadToolHandler<N extends ToolName> = (args: z.infer<(typeof TOOL_SPECS)[N]['schema']>, scope: ToolScope) => unknown;

/** Keys a model might use to point a tool at someone else; the tools take identity from the session only. */
const IDENTITY_KEYS = ['customer_id', 'customerId', 'tenant_id', 'tenantId', 'user_id', 'userId'];

async function withTimeout<T>(work: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EchoPilotError('TOOL_TIMEOUT', `${name} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function defineReadTool<N extends ToolName>(name: N, handler: ReadToolHandler<N>): StructuredToolInterface {
  const spec = TOOL_SPECS[name];
  return tool(
    async (args: unknown, config?: LangGraphRunnableConfig) => {
      const scope = toolScopeOf(config);
      const raw = (args ?? {}) as Record<string, unknown>;
      const named = IDENTITY_KEYS.find((key) => key in raw);
      if (named !== undefined && raw[named] !== scope.identity.customerId && raw[named] !== scope.identity.tenantId) {
        throw new EchoPilotError('FORBIDDEN', `${name} refuses: it only reads the authenticated customer's own records`);
      }
      const parsed = spec.schema.safeParse(raw);
      if (!parsed.success) {
        throw new EchoPilotError('INVALID_INPUT', `${name}: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(args)'}: ${i.message}`).join('; ')}`);
      }
      const result = await withTimeout(Promise.resolve().then(() => handler(parsed.data as z.infer<(typeof TOOL_SPECS)[N]['schema']>, scope)), scope.toolTimeoutMs, name);
      return JSON.stringify(result);
    },
    // The schema is checked inside (above) so that identity arguments are seen before zod strips them.
    { name, description: spec.description, schema: spec.schema.passthrough() },
  ) as StructuredToolInterface;
}
