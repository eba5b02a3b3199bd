// Document context for chunk scores: a chunk gains a share of its best sibling's score, so documents that match
// in several places rank above documents that match once, while passages stay chunk-sized.

export interface ScoredChunk {
  id: number;
  docId: string;
  /** BM25 relevance, higher is better. */
  score: number;
}

/**
 * Rescores candidate chunks: score + weight × (best score of another candidate chunk of the same document), best
 * first (ties by id). The first chunk of each document in the result is its best one, so ranking documents by first
 * appearance ranks them by best chunk + weight × second best. Weight 0 keeps the BM25 order.
 */
export function withDocumentContext(chunks: readonly ScoredChunk[], weight: number): ScoredChunk[] {
  const best = new Map<string, { first: number; second: number }>();
  for (const c of chunks) {
    const top = best.get(c.docId) ?? { first: -Infinity, second: -Infinity };
    if (c.score > top.first) {
      top.second = top.first;
      top.first = c.score;
    } else if (c.score > top.second) top.second = c.score;
    best.set(c.docId, top);
  }
  return chunks
    .map((c) => {
      const top = best.get(c.docId);
      // the best other chunk: the document's second best when this chunk is its best, else its best
      const sibling = top === undefined ? -Infinity : c.score >= top.first ? top.second : top.first;
      return { ...c, score: sibling > 0 && weight > 0 ? c.score + weight * sibling : c.score };
    })
    .sort((a, b) => b.score - a.score || a.id - b.id);
}
