import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/**
 * The oracle of the differential tests: mdast-util-from-markdown (micromark), the parser the
 * kit used before its own. Both trees are compared without `position` and `data`.
 */
export function oracleTree(markdown: string): unknown {
  return withoutPositions(fromMarkdown(markdown).children);
}

/** A tree without `position` and `data` (which the kit does not draw), walked without recursion. */
export function withoutPositions(nodes: readonly RootContent[] | unknown): unknown {
  const copy = structuredClone(nodes) as unknown;
  const stack: unknown[] = [copy];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      delete record.position;
      delete record.data;
      for (const child of Object.values(record)) stack.push(child);
    }
  }
  return copy;
}

/** One example of the CommonMark spec: its number, section and Markdown (tabs restored). */
export interface SpecExample {
  number: number;
  section: string;
  markdown: string;
}

/** The examples of the spec text in the `commonmark-spec` package (0.31.2), read as the package reads them. */
export function specExamples(): SpecExample[] {
  const path = createRequire(import.meta.url).resolve('commonmark-spec/spec.txt');
  const text = readFileSync(path, 'utf8')
    .replace(/\r\n?/g, '\n')
    .replace(/^<!-- END TESTS -->[\s\S]*/m, '');
  const examples: SpecExample[] = [];
  let section = '';
  const fence = '`'.repeat(32);
  const pattern = new RegExp(`^${fence} example\\n([\\s\\S]*?)^\\.\\n[\\s\\S]*?^${fence}$|^#{1,6} *(.*)$`, 'gm');
  for (const match of text.matchAll(pattern)) {
    if (match[2] !== undefined) section = match[2];
    else examples.push({ number: examples.length + 1, section, markdown: (match[1] ?? '').replace(/→/g, '\t') });
  }
  return examples;
}
