// Images the customer attached reach the report model only when it is configured to read images
// (ECHOPILOT_MODEL_IMAGES), as image parts of its prompt, over the real ChatOpenAI adapter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BreakerRegistry } from '../../src/agents/llm-kit/circuit-breaker.js';
import { buildAgents, parseModelConfig } from '../../src/app/model-config.js';
import { offlineAgents } from '../../src/app/offline-agents.js';
import { harnessFor } from '../support/app.harness.js';
import { PNG_BYTES } from '../support/attachment-files.js';
import { startScriptedOpenAiServer, type ChatRequest, type ScriptedServer } from '../support/scripted-openai-server.js';

const REPORT = { issue: 'The ATM did not dispense cash.', userDemand: 'The money back.', supportInfoFromUser: ['a photo of the ATM slip'], relevantSources: [1] };

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedOpenAiServer({
    fallback: (body: ChatRequest) => body.response_format?.json_schema?.name === 'report'
      ? { kind: 'json', value: REPORT }
      : { kind: 'status', status: 400, message: 'only the report is scripted' },
  });
});
afterAll(async () => server.close());

/** The report agent on the scripted server, every other agent offline. */
async function sendWithPhoto(images: 'on' | 'off') {
  const config = parseModelConfig({
    ECHOPILOT_MODEL_REPORT: 'openai-compatible:vision-1', ECHOPILOT_MODEL_BASE_URL: server.baseUrl, ECHOPILOT_MODEL_TIMEOUT_MS: '5000',
    ECHOPILOT_MODEL_RETRIES: '0', ECHOPILOT_MODEL_IMAGES: images,
  });
  const agents = buildAgents(config, offlineAgents(), { breakers: new BreakerRegistry() });
  const h = await harnessFor('scenarios/dev-bank.yaml', { agents });
  try {
    const before = server.requests.length;
    const turn = await h.app.conversations.send({
      identity: { tenantId: 'demo-bank', customerId: 'C1001', role: 'customer', actor: 'test' }, now: h.now,
      text: 'The ATM on MG Road debited 5000 on 4 March but gave no cash, photo of the slip attached',
      attachments: [{ name: 'slip.png', bytes: PNG_BYTES }],
    });
    return { turn, requests: server.requests.slice(before).filter((r) => r.body.response_format?.json_schema?.name === 'report') };
  } finally {
    await h.close();
  }
}

function imageParts(body: ChatRequest): string[] {
  return (body.messages ?? []).flatMap((m) => (Array.isArray(m.content) ? (m.content as { type: string; image_url?: { url: string } }[]) : []))
    .filter((p) => p.type === 'image_url').map((p) => p.image_url?.url ?? '');
}

describe('attached images and a multimodal report model', () => {
  it('sends the photo as an image part of the report prompt when the model reads images', async () => {
    const { turn, requests } = await sendWithPhoto('on');

    expect(requests).toHaveLength(1);
    const [url] = imageParts(requests[0]!.body);
    expect(url).toBe(`data:image/png;base64,${Buffer.from(PNG_BYTES).toString('base64')}`);
    expect(turn.amount).toBe(530_000);
  });

  it('sends no image when the model is not configured to read images', async () => {
    const { requests } = await sendWithPhoto('off');

    expect(requests).toHaveLength(1);
    expect(requests.flatMap((r) => imageParts(r.body))).toEqual([]);
  });
});
