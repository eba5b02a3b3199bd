// The checkpointers' fast serializer writes the same bytes and reads back the same values as LangGraph's own.
import { describe, expect, it } from 'vitest';
import { AIMessage, HumanMessage, ToolMessage } from '@langchain/core/messages';
import { MemorySaver } from '@langchain/langgraph';
import { fastCheckpointSerde } from '../../src/adapters/checkpoint/checkpoint-serde.js';

const langgraph = new MemorySaver().serde;
const fast = fastCheckpointSerde(langgraph);

const toolCall = new AIMessage({ content: '', tool_calls: [{ id: 'call-1', name: 'search_transactions', args: { from: '2026-03-01', amount: 45_000 } }] });
const state = {
  message: 'I was charged twice at Cafe Coffee Day, 450 each time.',
  reportedOn: '2026-03-12',
  turn: 2,
  optional: undefined,
  list: [1, undefined, null, 'x', { nested: [true, { deep: undefined }] }],
  analysis: { intent: 'complaint', entities: { amounts: [{ paise: 45_000, text: '450' }], dates: [] }, trace: { latencyMs: 1.25 } },
  toolLoop: [toolCall, new ToolMessage({ content: '{"rows":[]}', tool_call_id: 'call-1', name: 'search_transactions' })],
  messages: [new HumanMessage({ content: 'hello', id: 'm-1' }), new AIMessage({ content: 'Hello, how can I help?', id: 'm-2' })],
  nestedMessage: { inside: { message: new HumanMessage('inside an object'), after: 'kept in order' } },
  unicode: 'हिंदी ₹5,000 — “quotes”',
  at: new Date('2026-03-12T10:00:00.000Z'),
};

/** Everything JsonPlusSerializer encodes its own way: the fast serializer hands these to it. */
const special = {
  set: new Set([1, 2]),
  map: new Map([['a', 1]]),
  error: new Error('boom'),
  pattern: /atm/gi,
  bytes: new Uint8Array([1, 2, 3]),
  record: { lc: 2, type: 'undefined' },
  sendLike: { lg_name: 'Send', node: 'n', args: { a: 1 }, extra: 'dropped' },
};

async function bothWays(value: unknown): Promise<void> {
  const [fastType, fastBytes] = await fast.dumpsTyped(value);
  const [type, bytes] = await langgraph.dumpsTyped(value);
  expect(fastType).toBe(type);
  expect(Buffer.from(fastBytes).toString('utf8')).toBe(Buffer.from(bytes).toString('utf8'));
  const read = await fast.loadsTyped(type, bytes);
  const expected = await langgraph.loadsTyped(type, bytes);
  expect(read).toEqual(expected);
  // Same classes and the same key order, not only equal values.
  expect(JSON.stringify(read)).toBe(JSON.stringify(expected));
  expect(await fast.loadsTyped(type, Buffer.from(bytes).toString('utf8'))).toEqual(expected);
}

describe('fast checkpoint serializer', () => {
  it('writes and reads a claim state with messages exactly as LangGraph does', async () => {
    await bothWays(state);
    const read = (await fast.loadsTyped(...(await fast.dumpsTyped(state)))) as typeof state;
    expect(read.toolLoop[0]).toBeInstanceOf(AIMessage);
    expect((read.toolLoop[0] as AIMessage).tool_calls?.[0]?.args).toEqual({ from: '2026-03-01', amount: 45_000 });
    expect(read.toolLoop[1]).toBeInstanceOf(ToolMessage);
    expect(read.nestedMessage.inside.message).toBeInstanceOf(HumanMessage);
    expect(Object.keys(read.nestedMessage.inside)).toEqual(['message', 'after']);
  });

  it('leaves special values, look-alike records and cycles to LangGraph, with the same result', async () => {
    for (const [name, value] of Object.entries(special)) {
      await bothWays({ name, value, around: state.analysis });
    }
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    const [type, bytes] = await fast.dumpsTyped(cyclic);
    expect(Buffer.from(bytes).toString('utf8')).toBe(Buffer.from((await langgraph.dumpsTyped(cyclic))[1]).toString('utf8'));
    expect(await fast.loadsTyped(type, bytes)).toEqual(await langgraph.loadsTyped(type, bytes));
  });

  it('handles bare values, empty containers and byte payloads', async () => {
    for (const value of [null, 0, 'text', true, [], {}, undefined, [undefined], { a: [] }]) await bothWays(value);
    const bytes = new Uint8Array([7, 8]);
    expect(await fast.dumpsTyped(bytes)).toEqual(await langgraph.dumpsTyped(bytes));
    expect(await fast.loadsTyped('bytes', bytes)).toEqual(await langgraph.loadsTyped('bytes', bytes));
  });

  it('keeps a key named __proto__ as JSON.parse and LangGraph do', async () => {
    const text = '{"a":1,"__proto__":{"polluted":true},"b":{"lc":1,"type":"secret","id":["X"]}}';
    expect(await fast.loadsTyped('json', text)).toEqual(await langgraph.loadsTyped('json', text));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
