// `npm run api`: writes api/<entry>.api.md, the public API of each package entry: every name it
// exports and its signature, read from the built declarations (dist/*.d.ts, so `npm run build`
// first) with the TypeScript compiler. The files are checked in: a change to the public API shows
// in review as a change to them. `npm run api -- --check` (test/api-report.ssr.test.ts) fails
// when a file differs from what the build gives; `--out <dir>` writes or checks another folder.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ROOT_EXPORT_REASONS } from './root-export-reasons.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each entry of package.json's "exports" that has types, by its declaration file; entries sharing one are reported
 * once.
 */
function entriesByTypes() {
  const { name, exports } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
  const byTypes = new Map();
  for (const [subpath, target] of Object.entries(exports)) {
    const types = typeof target === 'object' ? target.types : undefined;
    if (types === undefined) continue;
    const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
    const entry = byTypes.get(types) ?? { types, specifiers: [] };
    entry.specifiers.push(specifier);
    byTypes.set(types, entry);
  }
  return [...byTypes.values()];
}

/** The report's file name: `toolcards/testing/jest` → `toolcards-testing-jest.api.md`. */
function reportName(specifier) {
  return `${specifier.replaceAll('/', '-')}.api.md`;
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/** A declaration as written in the .d.ts, without its comments or `export`: what a reviewer reads. */
function declarationText(declaration) {
  const node = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
  const text = printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile());
  return text.replace(/^export\s+(default\s+)?/, '').replace(/^declare\s+/, '');
}

/** Whether a symbol is a value (something to import and call or read) or a type only. */
function kindOf(symbol) {
  return symbol.flags & ts.SymbolFlags.Value ? 'value' : 'type';
}

function reportOf(entry, checker, program) {
  const file = program.getSourceFile(resolve(root, entry.types));
  const moduleSymbol = file && checker.getSymbolAtLocation(file);
  if (!moduleSymbol) throw new Error(`${entry.types}: no module (run \`npm run build\` first)`);
  const [specifier] = entry.specifiers;
  const isRoot = specifier === 'toolcards';
  const exported = checker
    .getExportsOfModule(moduleSymbol)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (isRoot) {
    const names = new Set(exported.map((symbol) => symbol.name));
    const unreasoned = [...names].filter((name) => !Object.hasOwn(ROOT_EXPORT_REASONS, name));
    const stale = Object.keys(ROOT_EXPORT_REASONS).filter((name) => !names.has(name));
    if (unreasoned.length > 0)
      throw new Error(`toolcards exports ${unreasoned.join(', ')} with no reason in scripts/root-export-reasons.mjs`);
    if (stale.length > 0)
      throw new Error(
        `scripts/root-export-reasons.mjs gives a reason for ${stale.join(', ')}, which toolcards does not export`,
      );
  }
  const lines = [
    `# API report: \`${specifier}\``,
    '',
    `Written by \`npm run api\` from \`${entry.types}\`; \`npm test\` fails when it differs from the build`,
    '(test/api-report.ssr.test.ts). A change here is a change to the public API: review it as one.',
  ];
  if (entry.specifiers.length > 1)
    lines.push(
      '',
      `The same types as: ${entry.specifiers
        .slice(1)
        .map((name) => `\`${name}\``)
        .join(', ')}.`,
    );
  if (isRoot) lines.push('', 'Each name says why it is exported here (`scripts/root-export-reasons.mjs`).');
  for (const symbol of exported) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declarations = target.declarations ?? [];
    const from = declarations[0] ? relative(resolve(root, 'dist'), declarations[0].getSourceFile().fileName) : '?';
    lines.push('', `## \`${symbol.name}\` (${kindOf(target)}, from \`${from}\`)`, '');
    if (isRoot) lines.push(`Why here: ${ROOT_EXPORT_REASONS[symbol.name]}`, '');
    lines.push('```ts', ...declarations.map(declarationText), '```');
  }
  return `${lines.join('\n')}\n`;
}

/** Every report, by file name, from the current dist/. */
export function apiReports() {
  const entries = entriesByTypes();
  const program = ts.createProgram({
    rootNames: entries.map((entry) => resolve(root, entry.types)),
    options: {
      noEmit: true,
      skipLibCheck: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      jsx: ts.JsxEmit.ReactJSX,
    },
  });
  const checker = program.getTypeChecker();
  return new Map(entries.map((entry) => [reportName(entry.specifiers[0]), reportOf(entry, checker, program)]));
}

/** The files in `dir` that differ from `reports`, are missing, or report an entry that is gone. */
export function outOfDateReports(dir, reports) {
  const onDisk = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.api.md')) : [];
  const differing = [...reports]
    .filter(([name, text]) => !existsSync(resolve(dir, name)) || readFileSync(resolve(dir, name), 'utf8') !== text)
    .map(([name]) => name);
  return [...differing, ...onDisk.filter((name) => !reports.has(name))];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const dir = resolve(root, outAt >= 0 ? args[outAt + 1] : 'api');
  const reports = apiReports();
  if (args.includes('--check')) {
    const stale = outOfDateReports(dir, reports);
    if (stale.length > 0) {
      console.error(
        `The API report is out of date: ${stale.join(', ')}. Run \`npm run build && npm run api\` and review the change.`,
      );
      process.exit(1);
    }
    console.log(`${relative(root, dir) || '.'}: ${reports.size} API reports up to date`);
  } else {
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of reports) writeFileSync(resolve(dir, name), text);
    console.log(`${relative(root, dir) || '.'}: ${reports.size} API reports written`);
  }
}
