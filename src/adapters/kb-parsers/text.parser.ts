// Plain-text parser: the whole file is one untitled section; paragraphs are kept.
import type { DocumentParser } from './parsed-document.js';

export const parseText: DocumentParser = async (bytes) => {
  const text = new TextDecoder('utf-8').decode(bytes).replace(/\r\n?/g, '\n').trim();
  return { title: undefined, meta: {}, sections: text === '' ? [] : [{ path: [], text }] };
};
