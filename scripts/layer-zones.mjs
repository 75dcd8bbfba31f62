// eslint.config.js's LAYERS table as ESLint zones: one `@typescript-eslint/no-restricted-imports` block per
// folder of src/. The kit's imports are relative, so a zone is written as the specifier a file of
// that folder would spell (`'../../chrome/…'` from src/cards/diff/): a block per folder makes each
// spelling exact. Folders are read from disk, so a new folder is zoned (or, in no layer, an error).
import { readdirSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = resolve(root, 'src');

/** React and the React-only packages: what a React-free layer may not import. */
const REACT_PACKAGES = '^(react|react-dom)(/.*)?$|^@tanstack/react-';

/** Every folder under src/ (src/ itself too), as paths relative to src/ (`'.'`, `'cards/diff'`). */
function srcFolders(dir = src) {
  const here = [relative(src, dir) || '.'];
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) here.push(...srcFolders(resolve(dir, entry.name)));
  return here;
}

/** Whether `folder` is `top` or inside it (`'.'` holds only src/'s own files). */
const within = (folder, top) => folder === top || (top !== '.' && folder.startsWith(`${top}/`));

/** The layer whose folder holds `folder` (the deepest match), or an error naming the folder. */
function layerOf(folder, LAYERS) {
  const layer = LAYERS.find((candidate) => candidate.folders.some((top) => within(folder, top)));
  if (layer === undefined)
    throw new Error(
      `src/${folder}/ is in no layer of eslint.config.js's LAYERS: add it to LAYERS and to ARCHITECTURE.md's table`,
    );
  return layer;
}

/** The layers `layer` may import from: itself and those before it, or its `onlyFrom`. */
function allowedLayers(layer, LAYERS) {
  const index = LAYERS.indexOf(layer);
  const before =
    layer.onlyFrom === undefined
      ? LAYERS.slice(0, index)
      : LAYERS.filter((other) => layer.onlyFrom.includes(other.name));
  return new Set([layer, ...before.filter((other) => layer.react || !other.react)]);
}

/**
 * Files of a higher layer whose union of names any layer may import as a type, and only as one:
 * the shell's slot names (`ToolCardSlot`, every card's slot list joined), so `slotProps` in the
 * React base and the chrome is typed by the names the README's table and `classNames` know. A type
 * import leaves no code behind, so the layers' code stays in order.
 */
const TYPE_ONLY_NAME_LISTS = ['shell/tool-card-slots'];

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How a file of `from` spells the folder `to` (both relative to src/): `'../chrome'`, `'./shell'`. */
function spelling(from, to) {
  const path = relative(resolve(src, from), resolve(src, to)).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** A pattern for any import of folder `to` (or a file in it) from a file of `from`. */
const folderPattern = (from, to, message) => ({ regex: `^${escapeRegex(spelling(from, to))}(/.*)?$`, message });

/** The `no-restricted-imports` patterns of the files directly in `folder`. */
function zonePatterns(folder, folders, LAYERS) {
  const layer = layerOf(folder, LAYERS);
  const allowed = allowedLayers(layer, LAYERS);
  const patterns = [];
  if (!layer.react)
    patterns.push({
      regex: REACT_PACKAGES,
      message: `The ${layer.name} layer is plain TypeScript: no React (ARCHITECTURE.md, Layers).`,
    });
  for (const other of LAYERS) {
    if (allowed.has(other)) continue;
    for (const top of other.folders) {
      if (top === '.') continue;
      const message = `The ${layer.name} layer may not import the ${other.name} layer (src/${top}/): see ARCHITECTURE.md, Layers.`;
      const names = TYPE_ONLY_NAME_LISTS.filter((file) => file.startsWith(`${top}/`));
      if (names.length === 0) {
        patterns.push(folderPattern(folder, top, message));
        continue;
      }
      // The folder, but for its name lists, which only a type import may reach.
      const except = names.map((file) => escapeRegex(file.slice(top.length))).join('|');
      patterns.push({ regex: `^${escapeRegex(spelling(folder, top))}(?!(${except})$)(/.*)?$`, message });
      for (const file of names)
        patterns.push({
          regex: `^${escapeRegex(spelling(folder, file))}$`,
          allowTypeImports: true,
          message: `${message} Only its names' type may be imported (import type).`,
        });
    }
  }
  if (layer.apart) {
    for (const top of layer.folders) {
      const own = folder === top ? undefined : folder.slice(top.length + 1).split('/')[0];
      for (const sub of folders.filter(
        (candidate) => candidate.startsWith(`${top}/`) && !candidate.slice(top.length + 1).includes('/'),
      )) {
        if (sub === `${top}/${own}`) continue;
        patterns.push(
          folderPattern(
            folder,
            sub,
            `src/${sub}/ is another ${layer.name} folder's own: ${own === undefined ? `src/${top}/'s shared files import none` : `src/${top}/${own}/ may not import it`} (ARCHITECTURE.md, Layers).`,
          ),
        );
      }
    }
  }
  for (const engine of LAYERS.filter((other) => other.engines).flatMap((other) => other.folders)) {
    if (within(folder, engine)) continue;
    const path = escapeRegex(spelling(folder, engine));
    patterns.push({
      regex: `^${path}/(?!index$).+`,
      message: `Import src/${engine}/ through its index.ts ('${spelling(folder, engine)}'): its inner files are its own (ARCHITECTURE.md, Layers).`,
    });
  }
  return patterns;
}

/**
 * One flat-config block per folder of src/, each with that folder's import zones.
 * @param {import('../eslint.config.js').Layer[]} LAYERS eslint.config.js's table, from the bottom up.
 */
export function layerZones(LAYERS) {
  const folders = srcFolders();
  return folders.map((folder) => ({
    files: [`${folder === '.' ? 'src' : `src/${folder}`}/*.{ts,tsx,mts,cts}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: zonePatterns(folder, folders, LAYERS) }],
    },
  }));
}
