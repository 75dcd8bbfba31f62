/** Where the example is built unless told otherwise. */
export declare const exampleOutDir: string;
/** Builds examples/chat into `outDir` (emptied first) and resolves to that folder. */
export declare function buildExample(options?: {
  outDir?: string;
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
}): Promise<string>;
