import { defaultJavaScriptRegexConstructor } from '@shikijs/engine-javascript';
import { LANGUAGE_LOADERS } from '../../src/highlight/grammar-loaders';
import type { HighlightLanguage } from '../../src/highlight/highlight-languages';

/**
 * `@shikijs/langs-precompiled` is published up to 4.4.3 while the kit runs shiki 4.6.0. A grammar
 * is taken precompiled only if it is exactly what shiki 4.6.0 compiles at run time: every regex
 * the same source and flags (and the same emulation options), every scope, capture and include
 * the same. Only a module's metadata may differ (its aliases, its list of embedded languages).
 */
const METADATA = new Set(['aliases', 'embeddedLangs', 'embeddedLanguages', 'displayName']);

function differences(runtime: unknown, precompiled: unknown, path: string, out: string[]): void {
  if (out.length > 5) return;
  if (typeof runtime === 'string' && precompiled instanceof RegExp) {
    const compiled = defaultJavaScriptRegexConstructor(runtime, { target: 'ES2024' }) as RegExp & {
      rawOptions?: unknown;
    };
    const expected = `${compiled.source}/${compiled.flags} ${JSON.stringify(compiled.rawOptions ?? {})}`;
    const actual = `${precompiled.source}/${precompiled.flags} ${JSON.stringify((precompiled as RegExp & { rawOptions?: unknown }).rawOptions ?? {})}`;
    if (actual !== expected) out.push(`${path}: regex differs`);
    return;
  }
  if (typeof runtime !== 'object' || runtime === null || typeof precompiled !== 'object' || precompiled === null) {
    if (runtime !== precompiled)
      out.push(`${path}: ${String(runtime).slice(0, 40)} ≠ ${String(precompiled).slice(0, 40)}`);
    return;
  }
  const top = /^\d+$/.test(path.split('.').pop() ?? '') && path.split('.').length === 2;
  const keys = new Set([...Object.keys(runtime), ...Object.keys(precompiled)]);
  for (const key of keys) {
    if (top && METADATA.has(key)) continue;
    differences(
      (runtime as Record<string, unknown>)[key],
      (precompiled as Record<string, unknown>)[key],
      `${path}.${key}`,
      out,
    );
  }
}

/** Whether a grammar module holds precompiled regexes (the kit's loader took it from the precompiled package). */
function holdsRegExp(value: unknown): boolean {
  if (value instanceof RegExp) return true;
  return typeof value === 'object' && value !== null && Object.values(value).some(holdsRegExp);
}

const LANGUAGES = Object.keys(LANGUAGE_LOADERS) as HighlightLanguage[];

describe('precompiled grammars', () => {
  it.each(LANGUAGES)(
    '%s, when loaded precompiled, is exactly the grammar shiki 4.6 compiles at run time',
    async (language) => {
      const [runtime, loaded] = await Promise.all([
        import(/* @vite-ignore */ `shiki/langs/${language}.mjs`),
        LANGUAGE_LOADERS[language](),
      ]);
      if (!holdsRegExp(loaded.default)) return;
      const out: string[] = [];
      differences(runtime.default, loaded.default, language, out);
      expect(out).toEqual([]);
    },
  );

  it('loads the common languages precompiled', async () => {
    for (const language of [
      'typescript',
      'tsx',
      'javascript',
      'python',
      'shellscript',
      'json',
      'yaml',
      'markdown',
    ] as const) {
      expect(holdsRegExp((await LANGUAGE_LOADERS[language]()).default), language).toBe(true);
    }
  });
});
