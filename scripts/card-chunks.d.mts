/** A module's static importers, as rollup's `getModuleInfo` reports them. */
type GetModuleInfo = (id: string) => { importers: readonly string[] } | null;

/** The manual chunk of module `id` in the browser build (`undefined`: the bundler places it), for rollup's `manualChunks`. */
export function cardChunkOf(id: string, getModuleInfo: GetModuleInfo): string | undefined;
