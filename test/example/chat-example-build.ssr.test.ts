import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildExample } from '../../scripts/build-example.mjs';

// Its own folder, so this test never races `node scripts/build-example.mjs` over the default one.
const outDir = resolve(process.cwd(), 'node_modules/.cache/toolcards-example-test');

describe('the example chat page build', () => {
  it('builds examples/chat into an index.html that loads its script and stylesheet', async () => {
    expect(await buildExample({ outDir, logLevel: 'silent' })).toBe(outDir);
    const html = readFileSync(resolve(outDir, 'index.html'), 'utf8');
    const script = html.match(/<script type="module"[^>]* src="\.\/(assets\/[^"]+\.js)"/)?.[1];
    const stylesheet = html.match(/<link rel="stylesheet"[^>]* href="\.\/(assets\/[^"]+\.css)"/)?.[1];
    expect(script).toBeDefined();
    expect(stylesheet).toBeDefined();
    expect(existsSync(resolve(outDir, script as string))).toBe(true);
    // The entry carries the app; the kit's startup is a chunk of its own (toolcards/vite's
    // `startupChunk`) that the page preloads, and the packages it imports another, so neither
    // chunk imports the entry back. The kit's stylesheet is bundled with the page's.
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="\.\/(assets\/[^"]+\.js)"/g)].map(
      (match) => match[1] as string,
    );
    const startup = preloaded.filter((file) => /^assets\/toolcards-[\w-]{8}\.js$/.test(file));
    expect(startup).toHaveLength(1);
    expect(preloaded.some((file) => file.startsWith('assets/toolcards-dependencies-'))).toBe(true);
    const startupCode = readFileSync(resolve(outDir, startup[0] as string), 'utf8');
    expect(startupCode).toContain('data-toolcard');
    expect(startupCode.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(startupCode).not.toContain(`./${(script as string).slice('assets/'.length)}`);
    expect(readFileSync(resolve(outDir, stylesheet as string), 'utf8')).toContain('@layer components.toolcards');
    expect(readdirSync(resolve(outDir, 'assets')).some((file) => file.endsWith('.js'))).toBe(true);
    // toolcards/vite's compile hint opens each card's lazy chunk and the startup chunk; not shiki's grammars, nor the page's entry.
    const chunks = readdirSync(resolve(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    const codeOf = (file: string) => readFileSync(resolve(outDir, 'assets', file), 'utf8');
    const hinted = chunks.filter((file) => codeOf(file).startsWith('//# allFunctionsCalledOnLoad\n'));
    for (const card of ['generic', 'terminal', 'diff', 'read', 'search', 'web'])
      expect(hinted.filter((file) => file.startsWith(`${card}-`)).length, card).toBeGreaterThanOrEqual(1);
    const grammars = chunks.filter((file) => codeOf(file).slice(0, 300).includes('Object.freeze({displayName:'));
    expect(grammars.length).toBeGreaterThan(10);
    expect(hinted.filter((file) => grammars.includes(file))).toEqual([]);
    expect(readFileSync(resolve(outDir, script as string), 'utf8').startsWith('//#')).toBe(false);
  }, 120_000);
});
