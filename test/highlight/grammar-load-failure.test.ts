import { preloadHighlighter } from '../../src/highlight/preload-highlighter';

// What Jest 30 without a transform for shiki's `.mjs` files threw for every grammar: each
// language failed the same way, and the list of their names alone hid why.
const cause = vi.hoisted(
  () => new Error('Must use import to load ES Module: /app/node_modules/shiki/dist/langs/astro.mjs'),
);
vi.mock('../../src/highlight/grammar-loaders', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/highlight/grammar-loaders')>();
  return {
    ...original,
    LANGUAGE_LOADERS: {
      ...original.LANGUAGE_LOADERS,
      astro: () => Promise.reject(cause),
      dart: () => Promise.reject(new TypeError('second')),
    },
  };
});

describe('a grammar that fails to load', () => {
  it('makes preloadHighlighter name the languages and the first failure’s own message, kept as the cause', async () => {
    const failure = await preloadHighlighter({ langs: ['astro', 'ts', 'dart'] }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(`toolcards: could not load astro, dart: Error: ${cause.message}`);
    expect((failure as Error).cause).toBe(cause);
  });

  it('leaves the languages that did load usable, and a later call tries the failed one again (no failure is cached)', async () => {
    await expect(preloadHighlighter({ langs: ['ts'] })).resolves.toBeUndefined();
    await expect(preloadHighlighter({ langs: ['astro'] })).rejects.toThrow(
      /^toolcards: could not load astro: Error: Must use import/,
    );
  });
});
