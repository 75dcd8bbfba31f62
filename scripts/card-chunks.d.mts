/** A module's static importers, as rollup's `getModuleInfo` reports them. */
type GetModuleInfo = (id: string) => { importers: readonly string[] } | null;

/**
 * The manual chunk of module `id` in the browser build (`undefined`: the bundler places it), for the bundler's chunk
 * groups.
 */
export function cardChunkOf(id: string, getModuleInfo: GetModuleInfo): string | undefined;

/** The protocol and adapters' modules: no React, one chunk shared by every entry. */
export const REACT_FREE_MODULE: RegExp;

/** The name of the chunk that holds the protocol and adapters. */
export const REACT_FREE_CHUNK: string;

/** The engines whose `index.ts` the chunking sees through: those of eslint.config.js's LAYERS. */
export const ENGINE_FOLDERS: readonly string[];
