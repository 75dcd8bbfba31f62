/** The example's folder. */
export declare const nextExampleDir: string;
/** The environment every `next` command of the example runs with. */
export declare const nextEnv: NodeJS.ProcessEnv;
/** The `next` command line interface, run with node (no shell). */
export declare const nextCli: string;
/** Runs `next build` in examples/next; resolves with its output, rejects with it on failure. */
export declare function buildNextExample(): Promise<string>;
