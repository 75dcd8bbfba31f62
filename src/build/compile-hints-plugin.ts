/**
 * A build plugin for Vite, Rollup and Rolldown that asks Chrome to compile the kit's lazy chunks
 * when they load rather than when a card first calls into them.
 *
 * V8 compiles a function the first time it is called, on the main thread. A card's code runs
 * first inside the commit that draws that card, so on a page that has drawn no card of its kind
 * the compile lands in that frame (about 20 ms of a first diff card's mount on a 2-core machine;
 * `bench/README.md`). A script whose first line is the magic comment
 * `//# allFunctionsCalledOnLoad` has every function compiled when it loads instead (Chrome 136 and
 * later; on a background thread where Chrome streams the script in); other engines read a comment. Only chunks that are
 * mostly the kit's code and are not entries get it: an entry chunk holds the host's code too, and
 * compiling all of that eagerly is the host's call, not the kit's. With `startupChunk` the kit's
 * statically imported modules leave the entry for a chunk of their own, which then gets it too.
 */

import { withStartupChunk, type ChunkingOutputOptions } from './startup-chunk';

/** The magic comment, on a line of its own at the top of a hinted chunk. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the plugin reads of one of a bundle's modules (Rollup's and Rolldown's `RenderedModule`). */
interface BundledModule {
  readonly renderedLength: number;
}

/** What the plugin reads and writes of a bundle's chunk (Rollup's and Rolldown's `OutputChunk`). */
interface BundledChunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly modules: Readonly<Record<string, BundledModule>>;
  code: string;
  map?: { mappings: string } | null;
}

/** A bundle's asset, such as a chunk's source map (`<chunk>.map`) where the bundler emits it early. */
interface BundledAsset {
  readonly type: 'asset';
  readonly fileName: string;
  source: string | Uint8Array;
}

/** What the plugin reads of the bundler's plugin context: Rolldown gives `rolldownVersion` (and `rollupVersion`), Rollup `rollupVersion` alone. */
interface BundlerContext {
  readonly meta?: { readonly rolldownVersion?: string; readonly rollupVersion?: string };
}

/** Options of {@link toolcardsCompileHints}. */
export interface CompileHintsOptions {
  /**
   * Which modules are the kit's, by the id the bundler gives them (an absolute path). By default
   * the files of the installed package's `dist/`, found from where this plugin was loaded (so a
   * linked or workspace copy counts too). A host that builds the kit from its sources passes its own.
   */
  readonly include?: (moduleId: string) => boolean;
  /**
   * Also move the kit's modules that your entry imports statically (`<ToolCard>`,
   * `<ToolTranscript>`, the protocol check, what the cards share) out of your entry chunk into a
   * chunk of their own, `toolcards-[hash].js`, which gets the hint too: the first card's frame
   * then compiles neither the card's code nor the kit's startup. Your entry imports that chunk,
   * so it still loads with the page. The packages the kit's startup imports (React among them)
   * get a chunk of their own too (`toolcards-dependencies-[hash].js`), under Rollup and Rolldown
   * alike: Rollup would otherwise move them into the kit's chunk, and Rolldown could leave them in
   * your entry, which the kit's chunk would then import back. Your own `manualChunks` or
   * code-splitting groups keep the modules they claim. Off by default: it changes your chunk files.
   */
  readonly startupChunk?: boolean;
}

/**
 * The plugin object: a `name` and a `generateBundle` hook, which Vite, Rollup and Rolldown all
 * call with the finished (minified) chunks.
 */
export interface CompileHintsPlugin {
  readonly name: 'toolcards:compile-hints';
  readonly apply: 'build';
  readonly enforce: 'post';
  /** With {@link CompileHintsOptions.startupChunk}: adds the kit's startup chunk to how the bundle is split. */
  outputOptions?<Options extends object>(this: BundlerContext, options: Options): Options;
  readonly generateBundle: {
    /** After every other plugin's hook: Vite's own puts a preamble on chunks that load others. */
    readonly order: 'post';
    handler(outputOptions: unknown, bundle: Record<string, BundledChunk | BundledAsset>): void;
  };
}

