// Documentation links: every `docs/<page>.md#<anchor>` cited in src/ and the READMEs, and every link between docs/
// pages, names a page that exists and a heading on it (GitHub-style anchors); nothing cites documents outside the repo.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const DOCS = join(ROOT, 'docs');

/** Files under `dir` (relative to the repository) whose names end with one of `suffixes`; skips hidden folders. */
function filesUnder(dir: string, suffixes: readonly string[]): string[] {
  const base = join(ROOT, dir);
  if (!existsSync(base)) return [];
  if (statSync(base).isFile()) return [dir];
  const out: string[] = [];
  for (const entry of readdirSync(base, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path, suffixes));
    else if (suffixes.some((s) => entry.name.endsWith(s))) out.push(path);
  }
  return out;
}

/** GitHub's anchor for a heading: the text without inline markup, lower-cased, punctuation dropped, spaces as dashes. */
export function githubAnchor(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|\W)[*_](\S(?:.*?\S)?)[*_](?=\W|$)/g, '$1$2');
  return text.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
}

/** The anchors a Markdown page defines: one per heading outside code fences, repeats numbered -1, -2, … */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>(['top']);
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = githubAnchor(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const anchorCache = new Map<string, Set<string> | null>();
function pageAnchors(page: string): Set<string> | null {
  if (!anchorCache.has(page)) {
    const path = join(DOCS, page);
    anchorCache.set(page, existsSync(path) ? anchorsOf(readFileSync(path, 'utf8')) : null);
  }
  return anchorCache.get(page) ?? null;
}

interface Citation {
  from: string;
  page: string;
  anchor: string | null;
}

function problem(c: Citation): string | null {
  const anchors = pageAnchors(c.page);
  if (!anchors) return `${c.from}: docs/${c.page} does not exist`;
  if (c.anchor !== null && !anchors.has(c.anchor)) return `${c.from}: docs/${c.page} has no heading for #${c.anchor}`;
  return null;
}

const CITING_FILES = [
  'README.md', 'eslint.config.js',
  ...filesUnder('src', ['.ts', '.md']), ...filesUnder('tenants', ['.yaml']), ...filesUnder('scenarios', ['.yaml']),
];

function citationsInSource(): Citation[] {
  const out: Citation[] = [];
  for (const file of CITING_FILES) {
    for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(/\bdocs\/([a-z0-9][a-z0-9._-]*\.md)(?:#([\p{L}\p{N}_-]+))?/gu)) {
      out.push({ from: file, page: match[1] ?? '', anchor: match[2] ?? null });
    }
  }
  return out;
}

function linksBetweenDocs(): Citation[] {
  const out: Citation[] = [];
  for (const file of filesUnder('docs', ['.md'])) {
    const page = relative('docs', file);
    for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(/\]\(([^)\s]*)\)/g)) {
      const target = match[1] ?? '';
      if (/^[a-z]+:/.test(target) || target.startsWith('/')) continue;
      const [path = '', anchor] = target.split('#');
      if (path !== '' && !path.endsWith('.md')) continue;
      if (path.includes('/')) continue;
      out.push({ from: file, page: path === '' ? page : path, anchor: anchor ?? null });
    }
  }
  return out;
}

describe('documentation links', () => {
  it('turns headings into the anchors GitHub gives them', () => {
    expect(githubAnchor('Duplicate card charge')).toBe('duplicate-card-charge');
    expect(githubAnchor("Outcome from a rule's result")).toBe('outcome-from-a-rules-result');
    expect(githubAnchor('`failed_upi_transfer`: UPI or IMPS')).toBe('failed_upi_transfer-upi-or-imps');
    expect(githubAnchor('The [judge](x.md) and **limits**')).toBe('the-judge-and-limits');
    expect([...anchorsOf('# A\n## Notes\n```\n## Not a heading\n```\n### Notes\n')]).toEqual(['top', 'a', 'notes', 'notes-1']);
  });

  it('resolves every docs/ page and anchor cited in src/, the READMEs, tenant files and scenario files', () => {
    const citations = citationsInSource();
    expect(citations.length).toBeGreaterThan(5);
    expect(citations.map(problem).filter((p) => p !== null)).toEqual([]);
  });

  it('resolves every link between docs/ pages', () => {
    const links = linksBetweenDocs();
    expect(links.length).toBeGreaterThan(5);
    expect(links.map(problem).filter((p) => p !== null)).toEqual([]);
  });

  it('cites no document that lives outside the repository', () => {
    const outside = /\b(?:DESIGN|POLICIES|SCENARIOS)\.md\b|\.\.\/shared\b|\bseeds\/|\bseed 00\d/;
    const files = [...CITING_FILES, ...filesUnder('test', ['.ts', '.yaml']), ...filesUnder('scripts', ['.ts', '.mjs']), ...filesUnder('bench', ['.ts'])]
      .filter((f) => f !== relative(ROOT, import.meta.filename));
    const hits = files.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8').split('\n').flatMap((line, i) => (outside.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(hits).toEqual([]);
  });
});
