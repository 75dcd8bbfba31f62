import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { publint } from 'publint';
import { loadIntentFixtures } from './fixtures/load-intents';

// These check the built package; `npm test` builds it first (scripts/test.mjs).
const dist = resolve(process.cwd(), 'dist');
const read = (file: string) => readFileSync(resolve(dist, file), 'utf8');

function importsOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const specifiers = [...read(file).matchAll(/^(?:import|export)[^'"]*from\s*["']([^"']+)["']/gm)].map(
    (match) => match[1] as string,
  );
  return specifiers.flatMap((specifier) =>
    specifier.startsWith('./') ? [specifier, ...importsOf(specifier.slice(2), seen)] : [specifier],
  );
}

describe('the built package', () => {
  beforeAll(() => {
    if (!existsSync(resolve(dist, 'index.js')))
      throw new Error('dist/ is missing: run `npm run build` (npm test does it for you)');
  });

  it('passes publint --strict', async () => {
    const { messages } = await publint({ pkgDir: process.cwd(), strict: true });
    expect(messages).toEqual([]);
  });

  it('keeps "use client" at the top of the React entry only', () => {
    expect(read('index.js').split('\n')[0]).toMatch(/^["']use client["'];$/);
    expect(read('protocol.js')).not.toMatch(/use client/);
  });

  it('ships a protocol entry that imports neither React nor the DOM', async () => {
    const imports = importsOf('protocol.js');
    expect(new Set(imports.filter((specifier) => !specifier.startsWith('./')))).toEqual(new Set(['valibot']));
    const protocol = await import(pathToFileURL(resolve(dist, 'protocol.js')).href);
    for (const [, intent] of loadIntentFixtures()) expect(protocol.parseIntent(intent)).toHaveProperty('ok');
    expect(protocol.parseIntent({ card: 'generic' }).ok).toBe(true);
  });

  it('ships an adapters entry that imports neither React nor the DOM', async () => {
    const imports = importsOf('adapters.js');
    expect(new Set(imports.filter((specifier) => !specifier.startsWith('./')))).toEqual(new Set(['valibot']));
    expect(read('adapters.js')).not.toMatch(/use client/);
    const adapters = await import(pathToFileURL(resolve(dist, 'adapters.js')).href);
    const intent = adapters.fromAiSdkToolPart({
      type: 'tool-bash',
      toolCallId: 'c1',
      state: 'input-available',
      input: { command: 'ls' },
    });
    expect(intent).toMatchObject({ card: 'generic', tool: 'bash', status: 'running' });
  });

  it('ships type declarations for every entry', () => {
    expect(read('index.d.ts')).toContain('ToolCard');
    expect(read('protocol/index.d.ts')).toContain('parseIntent');
    expect(read('adapters/index.d.ts')).toContain('fromAiSdkToolPart');
    expect(read('testing/index.d.ts')).toContain('setupToolcardsTesting');
  });

  it('ships toolcards/testing sharing the React entry’s highlighter, so its setup reaches the cards', async () => {
    const [testingChunk] = [...read('testing.js').matchAll(/from\s*["'](\.\/[^"']+)["']/g)].map((match) => match[1]);
    expect(testingChunk).toBeDefined();
    expect(read('index.js')).toContain(testingChunk as string);
    const testing = await import(pathToFileURL(resolve(dist, 'testing.js')).href);
    expect(testing.normalizeIds('<b id="_r_3_"></b><i aria-labelledby="_r_3_"></i>')).toBe(
      '<b id="tc-id-1"></b><i aria-labelledby="tc-id-1"></i>',
    );
  });

  it('ships one self-contained stylesheet in @layer components.toolcards, ordered under Tailwind’s utilities, and the shadcn bridge', () => {
    const css = read('styles.css');
    expect(css.indexOf('@layer properties, theme, base, components, utilities;')).toBeLessThan(
      css.indexOf('@layer components.toolcards {'),
    );
    expect(css).not.toMatch(/@layer toolcards\b/);
    expect(css).not.toMatch(/^@import/m);
    expect(read('shadcn.css')).toContain('--tc-bg: var(--card');
  });

  it('ships the JSON Schema of every card, open to fields it does not know', () => {
    const schema = JSON.parse(read('intent.schema.json'));
    const text = JSON.stringify(schema);
    for (const card of ['generic', 'terminal', 'diff', 'read', 'search', 'web'])
      expect(text).toContain(`"card":{"const":"${card}"`);
    expect(text).not.toContain('"additionalProperties":false');
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
  });
});