/**
 * This file's folder as a path with `/` (`/…/node_modules/toolcards/dist/`, `C:/…/dist/`), read from
 * the module's own URL without Node's path helpers, so the kit's type declarations need none of
 * Node's types. (Bundlers turn `new URL('.', import.meta.url)` into an asset: not used here.)
 */
function folderOfThisFile(): string {
  const path = decodeURIComponent(new URL(import.meta.url).pathname);
  const withoutDriveSlash = /^\/[A-Za-z]:\//.test(path) ? path.slice(1) : path;
  return withoutDriveSlash.slice(0, withoutDriveSlash.lastIndexOf('/') + 1);
}

/** Whether a module id lies in this package's `dist/` folder (where this file is built to). */
function isInThisPackage(moduleId: string): boolean {
  return forwardSlashes(moduleId).startsWith(folderOfThisFile());
}

/** A path with `/` between its parts: bundlers give module ids so on Windows too. */
function forwardSlashes(path: string): string {
  return path.replaceAll('\\', '/');
}

/** Whether more than half of a chunk's code comes from the kit's modules. */
function isMostlyKit(chunk: BundledChunk, include: (moduleId: string) => boolean): boolean {
  let kit = 0;
  let total = 0;
  for (const [moduleId, module] of Object.entries(chunk.modules)) {
    total += module.renderedLength;
    if (include(moduleId)) kit += module.renderedLength;
  }
  return total > 0 && kit * 2 > total;
}

/**
 * A source map's `mappings` for the same code one line lower: each `;` ends a generated line, and
 * the new first line has no segments. Only a segment's generated column restarts on each line;
 * its other fields are relative to the segment before it, wherever that is, so nothing else moves.
 */
function mappingsOneLineLower(mappings: string): string {
  return `;${mappings}`;
}

/** Moves the source map a bundler already emitted as an asset one line lower, where there is one. */
function shiftMapAsset(asset: BundledAsset | BundledChunk | undefined): void {
  if (asset?.type !== 'asset') return;
  const text = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
  const map = JSON.parse(text) as { mappings?: unknown };
  if (typeof map.mappings !== 'string') return;
  asset.source = JSON.stringify({ ...map, mappings: mappingsOneLineLower(map.mappings) });
}

/**
 * A Vite (or Rollup, or Rolldown) plugin that puts V8's compile hint on the kit's lazy card
 * chunks, so Chrome compiles a card's code as its chunk loads (with `preloadCards`, before the
 * first card of its kind draws) instead of in the frame that draws it. It changes no behaviour:
 * browsers without the feature read a comment. Source maps move with the code.
 *
 * @example
 * ```ts
 * // vite.config.ts
 * import { toolcardsCompileHints } from 'toolcards/vite';
 * export default defineConfig({ plugins: [react(), toolcardsCompileHints()] });
 * ```
 */
export function toolcardsCompileHints(options: CompileHintsOptions = {}): CompileHintsPlugin {
  const include = options.include ?? isInThisPackage;
  return {
    name: 'toolcards:compile-hints',
    apply: 'build',
    enforce: 'post',
    ...(options.startupChunk === true && {
      outputOptions<Options extends object>(this: BundlerContext, outputOptions: Options): Options {
        const bundler = this.meta?.rolldownVersion ? 'rolldown' : 'rollup';
        // The same options back, with the chunking keys of the bundler's own shapes (startup-chunk.ts).
        return withStartupChunk(outputOptions as ChunkingOutputOptions, include, bundler) as Options;
      },
    }),
    generateBundle: {
      order: 'post',
      handler(_outputOptions, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.isEntry || chunk.code.startsWith('#!')) continue;
          if (chunk.code.startsWith(COMPILE_HINT) || !isMostlyKit(chunk, include)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // Rollup writes a chunk's map from `chunk.map` after this hook; Rolldown has emitted it
          // as an asset already and keeps `chunk.map` beside it. Either way the written map moves.
          if (chunk.map) chunk.map.mappings = mappingsOneLineLower(chunk.map.mappings);
          shiftMapAsset(bundle[`${chunk.fileName}.map`]);
        }
      },
    },
  };
}
