// DOCX parser: mammoth turns the document into HTML (headings, tables) and the HTML parser does the rest.
import mammoth from 'mammoth';
import { parseHtmlString } from './html.parser.js';
import type { DocumentParser } from './parsed-document.js';

export const parseDocx: DocumentParser = async (bytes, fileName) => {
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  return parseHtmlString(`<html><body>${value}</body></html>`, fileName);
};
