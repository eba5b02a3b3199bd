// Model configuration: per-agent choice from the environment and the tenant YAML; missing keys named, never printed.
import { describe, expect, it } from 'vitest';
import { describeModelConfig, parseModelConfig } from '../../src/app/model-config.js';

const SECRET = 'sk-test-SECRET-value-123';

describe('parseModelConfig', () => {
  it('defaults every agent to offline', () => {
    const config = parseModelConfig({});
    expect(Object.values(config.agents).every((c) => c.kind === 'offline')).toBe(true);
    expect(config.cascade).toBe(false);
  });

  it('applies ECHOPILOT_MODEL to all agents, with per-agent overrides and temperature 0', () => {
    const config = parseModelConfig({ ECHOPILOT_MODEL: 'openai:gpt-4.1-mini', ECHOPILOT_MODEL_INTENT: 'offline', ECHOPILOT_MODEL_VERIFY: 'anthropic:claude-sonnet-4', OPENAI_API_KEY: SECRET, ANTHROPIC_API_KEY: SECRET, ECHOPILOT_CASCADE: 'on' });
    expect(config.agents.intent).toEqual({ kind: 'offline' });
    expect(config.agents.reply).toMatchObject({ kind: 'model', spec: { provider: 'openai', model: 'gpt-4.1-mini', temperature: 0, apiKey: SECRET } });
    expect(config.agents.verify).toMatchObject({ kind: 'model', label: 'anthropic:claude-sonnet-4' });
    expect(config.cascade).toBe(true);
  });

  it('lets the tenant models map choose per agent below the per-agent variables', () => {
    const config = parseModelConfig({ ECHOPILOT_MODEL_REPLY: 'offline', ECHOPILOT_MODEL_BASE_URL: 'http://127.0.0.1:8080/v1' }, { default: 'ollama:llama3.1:8b', reply: 'openai-compatible:qwen' });
    expect(config.agents.intent).toMatchObject({ spec: { provider: 'ollama', model: 'llama3.1:8b' } });
    expect(config.agents.reply).toEqual({ kind: 'offline' });
  });

  it('names the missing key variable without printing any key', () => {
    expect(() => parseModelConfig({ ECHOPILOT_MODEL: 'openai:gpt-4.1-mini', ANTHROPIC_API_KEY: SECRET })).toThrow(expect.objectContaining({ code: 'CONFIG_INVALID', field: 'OPENAI_API_KEY' }));
    expect(() => parseModelConfig({ ECHOPILOT_MODEL_VERIFY: 'google:gemini-2.5-flash' })).toThrow(/GOOGLE_API_KEY is not set/);
  });

  it('requires a base URL for an OpenAI-compatible server', () => {
    expect(() => parseModelConfig({ ECHOPILOT_MODEL: 'openai-compatible:llama' })).toThrow(expect.objectContaining({ field: 'ECHOPILOT_MODEL_BASE_URL' }));
  });

  it('rejects an unknown provider and an unknown tenant agent key', () => {
    expect(() => parseModelConfig({ ECHOPILOT_MODEL: 'skynet:t-800' })).toThrow(expect.objectContaining({ field: 'ECHOPILOT_MODEL' }));
    expect(() => parseModelConfig({}, { verifier: 'offline' })).toThrow(expect.objectContaining({ field: 'models.verifier' }));
  });

  it('never puts a key in the printable description', () => {
    const config = parseModelConfig({ ECHOPILOT_MODEL: 'openai:gpt-4.1-mini', OPENAI_API_KEY: SECRET });
    const text = describeModelConfig(config);
    expect(text).toContain('verify=openai:gpt-4.1-mini');
    expect(text).not.toContain(SECRET);
  });
});
