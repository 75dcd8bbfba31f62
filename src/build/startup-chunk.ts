/**
 * The kit's startup chunk: the kit's modules that a host's entry imports statically (`<ToolCard>`,
 * `<ToolTranscript>`, the protocol check, what the cards share), moved out of the host's entry
 * chunk into a chunk of their own so the compile hint can go on it. The entry imports that chunk,
 * so it loads with the page as before; what changes is that Chrome compiles it as it loads
 * instead of in the frame that draws the first card. Lazy modules (each card's chunk, the
 * highlighting runtime) are left where they are.
 */

/** The chunk's name: `toolcards-[hash].js` with Vite's default file names. */
const STARTUP_CHUNK_NAME = 'toolcards';

/**
 * The other packages' modules the kit's startup imports (React among them) go here. Rollup moves
 * whatever a manual chunk imports into that chunk, and Rolldown, told not to, can leave them in
 * the host's entry, which would then import the kit's chunk and be imported by it: a cycle in
 * which the kit's chunk runs before what it imports. In a chunk of their own they run first.
 */
const STARTUP_DEPENDENCIES_CHUNK_NAME = 'toolcards-dependencies';

/** What the startup chunk reads of a module (Rollup's and Rolldown's `ModuleInfo`). */
export interface StartupModuleInfo {
  /** The module is one of the build's entries (the host's `index.html` script, a `build.rollupOptions.input`). */
  readonly isEntry: boolean;
  /** The modules that import this one statically. */
  readonly importers: readonly string[];
}

/** What a chunk-naming function is given beside a module id (Rollup's `manualChunks` meta, Rolldown's chunking context). */
export interface StartupChunkingMeta {
  /** What the bundler knows of a module; null for an id it does not know. */
  getModuleInfo(moduleId: string): StartupModuleInfo | null;
}

/** A chunk-naming function, as Rollup's `manualChunks` and a Rolldown group's `name` take one. */
export type ChunkNamer = (moduleId: string, meta: StartupChunkingMeta) => string | null | undefined | void;

/** A Rolldown code-splitting group, as far as the startup chunk writes one. */
export interface StartupChunkGroup {
  readonly name: string | ChunkNamer;
  readonly test?: unknown;
  /** How Rolldown's timing report names a group whose `name` is a function. */
  readonly debugName?: string;
}

/** The output options the startup chunk reads and writes (Rollup's and Rolldown's `OutputOptions`). */
export interface ChunkingOutputOptions {
  readonly manualChunks?: ChunkNamer | Readonly<Record<string, readonly string[]>>;
  readonly codeSplitting?: boolean | { readonly groups?: readonly StartupChunkGroup[] };
  readonly advancedChunks?: { readonly groups?: readonly StartupChunkGroup[] };
  readonly inlineDynamicImports?: boolean;
  readonly preserveModules?: boolean;
  readonly [option: string]: unknown;
}

/** Whether a module is one a search is after, given what the bundler knows of it. */
type ModuleTest = (moduleId: string, info: StartupModuleInfo, meta: StartupChunkingMeta) => boolean;

/**
 * Whether a module or one of the modules that import it statically (directly or through others)
 * passes `test`: an upward walk over importers. A walk that finds none proves it for every module
 * it passed too (their importers are among the first one's), so those answers are kept, and each
 * module is walked past once in all the "no" answers of a build.
 */
function upwardSearch(test: ModuleTest): (moduleId: string, meta: StartupChunkingMeta) => boolean {
  const known = new Map<string, boolean>();
  return (moduleId, meta) => {
    const answer = known.get(moduleId);
    if (answer !== undefined) return answer;
    const seen = new Set([moduleId]);
    const waiting = [moduleId];
    for (let current = waiting.pop(); current !== undefined; current = waiting.pop()) {
      const info = meta.getModuleInfo(current);
      if (info === null) continue;
      if (known.get(current) === true || test(current, info, meta)) {
        known.set(moduleId, true);
        return true;
      }
      for (const importer of info.importers)
        if (!seen.has(importer) && known.get(importer) !== false) {
          seen.add(importer);
          waiting.push(importer);
        }
    }
    for (const passed of seen) known.set(passed, false);
    return false;
  };
}

/**
 * Output options with the kit's startup chunk added to how the host splits its chunks: Rolldown's
 * `codeSplitting` groups (after the host's own groups, which keep the modules they claim), or
 * Rollup's `manualChunks` function (the host's answer first). Left as they are where the host
 * splits nothing (`codeSplitting: false`, `inlineDynamicImports`, `preserveModules`) or names its
 * manual chunks in Rollup's object form, whose module lists only Rollup itself resolves.
 */
export function withStartupChunk(
  options: ChunkingOutputOptions,
  include: (moduleId: string) => boolean,
  bundler: 'rollup' | 'rolldown',
): ChunkingOutputOptions {
  if (options.codeSplitting === false || options.inlineDynamicImports === true || options.preserveModules === true)
    return options;
  const hostNamer = options.manualChunks;
  if (hostNamer !== undefined && typeof hostNamer !== 'function') return options;
  // The kit's modules an entry imports statically, and the other packages' modules they import
  // (React among them: the kit imports nothing of the host's).
  const isStartup = upwardSearch((_id, info) => info.isEntry);
  const isStartupDependency = upwardSearch((id, _info, meta) => include(id) && isStartup(id, meta));
  const kitNamer: ChunkNamer = (moduleId, meta) =>
    include(moduleId) && isStartup(moduleId, meta) ? STARTUP_CHUNK_NAME : null;
  const dependencyNamer: ChunkNamer = (moduleId, meta) =>
    !include(moduleId) && isStartupDependency(moduleId, meta) ? STARTUP_DEPENDENCIES_CHUNK_NAME : null;
  if (bundler === 'rollup') {
    // Rollup's answer is per module; the host's own comes first.
    const manualChunks: ChunkNamer = (moduleId, meta) =>
      hostNamer?.(moduleId, meta) ?? kitNamer(moduleId, meta) ?? dependencyNamer(moduleId, meta);
    return { ...options, manualChunks };
  }
  // Rolldown's groups claim modules in order (the host's first, then the packages, then the kit).
  const groups: StartupChunkGroup[] = [
    {
      name: dependencyNamer,
      test: (moduleId: string) => !include(moduleId),
      debugName: 'toolcards startup dependencies',
    },
    { name: kitNamer, test: include, debugName: 'toolcards startup' },
  ];
  const { manualChunks: _replacedByGroups, ...rest } = options;
  const key =
    options.advancedChunks !== undefined && options.codeSplitting === undefined ? 'advancedChunks' : 'codeSplitting';
  const existing = options[key];
  const hostGroups =
    typeof existing === 'object' ? (existing.groups ?? []) : hostNamer === undefined ? [] : [{ name: hostNamer }];
  return { ...rest, [key]: { ...(typeof existing === 'object' ? existing : {}), groups: [...hostGroups, ...groups] } };
}
