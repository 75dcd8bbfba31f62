import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';

/** A place that names a repository document. */
export interface DocumentReference {
  /** The file that names it, relative to the root. */
  file: string;
  /** The name as written (a link target or a document name). */
  target: string;
  /** Where it should be, relative to the root. */
  resolved: string;
  /** The heading it links to (`#fragment`, decoded), when it names one. */
  anchor?: string;
}

const CODE = new Set(['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.css']);
// Folders of built or recorded files: what they name is not ours to keep true.
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'storybook-static', '.next', '.blocks', 'fixtures']);
// This check's own test names missing documents on purpose, as its examples.
const EXAMPLES = new Set(['test/docs/document-references.ssr.test.ts']);
// A document named in prose or a comment: an upper-case Markdown file at the root (the README,
// the changelog), or anything under `docs/`. Not when it is the tail of a longer path or a URL.
const DOCUMENT_NAME = /(?<![\w./-])((?:docs\/[\w./-]+|[A-Z][A-Z0-9_-]*)\.md)\b/g;
// A Markdown link or image: `[text](target "title")`.
const MARKDOWN_LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
// Fenced code in Markdown is an example, not a reference.
const FENCE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm;

/** The comments of a source file: `// …` to the end of the line and every `/* … *\/`. */
function commentsOf(source: string): string[] {
  return [...source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g)].map((match) => match[0]);
}

/** The repository documents one file names, in its Markdown links or, in code, its comments. */
function referencesIn(file: string, text: string): Omit<DocumentReference, 'file'>[] {
  const found: Omit<DocumentReference, 'file'>[] = [];
  const named = (prose: string) => {
    for (const [, target] of prose.matchAll(DOCUMENT_NAME)) found.push({ target: target!, resolved: target! });
  };
  if (extname(file) === '.md') {
    const prose = text.replace(FENCE, '');
    for (const [, link] of prose.matchAll(MARKDOWN_LINK)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(link!)) continue;
      const path = decodeURI(link!.replace(/[#?].*$/, ''));
      const fragment = /#(.+)$/.exec(link!)?.[1];
      const resolved = path === '' ? file : join(dirname(file), path);
      found.push({
        target: link!,
        resolved,
        ...(fragment === undefined ? {} : { anchor: decodeURIComponent(fragment) }),
      });
    }
    named(prose.replace(MARKDOWN_LINK, ''));
  } else {
    for (const comment of commentsOf(text)) named(comment);
  }
  return found;
}

/**
 * The anchors of a Markdown document's headings, as GitHub makes them: lower case, punctuation
 * dropped, spaces as `-`, and `-1`, `-2`… after a repeated one.
 */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of markdown.replace(FENCE, '').matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = heading!
      .replace(/<[^>]*>/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Whether a reference's document exists and, when it names a heading, has that heading. */
function resolves(root: string, reference: Omit<DocumentReference, 'file'>): boolean {
  const path = resolve(root, reference.resolved);
  if (!existsSync(path)) return false;
  if (reference.anchor === undefined || extname(path) !== '.md') return true;
  return headingAnchors(readFileSync(path, 'utf8')).has(reference.anchor);
}

/** Every file below `root` that may name a document: Markdown, and code for its comments. */
function filesBelow(root: string, folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesBelow(root, path);
    const extension = extname(entry.name);
    const file = relative(root, path);
    return (extension === '.md' || CODE.has(extension)) && !EXAMPLES.has(file) ? [file] : [];
  });
}

/** The references under `root` to a document that does not exist, or to a heading it does not have. */
export function brokenDocumentReferences(root: string): DocumentReference[] {
  return filesBelow(root).flatMap((file) =>
    referencesIn(file, readFileSync(resolve(root, file), 'utf8'))
      .filter((reference) => !resolves(root, reference))
      .map((reference) => ({ file, ...reference })),
  );
}
