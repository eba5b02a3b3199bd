// The embedder contract: one suite every Embedder adapter must pass (one vector per text, in order, one dimension).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Embedder } from '../../src/domain/knowledge.port.js';

export interface EmbedderHandle {
  embedder: Embedder;
  close(): Promise<void>;
}

const cosine = (a: number[], b: number[]) => {
  const dot = a.reduce((s, x, i) => s + x * (b[i] ?? 0), 0);
  const norm = (v: number[]) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));
  return dot / (norm(a) * norm(b));
};

export function embedderContract(name: string, open: () => Promise<EmbedderHandle>): void {
  describe(`embedder contract: ${name}`, () => {
    let handle: EmbedderHandle;
    beforeEach(async () => {
      handle = await open();
    });
    afterEach(async () => handle.close());

    it('returns one vector per text, in the order given, all of one length', async () => {
      const texts = Array.from({ length: 150 }, (_, i) => `passage ${i}: ATM withdrawal failed at branch ${i % 7}`);
      const vectors = await handle.embedder.embed(texts);
      expect(vectors).toHaveLength(150);
      const dim = vectors[0]?.length ?? 0;
      expect(dim).toBeGreaterThan(0);
      expect(vectors.every((v) => v.length === dim && v.every(Number.isFinite))).toBe(true);
      const [again] = await handle.embedder.embed([texts[42] ?? '']);
      expect(cosine(again ?? [], vectors[42] ?? [])).toBeCloseTo(1, 5);
    });

    it('places related texts nearer than unrelated ones', async () => {
      const [a, b, c] = await handle.embedder.embed(['refund of a failed ATM withdrawal', 'failed ATM withdrawal refund please', 'premium for travel insurance policy']);
      expect(cosine(a ?? [], b ?? [])).toBeGreaterThan(cosine(a ?? [], c ?? []));
    });

    it('embeds nothing for no texts', async () => {
      expect(await handle.embedder.embed([])).toEqual([]);
    });
  });
}
