// The checkpointers' serializer: the same bytes and the same values as LangGraph's JsonPlusSerializer, without its
// per-value costs. Writing, it walks the whole state for cycles before JSON.stringify; reading, it awaits every value
// of the parsed tree one by one. Checkpoints are plain JSON apart from LangChain messages, so here a checkpoint with
// no cycle and no special value (Set, Map, Error, …) is written by JSON.stringify with the same replacer, and read by one
// synchronous walk that awaits only the messages it rebuilds. Anything else goes to LangGraph's serializer itself.
import { load } from '@langchain/core/load';
import type { BaseCheckpointSaver } from '@langchain/langgraph';

type SerializerProtocol = BaseCheckpointSaver['serde'];

/** Thrown by the replacer to hand a value it does not write itself back to LangGraph's serializer. */
const NOT_PLAIN = Symbol('not plain JSON');
/** What JsonPlusSerializer writes for `undefined`. */
const UNDEFINED_RECORD = { lc: 2, type: 'undefined' };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** JsonPlusSerializer's replacer on plain values: `undefined` as its record, everything else as it is. */
function plainReplacer(_key: string, value: unknown): unknown {
  if (value === undefined) return UNDEFINED_RECORD;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const proto = Object.getPrototypeOf(value) as unknown;
    // A class instance left after toJSON (Set, Map, Error, RegExp, Uint8Array, a Send, a delta snapshot) is encoded
    // by LangGraph's own rules; so is a plain object that looks like a record of its own.
    if ((proto !== Object.prototype && proto !== null) || (value as { lc?: unknown }).lc === 2 || (value as { lg_name?: unknown }).lg_name === 'Send') throw NOT_PLAIN;
  }
  return value;
}

type Slot = Record<string | number, unknown>;

/**
 * JsonPlusSerializer's reviver, synchronous: puts the revived `value` at `slot[key]`, or returns false when the tree
 * holds one of that serializer's own records (`lc: 2`) other than `undefined`, which it revives itself. A LangChain
 * object (an `lc: 1` constructor: a message) is rebuilt by `load` once its fields are, as there; `pending` collects
 * those loads, and each field's place is taken in order first so that keys keep their order.
 */
function revive(value: unknown, pending: Promise<void>[], slot: Slot, key: string | number): boolean {
  if (value === null || typeof value !== 'object') {
    slot[key] = value;
    return true;
  }
  if (Array.isArray(value)) {
    const out: unknown[] = new Array<unknown>(value.length);
    slot[key] = out;
    for (let i = 0; i < value.length; i++) if (!revive(value[i], pending, out as unknown as Slot, i)) return false;
    return true;
  }
  const record = value as Record<string, unknown>;
  if (record.lc === 2) {
    // `undefined` is written as a record of its own; the other records (a Set, a delta snapshot, …) go to LangGraph.
    if (record.type !== 'undefined') return false;
    slot[key] = undefined;
    return true;
  }
  const out: Slot = {};
  const before = pending.length;
  for (const [field, inner] of Object.entries(record)) {
    out[field] = undefined;
    if (!revive(inner, pending, out, field)) return false;
  }
  if (record.lc === 1 && record.type === 'constructor' && Array.isArray(record.id)) {
    slot[key] = undefined;
    // Its fields may hold LangChain objects still being rebuilt: it is loaded once they are in place.
    const inner = pending.splice(before);
    pending.push(Promise.all(inner).then(async () => { slot[key] = await load(JSON.stringify(out)); }));
    return true;
  }
  slot[key] = out;
  return true;
}

/** The revived tree, or null to leave it to LangGraph's serializer. */
async function reviveAll(parsed: unknown): Promise<{ value: unknown } | null> {
  const pending: Promise<void>[] = [];
  const root: Slot = {};
  if (!revive(parsed, pending, root, 'value')) return null;
  await Promise.all(pending);
  return { value: root.value };
}

/** Wraps LangGraph's serializer (the checkpointer's default): same output, faster on plain JSON. */
export function fastCheckpointSerde(base: SerializerProtocol): SerializerProtocol {
  return {
    async dumpsTyped(obj: unknown): Promise<[string, Uint8Array]> {
      if (obj instanceof Uint8Array) return base.dumpsTyped(obj);
      let text: string;
      try {
        text = JSON.stringify(obj, plainReplacer);
      } catch {
        // A special value, a cycle or something JSON cannot hold: LangGraph's serializer decides what is written.
        return base.dumpsTyped(obj);
      }
      return ['json', encoder.encode(text)];
    },
    async loadsTyped(type: string, data: Uint8Array | string): Promise<unknown> {
      if (type !== 'json') return base.loadsTyped(type, data);
      const revived = await reviveAll(JSON.parse(typeof data === 'string' ? data : decoder.decode(data)));
      return revived ? revived.value : base.loadsTyped(type, data);
    },
  };
}
