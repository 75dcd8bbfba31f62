/** One layer of src/ in eslint.config.js's LAYERS table (see its JSDoc there). */
export interface Layer {
  /** The layer's name, as ARCHITECTURE.md's table says it. */
  name: string;
  /** Its folders, relative to src/ (`'.'` is src/ itself: its top-level files). */
  folders: string[];
  /** Whether its code may import React (and so the React-only layers). */
  react: boolean;
  /** Each folder is an engine: the rest of src/ enters it only through its `index.ts`. */
  engines?: boolean;
  /** The subfolders of its folder import no other (`cards/<a>` never imports `cards/<b>`), and its own files none. */
  apart?: boolean;
  /** The only layers it may import, when fewer than every layer before it. */
  onlyFrom?: string[];
}

/**
 * The layers of src/, from the bottom up: each imports only from itself and the layers before it (or its `onlyFrom`).
 */
export const LAYERS: readonly Layer[];

/** ESLint's flat config. */
declare const config: readonly object[];
export default config;
