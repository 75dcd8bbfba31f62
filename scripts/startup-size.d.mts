/** What the kit adds to an app's startup JavaScript, React excluded (scripts/startup-size.mjs). */
export interface StartupSize {
  /** Gzip bytes of the entry chunk and every chunk it imports statically. */
  startupBytes: number;
  /** Gzip bytes of the chunks the app can load with `import()` (not those the bundler emitted that nothing names). */
  lazyBytes: number;
  /** How many chunks the app can load with `import()`. */
  lazyChunks: number;
  /** What each of those lazy chunks is (its facade module's path, else its file name). */
  lazyChunkNames: string[];
  /** What the first card of each kind loads on top of startup (its chunk and theirs), gzip bytes, by card name. */
  firstUseBytes: Map<string, number>;
  /** The ids (paths) of the modules in the startup chunks. */
  startupModules: string[];
  /** With `breakdown`: each startup module's code minified and gzipped alone, by module id. */
  moduleBytes: Map<string, number>;
}
/** One package's share of the startup bytes (`toolcards` for the kit's own code). */
export interface PackageShare {
  name: string;
  bytes: number;
}
/**
 * Builds the measuring app with vite and measures it. Needs dist/ (`npm run build`). `cards`: the
 * card names the app draws with `createToolCard`; every card through `<ToolCard>` when absent.
 * `breakdown`: also measure each module (for `startupByPackage`).
 */
export declare function measureStartupSize(options?: { cards?: string[]; breakdown?: boolean }): Promise<StartupSize>;
/**
 * The package a module id belongs to (`@scope/name` or `name`), `toolcards` for the kit's own code, `app`, or `bundler
 * runtime`.
 */
export declare function packageOf(id: string): string;
/** The startup bytes split by package, largest first, the shares adding up to the measured total. */
export declare function startupByPackage(size: StartupSize): PackageShare[];
