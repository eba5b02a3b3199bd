// Deterministic fake embedder for tests: hashed bag of words (crude suffix stripping, optional word aliases standing
// in for "meaning"), L2-normalised.
import type { Embedder } from '../../src/domain/knowledge.port.js';

export function hashedBagOfWordsEmbedder(
  dim = 256,
  aliases: Record<string, string> = {},
): Embedder & { calls: number } {
  const embedder = {
    calls: 0,
    async embed(texts: string[]): Promise<number[][]> {
      embedder.calls++;
      return texts.map((text) => {
        const v = new Array<number>(dim).fill(0);
        for (const raw of text.toLowerCase().split(/[^a-z0-9]+/)) {
          if (raw.length < 3) continue;
          const word = aliases[raw] ?? raw.replace(/(ing|ed|es|s)$/, '');
          let h = 2166136261;
          for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619);
          const slot = (h >>> 0) % dim;
          v[slot] = (v[slot] ?? 0) + 1;
        }
        const norm = Math.sqrt(v.reduce((a, b) => a + b * b, 0)) || 1;
        return v.map((x) => x / norm);
      });
    },
  };
  return embedder;
}
