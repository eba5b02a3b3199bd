// The layer picture is enforced by lint: an import that points outward fails `npm run lint`.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/app.harness.js';

const eslint = new ESLint({ cwd: REPO_ROOT });

async function importErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: `${REPO_ROOT}/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer rules', () => {
  it('refuses an interface that imports an adapter, an agent, a tool or the graph', async () => {
    for (const target of ['../../adapters/store/open-store.js', '../../agents/ports.js', '../../tools/read-tools.js', '../../graph/build.js']) {
      expect(await importErrors('src/interfaces/cli/probe.ts', `import '${target}';`)).toHaveLength(1);
    }
  });

  it('refuses a policy module that imports agents, and a tool that imports an agent', async () => {
    expect(await importErrors('src/policy/probe.ts', "import '../agents/ports.js';")).toHaveLength(1);
    expect(await importErrors('src/tools/probe.ts', "import '../agents/ports.js';")).toHaveLength(1);
  });

  it('refuses a vendor SDK or driver anywhere in the core', async () => {
    expect(await importErrors('src/graph/probe.ts', "import 'kysely';")).toHaveLength(1);
    expect(await importErrors('src/agents/probe.ts', "import '@langchain/openai';")).toHaveLength(1);
  });

  it('lets an interface use the application facade and the domain', async () => {
    expect(await importErrors('src/interfaces/cli/probe.ts', "import '../../app/echopilot.js';\nimport '../../domain/errors.js';")).toEqual([]);
  });
});
