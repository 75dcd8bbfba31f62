import type { BrowserCommand } from 'vitest/node';

/** Renders a case of test/hydration/server-client-cases.tsx in Node; see the .mjs file. */
export declare const renderOnServer: BrowserCommand<[caseName: string]>;
