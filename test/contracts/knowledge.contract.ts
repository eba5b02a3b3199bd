// Contract suite for the KnowledgeBase port: any adapter must pass it (call knowledgeContract from a test file).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KnowledgeBase, KnowledgeDocument } from '../../src/domain/knowledge.port.js';

export function doc(overrides: Partial<KnowledgeDocument> & Pick<KnowledgeDocument, 'docId'>): KnowledgeDocument {
  return {
    tenantId: 'demo-bank',
    title: overrides.docId,
    sourcePath: `kb/${overrides.docId}.md`,
    contentHash: `hash-${overrides.docId}`,
    version: '1',
    effectiveDate: '2025-04-01',
    visibility: 'customer',
    roles: ['agent', 'reviewer', 'admin'],
    chunks: [],
    ...overrides,
  };
}

const FAILED = doc({
  docId: 'failed-transactions',
  title: 'Failed transactions',
  chunks: [
    {
      chunkId: 'failed-transactions#1',
      sectionPath: ['ATM withdrawals not dispensed'],
      text: 'When an ATM withdrawal fails and cash is not dispensed, the bank reverses the debit within five working days.',
    },
    {
      chunkId: 'failed-transactions#2',
      sectionPath: ['Compensation for delay'],
      text: 'If the reversal is late the bank pays Rs 100 per day of delay to the customer.',
    },
  ],
});
const UNAUTHORISED = doc({
  docId: 'unauthorised-transactions',
  title: 'Unauthorised transactions',
  chunks: [
    {
      chunkId: 'unauthorised-transactions#1',
      sectionPath: ['Reporting within three working days', 'Zero liability'],
      text: 'A customer who reports an unauthorised electronic transaction within three working days has zero liability.',
    },
  ],
});
const INTERNAL = doc({
  docId: 'fraud-playbook',
  title: 'Fraud playbook',
  visibility: 'internal',
  roles: ['reviewer'],
  chunks: [{ chunkId: 'fraud-playbook#1', sectionPath: ['Mule accounts'], text: 'Escalate suspected mule accounts to the zebra desk.' }],
});

export interface KnowledgeContractOptions {
  /**
   * Keyword ranks are fused with a bag-of-words fake embedder's: that vector side weighs every word alike, so checks
   * of how the keyword side reads a question's grammar do not apply.
   */
  fusedWithFakeVectors?: boolean;
}

