import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

// Every code block of the README and of docs/ is checked: test/readme/ runs the ones a host would
// paste whole; this checks all of them, run or not, for what a reader meets first when the docs
// drift: code that does not parse, and an import of a name the package's entry does not export.

const root = process.cwd();
const CODE_LANGUAGES = new Set(['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs']);

/** The package's entries a document may import from, by specifier. */
const ENTRIES: Record<string, string> = {
  toolcards: 'src/index.ts',
  'toolcards/protocol': 'src/protocol/index.ts',
  'toolcards/adapters': 'src/adapters/index.ts',
  'toolcards/testing': 'src/testing/index.ts',
  'toolcards/labels/en': 'src/label-packs/en.ts',
  'toolcards/labels/ko': 'src/label-packs/ko.ts',
  'toolcards/labels/zh': 'src/label-packs/zh.ts',
  'toolcards/labels/ja': 'src/label-packs/ja.ts',
};

interface Block {
  document: string;
  line: number;
  lang: string;
  code: string;
}

function codeBlocks(): Block[] {
  const documents = [
    'README.md',
    ...readdirSync(resolve(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => join('docs', name)),
  ];
  const blocks: Block[] = [];
  for (const document of documents) {
    const lines = readFileSync(resolve(root, document), 'utf8').split('\n');
    for (let index = 0; index < lines.length; index++) {
      const fence = /^```(\w+)/.exec(lines[index] as string);
      if (!fence || !CODE_LANGUAGES.has(fence[1] as string)) continue;
      const start = index + 1;
      const body: string[] = [];
      for (index++; index < lines.length && !(lines[index] as string).startsWith('```'); index++)
        body.push(lines[index] as string);
      blocks.push({ document, line: start, lang: fence[1] as string, code: body.join('\n') });
    }
  }
  return blocks;
}

/** The names each entry exports (values and types), as TypeScript reads the sources. */
function entryExports(): Map<string, Set<string>> {
  const files = Object.values(ENTRIES).map((file) => resolve(root, file));
  const program = ts.createProgram(files, {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const exports = new Map<string, Set<string>>();
  for (const [specifier, file] of Object.entries(ENTRIES)) {
    const source = program.getSourceFile(resolve(root, file));
    const symbol = source && checker.getSymbolAtLocation(source);
    exports.set(specifier, new Set(symbol ? checker.getExportsOfModule(symbol).map((exported) => exported.name) : []));
  }
  return exports;
}

/** The names a block imports from each of the package's entries. */
function importsOf(source: ts.SourceFile): Array<{ specifier: string; name: string }> {
  const found: Array<{ specifier: string; name: string }> = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (!(specifier in ENTRIES) || bindings === undefined || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements)
      found.push({ specifier, name: (element.propertyName ?? element.name).text });
  }
  return found;
}

const blocks = codeBlocks();

describe('the code blocks of the README and docs/', () => {
  const exports = entryExports();

  it('are found (the README’s example among them)', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(15);
    expect(blocks.some((block) => block.document === 'README.md' && block.code.includes('<ToolCard'))).toBe(true);
  });

  it.each(blocks.map((block) => [`${block.document}:${block.line}`, block] as const))(
    '%s parses and imports only what the package exports',
    (_, block) => {
      const kind = block.lang === 'tsx' || block.lang === 'jsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      const source = ts.createSourceFile(
        `block.${block.lang === 'tsx' || block.lang === 'jsx' ? 'tsx' : 'ts'}`,
        block.code,
        ts.ScriptTarget.Latest,
        true,
        kind,
      );
      const syntax = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics.map((diagnostic) =>
        ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
      );
      expect(syntax).toEqual([]);
      const missing = importsOf(source).filter(({ specifier, name }) => !exports.get(specifier)?.has(name));
      expect(missing.map(({ specifier, name }) => `${name} from ${specifier}`)).toEqual([]);
    },
  );

  it('catch a name the entry does not export', () => {
    const source = ts.createSourceFile(
      'x.ts',
      "import { ToolCard, NoSuchThing } from 'toolcards';",
      ts.ScriptTarget.Latest,
      true,
    );
    expect(importsOf(source).filter(({ specifier, name }) => !exports.get(specifier)?.has(name))).toEqual([
      { specifier: 'toolcards', name: 'NoSuchThing' },
    ]);
  });
});
