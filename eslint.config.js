// Lint rules: typescript-eslint recommended, strict about `any` and unused code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const VENDOR = ['@langchain/openai', '@langchain/anthropic', '@langchain/google-genai', '@langchain/ollama', 'better-sqlite3', 'kysely', 'pg', 'hono', 'bullmq', 'ioredis'];

/** A lint block forbidding imports of the named src/ layers (and, for the core, of vendor SDKs). */
function layer(files, forbidden, noVendor) {
  const patterns = [{ group: forbidden.map((name) => `**/${name}/**`), message: `${files.split('/')[1]} must not import ${forbidden.join(', ')} (see the layer picture in README.md)` }];
  if (noVendor) patterns.push({ group: VENDOR, message: 'vendor SDKs and drivers belong in src/adapters' });
  return [{ files: [files], rules: { 'no-restricted-imports': ['error', { patterns }] } }];
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.echopilot/**', 'coverage/**', 'web/**', '.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  // The layers (README "Layers"): domain ← policy ← agents | tools ← graph ← app → adapters; interfaces → app.
  // Each block lists what a layer must not import; vendor SDKs and drivers live only in src/adapters.
  ...layer('src/domain/**', ['policy', 'agents', 'tools', 'graph', 'app', 'adapters', 'interfaces'], true),
  ...layer('src/policy/**', ['agents', 'tools', 'graph', 'app', 'adapters', 'interfaces'], true),
  ...layer('src/agents/**', ['tools', 'graph', 'app', 'adapters', 'interfaces'], true),
  ...layer('src/tools/**', ['agents', 'graph', 'app', 'adapters', 'interfaces'], true),
  ...layer('src/graph/**', ['app', 'adapters', 'interfaces'], true),
  ...layer('src/app/**', ['interfaces'], false),
  ...layer('src/adapters/**', ['graph', 'tools', 'app', 'interfaces'], false),
  ...layer('src/interfaces/**', ['adapters', 'agents', 'tools', 'graph', 'policy'], false),
  {
    // The web console runs in the browser and talks to the server only over HTTP: no server modules, no Node APIs.
    files: ['src/interfaces/console/src/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/domain/**', '**/policy/**', '**/agents/**', '**/tools/**', '**/graph/**', '**/adapters/**', '**/app/**', '**/http/**', '**/cli/**'], message: 'the console uses the HTTP API, not server modules' },
          { group: ['node:*'], message: 'the console runs in the browser' },
        ],
      }],
    },
  },
  {
    files: ['src/interfaces/console/vite.config.mjs'],
    languageOptions: { globals: { URL: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