export function knowledgeContract(name: string, open: () => Promise<KnowledgeBase>, options: KnowledgeContractOptions = {}): void {
  describe(`KnowledgeBase contract: ${name}`, () => {
    let kb: KnowledgeBase;
    beforeEach(async () => {
      kb = await open();
    });
    afterEach(async () => {
      await kb.close();
    });

    it('inserts, then reports unchanged for the same hash and replaced for a new one', async () => {
      expect(await kb.upsertDocument(FAILED)).toEqual({ status: 'inserted' });
      expect(await kb.upsertDocument(FAILED)).toEqual({ status: 'unchanged' });
      expect(await kb.upsertDocument({ ...FAILED, contentHash: 'other' })).toEqual({ status: 'replaced' });
    });

    it('returns passages with document, section path, H2 section, chunk id, score and snippet', async () => {
      await kb.upsertDocument(FAILED);
      await kb.upsertDocument(UNAUTHORISED);
      const [best] = await kb.search({ tenantId: 'demo-bank', query: 'cash not dispensed at the ATM', role: 'customer', limit: 5 });
      expect(best).toMatchObject({
        docId: 'failed-transactions',
        title: 'Failed transactions',
        sectionPath: ['ATM withdrawals not dispensed'],
        section: 'ATM withdrawals not dispensed',
        chunkId: 'failed-transactions#1',
        text: FAILED.chunks[0]?.text,
      });
      expect(best?.score).toBeGreaterThan(0);
      expect(best?.snippet).toMatch(/\*\*dispensed\*\*/);
      const [nested] = await kb.search({ tenantId: 'demo-bank', query: 'zero liability', role: 'customer', limit: 1 });
      expect(nested?.section).toBe('Reporting within three working days');
      expect(nested?.sectionPath).toEqual(['Reporting within three working days', 'Zero liability']);
    });

    it('builds no snippet when the caller asks for none, and finds the same passages in the same order', async () => {
      await kb.upsertDocument(FAILED);
      await kb.upsertDocument(UNAUTHORISED);
      const request = { tenantId: 'demo-bank', query: 'cash not dispensed at the ATM', role: 'customer' as const, limit: 5 };
      const withSnippets = await kb.search(request);
      const without = await kb.search({ ...request, snippets: false });
      expect(without.map((p) => p.snippet)).toEqual(without.map(() => ''));
      expect(without.map(({ snippet: _, ...rest }) => rest)).toEqual(withSnippets.map(({ snippet: _, ...rest }) => rest));
    });

    it('ranks by relevance, stems words and respects the limit', async () => {
      await kb.upsertDocument(FAILED);
      await kb.upsertDocument(UNAUTHORISED);
      const passages = await kb.search({ tenantId: 'demo-bank', query: 'reversals delayed', role: 'agent', limit: 1 });
      expect(passages).toHaveLength(1);
      expect(passages[0]?.chunkId).toBe('failed-transactions#2');
    });

    it('matches British and American spellings and banking abbreviations', async () => {
      await kb.upsertDocument(FAILED);
      await kb.upsertDocument(UNAUTHORISED);
      const us = await kb.search({ tenantId: 'demo-bank', query: 'unauthorized transaction', role: 'customer', limit: 3 });
      expect(us[0]?.docId).toBe('unauthorised-transactions');
      const abbr = await kb.search({ tenantId: 'demo-bank', query: 'automated teller machine', role: 'customer', limit: 3 });
      expect(abbr[0]?.chunkId).toBe('failed-transactions#1');
    });

    it('never shows a customer an internal chunk, and shows it only to the staff roles listed', async () => {
      await kb.upsertDocument(FAILED);
      await kb.upsertDocument(INTERNAL);
      const query = 'zebra desk mule accounts';
      expect(await kb.search({ tenantId: 'demo-bank', query, role: 'customer', limit: 5 })).toEqual([]);
      expect(await kb.search({ tenantId: 'demo-bank', query, role: 'agent', limit: 5 })).toEqual([]);
      const reviewer = await kb.search({ tenantId: 'demo-bank', query, role: 'reviewer', limit: 5 });
      expect(reviewer.map((p) => p.docId)).toEqual(['fraud-playbook']);
    });

    it('keeps tenants apart', async () => {
      await kb.upsertDocument(FAILED);
      await kb.upsertDocument({ ...FAILED, tenantId: 'demo-insurer', docId: 'insurer-doc', chunks: [
        { chunkId: 'insurer-doc#1', sectionPath: ['Free-look period'], text: 'The ATM free-look period lasts 15 days.' },
      ] });
      const bank = await kb.search({ tenantId: 'demo-bank', query: 'ATM', role: 'admin', limit: 10 });
      expect([...new Set(bank.map((p) => p.docId))]).toEqual(['failed-transactions']);
      const insurer = await kb.search({ tenantId: 'demo-insurer', query: 'ATM', role: 'admin', limit: 10 });
      expect([...new Set(insurer.map((p) => p.docId))]).toEqual(['insurer-doc']);
      expect((await kb.listDocuments('demo-insurer')).map((d) => d.docId)).toEqual(['insurer-doc']);
      expect(await kb.search({ tenantId: 'nobody', query: 'ATM', role: 'admin', limit: 10 })).toEqual([]);
    });

    it('replaces all chunks of a document atomically on re-ingest', async () => {
      await kb.upsertDocument(FAILED);
      await kb.upsertDocument({
        ...FAILED,
        contentHash: 'v2',
        chunks: [{ chunkId: 'failed-transactions#1', sectionPath: ['UPI and IMPS transfers'], text: 'UPI transfers are reversed by T+1.' }],
      });
      expect(await kb.search({ tenantId: 'demo-bank', query: 'cash dispensed', role: 'agent', limit: 5 })).toEqual([]);
      const upi = await kb.search({ tenantId: 'demo-bank', query: 'UPI', role: 'agent', limit: 5 });
      expect(upi.map((p) => p.section)).toEqual(['UPI and IMPS transfers']);
      const [listed] = await kb.listDocuments('demo-bank');
      expect(listed).toMatchObject({ docId: 'failed-transactions', contentHash: 'v2', chunkCount: 1 });
    });

    it('deletes a document with its chunks', async () => {
      await kb.upsertDocument(FAILED);
      await kb.upsertDocument(UNAUTHORISED);
      expect(await kb.deleteDocument('demo-bank', 'failed-transactions')).toBe(true);
      expect(await kb.deleteDocument('demo-bank', 'failed-transactions')).toBe(false);
      expect(await kb.search({ tenantId: 'demo-bank', query: 'ATM cash dispensed', role: 'agent', limit: 5 })).toEqual([]);
      expect((await kb.listDocuments('demo-bank')).map((d) => d.docId)).toEqual(['unauthorised-transactions']);
    });

    it('lists documents with their metadata', async () => {
      await kb.upsertDocument(INTERNAL);
      const [listed] = await kb.listDocuments('demo-bank');
      expect(listed).toMatchObject({
        docId: 'fraud-playbook',
        title: 'Fraud playbook',
        sourcePath: 'kb/fraud-playbook.md',
        version: '1',
        effectiveDate: '2025-04-01',
        visibility: 'internal',
        roles: ['reviewer'],
        chunkCount: 1,
      });
    });

    it.skipIf(options.fusedWithFakeVectors)("reads 'how long … take' as the question's grammar: the page about the subject outranks one about how long things take", async () => {
      await kb.upsertDocument(doc({
        docId: 'complaints',
        title: 'Complaints',
        chunks: [{ chunkId: 'complaints#1', sectionPath: ['Complaints'], text: 'This page explains how to complain, how long we take to answer and how long it can take to escalate.' }],
      }));
      await kb.upsertDocument(doc({
        docId: 'cards',
        title: 'Cards',
        chunks: [{ chunkId: 'cards#1', sectionPath: ['Blocking a card'], text: 'A blocked card cannot be used again. A replacement card is sent to your registered address within seven working days.' }],
      }));
      const passages = await kb.search({ tenantId: 'demo-bank', query: 'How long will a replacement card take?', role: 'customer', limit: 2 });
      expect(passages[0]?.chunkId).toBe('cards#1');
    });

    it('filters by minimum score and returns nothing for an empty or stop-word-only query', async () => {
      await kb.upsertDocument(FAILED);
      expect(await kb.search({ tenantId: 'demo-bank', query: 'ATM', role: 'agent', limit: 5, minScore: 1e9 })).toEqual([]);
      expect(await kb.search({ tenantId: 'demo-bank', query: '   ', role: 'agent', limit: 5 })).toEqual([]);
      expect(await kb.search({ tenantId: 'demo-bank', query: 'hi, what is the', role: 'agent', limit: 5 })).toEqual([]);
    });

    it('returns passages best first: scores never increase down the list', async () => {
      await kb.upsertDocument(FAILED);
      await kb.upsertDocument(UNAUTHORISED);
      const passages = await kb.search({ tenantId: 'demo-bank', query: 'ATM cash reversal delay unauthorised transaction', role: 'agent', limit: 10 });
      expect(passages.length).toBeGreaterThan(1);
      const scores = passages.map((p) => p.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    });

    it('treats query punctuation and FTS operators as plain words', async () => {
      await kb.upsertDocument(FAILED);
      const passages = await kb.search({ tenantId: 'demo-bank', query: 'ATM" OR NEAR(cash* -- "dispensed', role: 'agent', limit: 5 });
      expect(passages[0]?.docId).toBe('failed-transactions');
    });
  });
}
