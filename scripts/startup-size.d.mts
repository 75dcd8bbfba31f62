/** What the kit adds to an app's startup JavaScript, React excluded (scripts/startup-size.mjs). */
export interface StartupSize {
  /** Gzip bytes of the entry chunk and every chunk it imports statically. */
  startupBytes: number;
  /** Gzip bytes of the chunks loaded with `import()`. */
  lazyBytes: number;
  /** How many chunks are loaded with `import()`. */
  lazyChunks: number;
  /** The ids (paths) of the modules in the startup chunks. */
  startupModules: string[];
}
/** Builds the measuring app with vite and measures it. Needs dist/ (`npm run build`). */
export declare function measureStartupSize(): Promise<StartupSize>;
