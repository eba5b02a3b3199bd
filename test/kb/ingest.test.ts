import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteKnowledgeBase } from '../../src/adapters/search/sqlite-fts.knowledge.js';
import { ingestPaths, type IngestProgress } from '../../src/app/ingest.js';
import type { KnowledgeBase } from '../../src/domain/knowledge.port.js';
import { registerIngestCommand } from '../../src/interfaces/cli/commands/ingest.command.js';
import { registerKbCommand } from '../../src/interfaces/cli/commands/kb.command.js';
import { docxWithTable, twoColumnPdf } from '../fixtures/kb/build-fixtures.js';

const CARDS = `---
title: Cards
visibility: customer
version: 2
effective_date: 2025-04-01
---
# Cards

## Blocking a lost or stolen card

Block a lost card at once from the app or by calling the helpline.
`;
const PLAYBOOK = `# Fraud playbook

## Mule accounts

Escalate suspected mule accounts to the zebra desk.
`;

describe('ingestPaths', () => {
  let dir: string;
  let kb: KnowledgeBase;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kb-ingest-'));
    mkdirSync(join(dir, 'kb', 'nested'), { recursive: true });
    writeFileSync(join(dir, 'kb', 'cards.md'), CARDS);
    writeFileSync(join(dir, 'kb', 'fraud-playbook.md'), PLAYBOOK);
    writeFileSync(join(dir, 'kb', 'nested', 'notes.txt'), 'Branch opening hours are nine to five.');
    writeFileSync(join(dir, 'kb', 'nested', 'page.html'), '<h1>Branches</h1><h2>Hours</h2><p>Open on Saturdays.</p>');
    writeFileSync(join(dir, 'kb', 'handbook.pdf'), await twoColumnPdf());
    writeFileSync(join(dir, 'kb', 'fees.docx'), await docxWithTable());
    writeFileSync(join(dir, 'kb', 'broken.pdf'), '%PDF-1.4 garbage');
    writeFileSync(join(dir, 'kb', 'logo.png'), 'not an image');
    writeFileSync(join(dir, 'kb', '.hidden.md'), '# ignored');
    kb = await openSqliteKnowledgeBase({ file: join(dir, 'echopilot.db') });
  });
  afterEach(async () => {
    await kb.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('ingests every supported file, reports corrupt and unsupported ones by name, and keeps going', async () => {
    const progress: IngestProgress[] = [];
    const summary = await ingestPaths({ kb, tenantId: 'demo-bank', paths: [join(dir, 'kb')], onProgress: (p) => progress.push(p) });
    expect(summary).toMatchObject({ files: 8, inserted: 6, replaced: 0, unchanged: 0 });
    expect(summary.failed.map((f) => f.path.split('/').pop()).sort()).toEqual(['broken.pdf', 'logo.png']);
    expect(summary.failed.find((f) => f.path.endsWith('logo.png'))?.reason).toMatch(/unsupported/);
    expect(summary.chunks).toBeGreaterThanOrEqual(6);
    expect(progress.map((p) => p.done)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(progress.at(-1)).toMatchObject({ total: 8, chunks: summary.chunks });
    const docs = await kb.listDocuments('demo-bank');
    expect(docs.map((d) => d.docId).sort()).toEqual(['cards', 'fees', 'fraud-playbook', 'handbook', 'notes', 'page']);
    expect(docs.find((d) => d.docId === 'cards')).toMatchObject({ title: 'Cards', visibility: 'customer', version: '2', effectiveDate: '2025-04-01' });
    expect(docs.find((d) => d.docId === 'fraud-playbook')).toMatchObject({ visibility: 'internal', roles: ['agent', 'reviewer', 'admin'] });
    const table = await kb.search({ tenantId: 'demo-bank', query: 'card replacement fee', role: 'agent', limit: 1 });
    expect(table[0]).toMatchObject({ docId: 'fees', section: 'Card fees' });
  });

  it('skips unchanged files by hash and replaces changed ones', async () => {
    await ingestPaths({ kb, tenantId: 'demo-bank', paths: [join(dir, 'kb')] });
    const again = await ingestPaths({ kb, tenantId: 'demo-bank', paths: [join(dir, 'kb')] });
    expect(again).toMatchObject({ inserted: 0, replaced: 0, unchanged: 6 });
    writeFileSync(join(dir, 'kb', 'cards.md'), CARDS.replace('helpline', 'hotline'));
    const third = await ingestPaths({ kb, tenantId: 'demo-bank', paths: [join(dir, 'kb', 'cards.md')] });
    expect(third).toMatchObject({ files: 1, inserted: 0, replaced: 1, unchanged: 0 });
    expect(await kb.search({ tenantId: 'demo-bank', query: 'helpline', role: 'customer', limit: 5 })).toEqual([]);
    expect((await kb.search({ tenantId: 'demo-bank', query: 'hotline', role: 'customer', limit: 5 }))[0]?.docId).toBe('cards');
  });

  it('applies the default visibility and roles to files without front matter, and re-ingests when they change', async () => {
    const path = join(dir, 'kb', 'fraud-playbook.md');
    await ingestPaths({ kb, tenantId: 'demo-bank', paths: [path], visibility: 'internal', roles: ['reviewer'] });
    expect(await kb.search({ tenantId: 'demo-bank', query: 'zebra desk', role: 'agent', limit: 5 })).toEqual([]);
    expect(await kb.search({ tenantId: 'demo-bank', query: 'zebra desk', role: 'customer', limit: 5 })).toEqual([]);
    expect(await kb.search({ tenantId: 'demo-bank', query: 'zebra desk', role: 'reviewer', limit: 5 })).toHaveLength(1);
    const widened = await ingestPaths({ kb, tenantId: 'demo-bank', paths: [path], visibility: 'customer' });
    expect(widened.replaced).toBe(1);
    expect(await kb.search({ tenantId: 'demo-bank', query: 'zebra desk', role: 'customer', limit: 5 })).toHaveLength(1);
  });

  it('reports a missing path and still ingests the others', async () => {
    const summary = await ingestPaths({ kb, tenantId: 'demo-bank', paths: [join(dir, 'nope'), join(dir, 'kb', 'cards.md')] });
    expect(summary.inserted).toBe(1);
    expect(summary.failed).toHaveLength(1);
    expect(summary.failed[0]?.path).toContain('nope');
  });
});

describe('CLI: ingest and kb commands', () => {
  let dir: string;
  let lines: string[];
  let program: Command;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'kb-cli-'));
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'docs', 'cards.md'), CARDS);
    writeFileSync(join(dir, 'docs', 'fraud-playbook.md'), PLAYBOOK);
    lines = [];
    const deps = {
      openKnowledgeBase: () => openSqliteKnowledgeBase({ file: join(dir, 'echopilot.db') }),
      out: (text: string) => lines.push(text),
      progressStream: { write: () => true } as unknown as NodeJS.WritableStream,
    };
    program = new Command().exitOverride();
    registerIngestCommand(program, deps);
    registerKbCommand(program, deps);
  });
  afterEach(() => {
    process.exitCode = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('ingests, lists, searches as a role and deletes', async () => {
    await program.parseAsync(['node', 'echopilot', 'ingest', join(dir, 'docs'), '--tenant', 'demo-bank', '--roles', 'reviewer']);
    expect(lines.pop()).toMatch(/^2 files: 2 inserted, 0 replaced, 0 unchanged, 0 failed; 2 chunks/);
    await program.parseAsync(['node', 'echopilot', 'kb', 'list', '--tenant', 'demo-bank']);
    expect(lines.splice(0)).toEqual([
      expect.stringMatching(/^cards {2}customer {2}1 chunks {2}v2 {2}2025-04-01 {2}Cards$/),
      expect.stringMatching(/^fraud-playbook {2}internal\(reviewer\) {2}1 chunks/),
    ]);
    await program.parseAsync(['node', 'echopilot', 'kb', 'search', 'lost', 'card', '--tenant', 'demo-bank', '--role', 'customer']);
    expect(lines[0]).toMatch(/^1\. cards › Blocking a lost or stolen card {2}\(score \d+\.\d{3}, cards#1\)$/);
    expect(lines[1]).toContain('**lost**');
    lines = [];
    await program.parseAsync(['node', 'echopilot', 'kb', 'search', 'zebra', '--tenant', 'demo-bank', '--role', 'reviewer', '--json']);
    expect(JSON.parse(lines.join('\n'))).toEqual([expect.objectContaining({ docId: 'fraud-playbook', section: 'Mule accounts' })]);
    lines.length = 0;
    await program.parseAsync(['node', 'echopilot', 'kb', 'delete', 'cards', '--tenant', 'demo-bank']);
    expect(lines).toEqual(['deleted cards']);
    await expect(program.parseAsync(['node', 'echopilot', 'kb', 'delete', 'cards', '--tenant', 'demo-bank'])).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('rejects an unknown role', async () => {
    await expect(
      program.parseAsync(['node', 'echopilot', 'kb', 'search', 'x', '--tenant', 'demo-bank', '--role', 'boss']),
    ).rejects.toThrow();
  });
});
