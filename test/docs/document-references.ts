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
      if (/^[a-z][a-z0-9+.-]*:/i.test(link!) || link!.startsWith('#')) continue;
      const path = decodeURI(link!.replace(/[#?].*$/, ''));
      found.push({ target: link!, resolved: join(dirname(file), path) });
    }
    named(prose.replace(MARKDOWN_LINK, ''));
  } else {
    for (const comment of commentsOf(text)) named(comment);
  }
  return found;
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

/** The references under `root` to a document that does not exist. */
export function brokenDocumentReferences(root: string): DocumentReference[] {
  return filesBelow(root).flatMap((file) =>
    referencesIn(file, readFileSync(resolve(root, file), 'utf8'))
      .filter((reference) => !existsSync(resolve(root, reference.resolved)))
      .map((reference) => ({ file, ...reference })),
  );
}
