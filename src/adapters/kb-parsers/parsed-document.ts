// Parser output shared by every file format: optional metadata and heading-path sections, before chunking.
import type { Visibility } from '../../domain/knowledge.port.js';

export interface ParsedSection {
  /** Heading path below the document title (`[H2, H3, …]`), empty before the first heading. */
  path: string[];
  text: string;
}

export interface ParsedMetadata {
  id?: string;
  title?: string;
  visibility?: Visibility;
  roles?: string[];
  effectiveDate?: string;
  version?: string;
}

export interface ParsedDocument {
  /** Title found in the document itself (front matter, <title>, first H1, PDF metadata); undefined when none. */
  title: string | undefined;
  meta: ParsedMetadata;
  sections: ParsedSection[];
}

export type DocumentParser = (bytes: Uint8Array, fileName: string) => Promise<ParsedDocument>;

/**
 * Collects lines under headings. The first level-1 heading is the title and stays out of paths; a later level-1
 * heading acts like a level-2 one.
 */
export class SectionBuilder {
  title: string | undefined;
  private readonly stack: { level: number; text: string }[] = [];
  private lines: string[] = [];
  private readonly sections: ParsedSection[] = [];

  heading(level: number, rawText: string): void {
    const text = collapse(rawText);
    if (text === '') return;
    this.flush();
    if (level === 1 && this.title === undefined) {
      this.title = text;
      return;
    }
    const effective = Math.max(level, 2);
    while (this.stack.length > 0 && (this.stack[this.stack.length - 1]?.level ?? 0) >= effective) this.stack.pop();
    this.stack.push({ level: effective, text });
  }

  line(text: string): void {
    this.lines.push(text);
  }

  finish(): ParsedSection[] {
    this.flush();
    return this.sections;
  }

  private flush(): void {
    const text = this.lines
      .join('\n')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    this.lines = [];
    if (text === '') return;
    this.sections.push({ path: this.stack.map((h) => h.text), text });
  }
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
