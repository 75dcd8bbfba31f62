// Which chunk of the browser build a module goes in (vite.config.ts's `codeSplitting` groups). Each
// built-in card's lazy definition is a chunk of its own (`lazy-terminal-card-…js`): an app's
// bundler keeps every `import()` of a chunk it keeps any of, so a host's `createToolCard` with
// some cards could not otherwise leave the others out. The bundler puts a chunk group's static
// imports in it too, unless they are in another manual chunk; the lazy cards now carry their
// header parts (a header component, its model, the Copy), so what those import is placed here as
// well: in the card's own lazy chunk when only that card's startup code (and its own lazy code)
// uses it, else in the chunk every card's startup code shares, which has no `import()`.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The protocol and adapters: no React, shared by every entry, so one chunk of their own. */
export const REACT_FREE_MODULE = /\/src\/(protocol|adapters)\//;
/** The name of the chunk that holds {@link REACT_FREE_MODULE}'s modules. */
export const REACT_FREE_CHUNK = 'protocol-core';

const LAZY_CARD = /\/src\/cards\/(\w+)\/lazy-\w+-card\.ts$/;
/**
 * The engines of eslint.config.js's LAYERS (test/architecture/ checks the two agree); not read from there, which loads
 * ESLint.
 */
export const ENGINE_FOLDERS = ['ansi', 'diff', 'highlight', 'json-tree', 'markdown', 'virtual'];
/** An engine's `index.ts` (its one way in, see ARCHITECTURE.md): only re-exports, no code of its own. */
const ENGINE_INDEX = new RegExp(`/src/(${ENGINE_FOLDERS.join('|')})/index\\.ts$`);

/**
 * The value names a module's `import { … } from` / `export { … } from` statements take from `target` (a file or its
 * folder).
 */
function valueNamesImported(importer, target) {
  const names = new Set();
  let text;
  try {
    text = readFileSync(importer, 'utf8');
  } catch {
    return names;
  }
  const targetNoExt = target.replace(/\.tsx?$/, '');
  for (const [, typeOnly, list, specifier] of text.matchAll(
    /(?:import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*'(\.{1,2}\/[^']+)'/g,
  )) {
    if (typeOnly) continue;
    const resolved = resolve(dirname(importer), specifier);
    if (resolved !== targetNoExt && resolved !== dirname(target) && `${resolved}/index` !== targetNoExt) continue;
    for (const item of list.split(',')) {
      const name = item.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.add(name);
    }
  }
  return names;
}

/**
 * The importers of `id` as its code is used: an engine's index only re-exports, so a module it
 * re-exports is imported by those of the index's importers that take one of that module's names
 * (else every module of an engine would count as startup code once a header part takes one name).
 */
function importersOf(id, getModuleInfo) {
  const importers = [];
  for (const importer of getModuleInfo(id)?.importers ?? []) {
    if (!ENGINE_INDEX.test(importer)) {
      importers.push(importer);
      continue;
    }
    const names = valueNamesImported(importer, id);
    for (const outer of getModuleInfo(importer)?.importers ?? []) {
      const taken = valueNamesImported(outer, importer);
      if ([...taken].some((name) => names.has(name))) importers.push(outer);
    }
  }
  return importers;
}
const SHARED = 'card-definition';

/**
 * What statically imports `id` from the top: the lazy card modules it is reached through, and the
 * other modules nothing imports statically (the entries, and the targets of an `import()`) that
 * reach it without passing a lazy card.
 */
function rootsOf(id, getModuleInfo, memo) {
  const known = memo.get(id);
  if (known !== undefined) return known;
  const roots = new Set();
  // Set before the walk: an import cycle then ends here instead of looping.
  memo.set(id, roots);
  const importers = importersOf(id, getModuleInfo);
  if ((getModuleInfo(id)?.importers ?? []).length === 0) roots.add(id);
  for (const importer of importers) {
    if (LAZY_CARD.test(importer)) roots.add(importer);
    else for (const root of rootsOf(importer, getModuleInfo, memo)) roots.add(root);
  }
  return roots;
}

// One cache of rootsOf per build: rollup makes a new module graph (and its getModuleInfo) for each.
const memos = new WeakMap();

/** The manual chunk of module `id` (`undefined`: the bundler places it), for the bundler's chunk groups. */
export function cardChunkOf(id, getModuleInfo) {
  let memo = memos.get(getModuleInfo);
  if (memo === undefined) memos.set(getModuleInfo, (memo = new Map()));
  const card = LAZY_CARD.exec(id)?.[1];
  if (card !== undefined) return `lazy-${card}-card`;
  if (/\/src\/cards\/(card-definition|built-in-card-headers)\.ts$/.test(id)) return SHARED;
  const roots = [...rootsOf(id, getModuleInfo, memo)];
  const cards = new Set(roots.flatMap((root) => LAZY_CARD.exec(root)?.[1] ?? []));
  // Not reached from any card's startup code: placed as before.
  if (cards.size === 0) return undefined;
  const [only] = cards;
  // One card's: its lazy chunk, when nothing else reaches it but that card's own loaded code.
  const ownCode = new RegExp(`/src/cards/${only}/`);
  if (cards.size === 1 && roots.every((root) => LAZY_CARD.test(root) || ownCode.test(root))) return `lazy-${only}-card`;
  return SHARED;
}
