// Lint rules: typescript-eslint recommended, strict about `any` and unused code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.echopilot/**', 'coverage/**', 'web/**', '.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    // Dependencies point inward (DESIGN.md §9): the core never imports the composition root or an adapter, and only
    // adapters import vendor SDKs.
    files: ['src/domain/**', 'src/policy/**', 'src/agents/**', 'src/tools/**', 'src/graph/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/adapters/**', '**/app/**', '**/interfaces/**'], message: 'the core must not depend on adapters, the app or interfaces' },
          { group: ['@langchain/openai', '@langchain/anthropic', '@langchain/google-genai', '@langchain/ollama', 'better-sqlite3', 'kysely', 'pg', 'hono'], message: 'vendor SDKs and drivers belong in src/adapters' },
        ],
      }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
