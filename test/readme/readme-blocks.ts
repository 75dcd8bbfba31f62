import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** One fenced code block of a document (the README or a page of docs/), with the heading it sits under. */
export interface ReadmeBlock {
  heading: string;
  lang: string;
  code: string;
}

const root = process.cwd();

/** Every fenced block of `document` (a path from the repository's root), in order. */
function documentBlocks(document: string): ReadmeBlock[] {
  const blocks: ReadmeBlock[] = [];
  let heading = '';
  const lines = readFileSync(resolve(root, document), 'utf8').split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string;
    if (/^#{1,4} /.test(line)) heading = line.replace(/^#+ /, '');
    const fence = /^```(\w*)/.exec(line);
    if (!fence) continue;
    const body: string[] = [];
    for (index++; index < lines.length && !(lines[index] as string).startsWith('```'); index++)
      body.push(lines[index] as string);
    blocks.push({ heading, lang: fence[1] ?? '', code: body.join('\n') });
  }
  return blocks;
}

/**
 * The blocks of `document` under `heading` in `lang`; throws when there is none, so a renamed
 * or moved section is noticed.
 */
export function blocksUnder(heading: string, lang: string, document = 'README.md'): ReadmeBlock[] {
  const found = documentBlocks(document).filter((block) => block.heading === heading && block.lang === lang);
  if (found.length === 0) throw new Error(`${document} has no ${lang} block under "${heading}"`);
  return found;
}

/** Where a README import resolves in this repository (the package's entries are its sources). */
const SPECIFIERS: Record<string, string> = {
  toolcards: 'src/index',
  'toolcards/adapters': 'src/adapters/index',
  'toolcards/protocol': 'src/protocol/index',
  'toolcards/testing': 'src/testing/index',
  'toolcards/vite': 'src/build/index',
  'toolcards/labels/en': 'src/label-packs/en',
  'toolcards/labels/ko': 'src/label-packs/ko',
  'toolcards/labels/zh': 'src/label-packs/zh',
  'toolcards/labels/ja': 'src/label-packs/ja',
  '@ai-sdk/react': 'test/readme/stubs/ai-sdk-react',
  ai: 'test/readme/stubs/ai',
};

/**
 * A README block as a module of this repository: package imports point at the sources (or at
 * stubs for the SDKs the kit does not install), stylesheet imports are dropped, and every
 * top-level `const` and `function` is exported too, so a test can reach the example's parts.
 */
export function asModule(code: string): string {
  const imports = code
    .replace(/^import\s+['"][^'"]+\.css['"];?\s*$/gm, '')
    .replace(/(from\s+|import\s+)['"]([^'"]+)['"]/g, (match, keyword: string, specifier: string) => {
      const target = SPECIFIERS[specifier];
      return target === undefined ? match : `${keyword}'${resolve(root, target)}'`;
    });
  const consts = [...code.matchAll(/^(?:const|function) (\w+)/gm)].map((match) => match[1]);
  return consts.length > 0 ? `${imports}\nexport { ${consts.join(', ')} };\n` : imports;
}

/** Writes a README block as a .tsx module inside the repository (git-ignored) and returns its path. */
export function writeModule(name: string, code: string): string {
  const dir = resolve(root, 'test/readme/.blocks');
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, `${name}.tsx`);
  writeFileSync(file, asModule(code));
  return file;
}
