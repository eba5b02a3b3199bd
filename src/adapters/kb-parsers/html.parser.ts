// HTML parser (node-html-parser): h1–h3 become headings, blocks become lines, table rows become "cell | cell".
import { parse, HTMLElement, TextNode, type Node } from 'node-html-parser';
import { metadataFrom } from './front-matter.js';
import { SectionBuilder, collapse, type DocumentParser, type ParsedDocument } from './parsed-document.js';

const SKIP = new Set(['script', 'style', 'noscript', 'template', 'head', 'svg', 'iframe']);
const BLOCK = new Set([
  'p', 'div', 'section', 'article', 'main', 'header', 'footer', 'aside', 'nav', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'blockquote', 'pre', 'table', 'thead', 'tbody', 'tfoot', 'h4', 'h5', 'h6', 'hr', 'figure', 'figcaption', 'address',
  'form', 'fieldset', 'body', 'html',
]);

export const parseHtml: DocumentParser = async (bytes, fileName) => parseHtmlString(new TextDecoder().decode(bytes), fileName);

export function parseHtmlString(html: string, fileName: string): ParsedDocument {
  const root = parse(html, { comment: false, blockTextElements: { script: false, style: false, pre: true } });
  const metaRaw: Record<string, unknown> = {};
  for (const el of root.querySelectorAll('meta')) {
    const name = el.getAttribute('name');
    const content = el.getAttribute('content');
    if (name && content !== undefined) metaRaw[name.toLowerCase()] = content;
  }
  const meta = metadataFrom(metaRaw, fileName);
  const titleTag = collapse(root.querySelector('title')?.text ?? '');
  const builder = new SectionBuilder();
  let line = '';
  const flush = (): void => {
    const text = collapse(line);
    if (text !== '') builder.line(text);
    line = '';
  };
  const visit = (node: Node): void => {
    if (node instanceof TextNode) {
      line += node.text;
      return;
    }
    if (!(node instanceof HTMLElement)) return;
    const tag = (node.rawTagName ?? '').toLowerCase();
    if (SKIP.has(tag)) return;
    if (tag === 'h1' || tag === 'h2' || tag === 'h3') {
      flush();
      builder.heading(Number(tag.slice(1)), node.text);
      return;
    }
    if (tag === 'tr') {
      flush();
      const cells = node.childNodes
        .filter((c): c is HTMLElement => c instanceof HTMLElement && /^(td|th)$/i.test(c.rawTagName ?? ''))
        .map((c) => collapse(c.text))
        .filter((c) => c !== '');
      if (cells.length > 0) builder.line(cells.join(' | '));
      return;
    }
    if (tag === 'br') {
      flush();
      return;
    }
    const block = BLOCK.has(tag);
    if (block) flush();
    if (tag === 'li') line += '- ';
    for (const child of node.childNodes) visit(child);
    if (block) flush();
  };
  visit(root);
  flush();
  const sections = builder.finish();
  return { title: meta.title ?? (titleTag !== '' ? titleTag : builder.title), meta, sections };
}
