import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';

// A static server for a built page whose lazy chunks it holds back until the test lets them go:
// "before the cards' code has come" is then a state the test puts the page in, not a race against
// this machine's speed. What a page needs at startup (its entry script and the chunks that script
// imports statically) is served at once; every other `.js` (the cards' chunks and what they import,
// the highlighter's, the grammars) waits while the server holds.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

/** A running server of one built folder. */
export interface HeldChunksServer {
  /** Its address, ending in `/`. */
  url: string;
  /** The lazy chunks asked for and not yet served, by path (`/assets/…js`). */
  heldPaths(): string[];
  /** The lazy chunks served since the last `hold()`. */
  servedLazyPaths(): string[];
  /** Holds every lazy chunk asked for from now on (the server starts holding). */
  hold(): void;
  /** Serves the held chunks, and every later one at once. */
  release(): void;
  /** Stops the server (any held response is ended). */
  close(): Promise<void>;
}

/** Options of {@link serveHoldingChunks}. */
export interface ServeOptions {
  /** The built folder. */
  root: string;
  /** The paths a page loads at startup (`/assets/index-….js`): never held. */
  startup: ReadonlySet<string>;
  /** The document served at `/`; `index.html` of the folder unless set. */
  page?: () => string;
}

/** The startup scripts of a built vite page: its entry and the chunks it preloads (static imports). */
export function startupScriptsOf(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\.?(\/assets\/[^"]+\.js)"/g)].map(
      (match) => match[1] as string,
    ),
  );
}

/** Starts a server of `root` on a free port of 127.0.0.1, holding lazy chunks. */
export async function serveHoldingChunks({ root, startup, page }: ServeOptions): Promise<HeldChunksServer> {
  let holding = true;
  const held = new Map<ServerResponse, () => void>();
  const heldPaths = new Map<ServerResponse, string>();
  const served: string[] = [];
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    const send = async () => {
      try {
        const file = path === '/' ? 'index.html' : path;
        const body = path === '/' && page !== undefined ? page() : await readFile(join(root, file));
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': 'no-store',
        });
        response.end(body);
      } catch {
        response.writeHead(404).end();
      }
    };
    const lazy = path.endsWith('.js') && !startup.has(path);
    if (lazy && holding) {
      held.set(response, () => void send());
      heldPaths.set(response, path);
      response.on('close', () => {
        held.delete(response);
        heldPaths.delete(response);
      });
      return;
    }
    if (lazy) served.push(path);
    void send();
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    heldPaths: () => [...heldPaths.values()],
    servedLazyPaths: () => [...served],
    hold() {
      holding = true;
      served.length = 0;
    },
    release() {
      holding = false;
      for (const [response, send] of held) {
        served.push(heldPaths.get(response) as string);
        held.delete(response);
        heldPaths.delete(response);
        send();
      }
    },
    close: () =>
      new Promise<void>((closed) => {
        for (const response of held.keys()) response.destroy();
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
