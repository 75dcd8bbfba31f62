// The server build's one difference from the browser's: every module that imports the built-in
// cards gets them whole (src/shell/built-in-cards.server.ts) instead of lazy, so server renderers
// draw every card at once. Used by the server build (vite.config.ts) and the ssr test project,
// which tests what a Node host gets.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const lazyCards = resolve(root, 'src/shell/built-in-cards.ts');
const wholeCards = resolve(root, 'src/shell/built-in-cards.server.ts');

/** A vite plugin that resolves the lazy built-in cards module to the whole one. */
export function wholeCardsPlugin() {
  return {
    name: 'toolcards-whole-cards',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes('built-in-cards') || source.includes('.server')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === lazyCards ? wholeCards : null;
    },
  };
}
