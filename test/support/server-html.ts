import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { prerender } from 'react-dom/static';

/** How the server renderers report an error inside the tree; React's default logs it. */
interface ServerHtmlOptions {
  onError?: (error: unknown) => void;
}

/** The HTML a streaming server sends first: everything React has once the shell is ready and all work is done. */
export function pipeableHtml(element: ReactElement, options: ServerHtmlOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      ...options,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

/** The HTML of a static prerender (`react-dom/static`), as a static-site build writes it. */
export async function prerenderedHtml(element: ReactElement, options: ServerHtmlOptions = {}): Promise<string> {
  const { prelude } = await prerender(element, options);
  return new Response(prelude).text();
}
