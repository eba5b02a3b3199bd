// Atlassian Document Format (ADF) for Jira Cloud v3 descriptions and comments: headings, paragraphs and bullet lists
// of plain text only (no user text is ever interpreted as markup). Empty text is dropped: ADF forbids empty text nodes.

export interface AdfNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: AdfNode[];
  text?: string;
}

export interface AdfDocument {
  type: 'doc';
  version: 1;
  content: AdfNode[];
}

const text = (value: string): AdfNode[] => (value.trim() === '' ? [] : [{ type: 'text', text: value }]);

export const heading = (level: 2 | 3, value: string): AdfNode[] => (value.trim() === '' ? [] : [{ type: 'heading', attrs: { level }, content: text(value) }]);

export const paragraph = (value: string): AdfNode[] => (value.trim() === '' ? [] : [{ type: 'paragraph', content: text(value) }]);

export const bulletList = (items: readonly string[]): AdfNode[] => {
  const kept = items.filter((i) => i.trim() !== '');
  if (kept.length === 0) return [];
  return [{ type: 'bulletList', content: kept.map((i) => ({ type: 'listItem', content: paragraph(i) })) }];
};

/** A titled section: nothing at all when it has no body. */
export const section = (title: string, body: AdfNode[]): AdfNode[] => (body.length === 0 ? [] : [...heading(3, title), ...body]);

export const adfDocument = (blocks: AdfNode[]): AdfDocument => ({ type: 'doc', version: 1, content: blocks.length > 0 ? blocks : paragraph('(no details)') });
