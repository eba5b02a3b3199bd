// Markdown parser: YAML front matter for metadata, ATX/setext headings for section paths, inline markup removed.
import { parse as parseYaml } from 'yaml';
import { EchoPilotError } from '../../domain/errors.js';
import { metadataFrom } from './front-matter.js';
import { SectionBuilder, type DocumentParser, type ParsedMetadata } from './parsed-document.js';

const FRONT_MATTER = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)/;

export const parseMarkdown: DocumentParser = async (bytes, fileName) => {
  let source = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  let meta: ParsedMetadata = {};
  const fm = FRONT_MATTER.exec(source);
  if (fm) {
    let data: unknown;
    try {
      data = parseYaml(fm[1] ?? '');
    } catch (cause) {
      throw new EchoPilotError('INGEST_FAILED', `${fileName}: front matter is not valid YAML`, { cause });
    }
    if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
      meta = metadataFrom(data as Record<string, unknown>, fileName);
    }
    source = source.slice(fm[0].length);
  }
  const builder = new SectionBuilder();
  const lines = source.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const fenceMatch = /^\s*(```|~~~)/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1] ?? '```';
      fence = fence === undefined ? marker : fence === marker ? undefined : fence;
      continue;
    }
    if (fence !== undefined) {
      builder.line(line);
      continue;
    }
    const atx = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (atx) {
      builder.heading(atx[1]?.length ?? 1, inline(atx[2] ?? ''));
      continue;
    }
    const next = lines[i + 1] ?? '';
    if (line.trim() !== '' && /^ {0,3}(=+|-+)\s*$/.test(next) && !/^\s*[-*+]\s/.test(line)) {
      builder.heading(next.trim().startsWith('=') ? 1 : 2, inline(line));
      i++;
      continue;
    }
    if (/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line)) continue; // table separator row
    if (/^\s*\|.*\|\s*$/.test(line)) {
      builder.line(
        line
          .trim()
          .replace(/^\||\|$/g, '')
          .split('|')
          .map((c) => inline(c).trim())
          .join(' | '),
      );
      continue;
    }
    builder.line(inline(line));
  }
  const sections = builder.finish();
  return { title: meta.title ?? builder.title, meta, sections };
};

/** Strips inline Markdown: images, links (keeping their text), emphasis, code ticks and HTML comments/tags. */
function inline(text: string): string {
  return text
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\s][^*_]*?)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '');
}
