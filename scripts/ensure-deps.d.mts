/** Runs `npm ci` unless the packages are already installed, then the same for the examples that have their own. */
export function ensureDeps(): void;
/** Runs `npm ci` in an example app of its own packages (`examples/react18`) unless they are installed. */
export function ensureExampleDeps(example: string): void;
