import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// These check the built package; `npm test` builds it first (scripts/test.mjs).
const root = process.cwd();
const packageJson = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  exports: Record<string, { types: string; default: string }>;
};

describe.each([
  ['en', 'EN_LABELS', 'Copy output'],
  ['ko', 'KO_LABELS', '출력 복사'],
  ['zh', 'ZH_LABELS', '复制输出'],
  ['ja', 'JA_LABELS', '出力をコピー'],
])('toolcards/labels/%s', (language, name, copyOutput) => {
  const entry = packageJson.exports[`./labels/${language}`];

  it('is a package entry with its types', () => {
    expect(entry).toBeDefined();
    expect(existsSync(resolve(root, entry!.default))).toBe(true);
    expect(readFileSync(resolve(root, entry!.types), 'utf8')).toContain(`${name}: ToolCardLabels`);
  });

  it('exports the whole pack and loads no React, so a server or a worker can import it', async () => {
    const code = readFileSync(resolve(root, entry!.default), 'utf8');
    expect(code).not.toMatch(/from\s*["']react/);
    expect(code).not.toMatch(/use client/);
    const pack = (await import(pathToFileURL(resolve(root, entry!.default)).href)) as Record<
      string,
      { terminal: { copyOutput: string } }
    >;
    expect(pack[name]?.terminal.copyOutput).toBe(copyOutput);
  });
});
