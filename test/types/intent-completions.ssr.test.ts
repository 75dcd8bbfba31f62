import { resolve } from 'node:path';
import ts from 'typescript';

const root = process.cwd();
const probe = resolve(root, 'test/types/completion-probe.tsx');

/** A TypeScript language service over one in-memory file that uses `<ToolCard>`, with the repo's settings. */
function languageService(source: string): ts.LanguageService {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error('tsconfig.json did not parse');
  return ts.createLanguageService({
    getScriptFileNames: () => [probe],
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => {
      if (file === probe) return ts.ScriptSnapshot.fromString(source);
      return ts.sys.fileExists(file) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(file) ?? '') : undefined;
    },
    getCurrentDirectory: () => root,
    getCompilationSettings: () => config.options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (file) => file === probe || ts.sys.fileExists(file),
    readFile: (file) => ts.sys.readFile(file),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  });
}

describe('the intent prop in an editor', () => {
  const source = [
    "import { ToolCard } from '../../src/index';",
    "export const a = <ToolCard intent={{ card: '' }} />;",
    "export const b = <ToolCard intent={{ card: 'terminal', comm }} />;",
    'export const c = <ToolCard intent={5} />;',
    'export const d = <ToolCard intent={JSON.parse("{}") as unknown} />;',
    'export const e = <ToolCard intent={null} />;',
  ].join('\n');
  const service = languageService(source);

  it('offers every card name for `card`', () => {
    const entries = service
      .getCompletionsAtPosition(probe, source.indexOf("card: '") + 7, {})
      ?.entries.map((entry) => entry.name);
    expect(entries?.sort()).toEqual(['diff', 'generic', 'read', 'search', 'terminal', 'web']);
  });

  it("offers the chosen card's fields", () => {
    const entries = service
      .getCompletionsAtPosition(probe, source.indexOf('comm }') + 4, {})
      ?.entries.map((entry) => entry.name);
    expect(entries).toEqual(expect.arrayContaining(['command', 'output', 'exitCode', 'cwd']));
  });

  it('still accepts any value, unknown included', () => {
    const errors = service
      .getSemanticDiagnostics(probe)
      .filter((diagnostic) => !String(diagnostic.messageText).includes('comm'));
    expect(errors.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))).toEqual([]);
  });
});
