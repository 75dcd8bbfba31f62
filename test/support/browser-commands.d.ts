// The commands vite.config.ts adds to the browser project, as the tests see them.
declare module 'vitest/browser' {
  interface BrowserCommands {
    /**
     * The markup Node renders for a case of test/hydration/server-client-cases.tsx, sent through UTF-8, as JSON text.
     */
    renderOnServer: (caseName: string) => Promise<string>;
  }
}
export {};
