/**
 * Read card benchmark cases, for the bench page to time: each function mounts one way of showing
 * a large TypeScript file into a given container and resolves after the next paint. The
 * alternative is what a host would otherwise write: shiki's `codeToHtml` of the whole file set
 * through `innerHTML` (bench only: the kit never writes HTML).
 */
import { createJavaScriptRegexEngine } from '@shikijs/engine-javascript';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { ToolCard } from '../src/index';
import { nextPaint, type MountedBench } from './terminal-bench';

/** Lines in the large file every case is measured on. */
export const BIG_FILE_LINES = 50_000;

/**
 * Lines of the small TypeScript file a warm case draws (and, for a subject that highlights, has
 * highlighted) and removes before its timer (issue 28): a chat's earlier, shorter read.
 */
export const WARM_UP_FILE_LINES = 40;

/** A mounted read card, with a promise for when the rows on screen are highlighted. */
export interface MountedReadBench extends MountedBench {
  /** Resolves once every row on screen carries `data-highlighted` (polled each frame). */
  highlighted: Promise<void>;
}

const SNIPPETS: readonly ((index: number) => string[])[] = [
  (index) => [
    `/** Options for service ${index}. */`,
    `export interface Service${index}Options {`,
    `  readonly name: string;`,
    `  retries?: number; // default ${index % 5}`,
    '}',
  ],
  (index) => [
    `export async function load${index}(id: string, options: Service${index - 1}Options): Promise<Record<string, unknown>> {`,
    `  const response = await fetch(\`/api/items/\${id}?v=${index}\`);`,
    '  if (!response.ok) throw new Error(`failed: ${response.status}`);',
    '  return (await response.json()) as Record<string, unknown>;',
    '}',
  ],
  (index) => [
    `export const LIMIT_${index} = ${index * 3} as const;`,
    `type Key${index} = keyof typeof registry | 'fallback';`,
    '',
  ],
  (index) => [
    `export class Store${index}<T> {`,
    '  #items = new Map<string, T>();',
    '  get(key: string): T | undefined {',
    '    return this.#items.get(key);',
    '  }',
    '}',
    '',
  ],
];

/**
 * A deterministic TypeScript file of exactly `lines` lines: interfaces, async functions with
 * template strings, classes with private fields and comments, the mix a grammar spends time on.
 */
export function makeTypeScriptFile(lines: number): string {
  const out: string[] = [];
  for (let index = 0; out.length < lines; index++) out.push(...(SNIPPETS[index % SNIPPETS.length]?.(index) ?? []));
  return out.slice(0, lines).join('\n');
}

/** A file's text as the read intent's numbered lines. */
function numberedLines(text: string): { number: number; text: string }[] {
  return text.split('\n').map((line, index) => ({ number: index + 1, text: line }));
}

/** Whether every row inside the scroll region's visible box has been highlighted. */
function visibleRowsHighlighted(container: HTMLElement): boolean {
  const region = container.querySelector<HTMLElement>('[data-slot="file"]');
  if (!region) return false;
  const box = region.getBoundingClientRect();
  const rows = [...region.querySelectorAll<HTMLElement>('[data-slot="code-row"]')].filter((row) => {
    const rect = row.getBoundingClientRect();
    return rect.bottom > box.top && rect.top < box.bottom;
  });
  return rows.length > 0 && rows.every((row) => row.querySelector('[data-highlighted]') !== null);
}

function whenHighlighted(container: HTMLElement, isStopped: () => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const poll = () => {
      if (isStopped()) reject(new Error('unmounted before the visible rows were highlighted'));
      else if (visibleRowsHighlighted(container)) resolve();
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
}

/**
 * (a) `<ToolCard>` on a read window of the whole file: resolves after the first paint (plain
 * rows); its `highlighted` promise resolves when the rows on screen have their colours (the
 * grammar is fetched on demand, so the first run includes loading it).
 */
export async function mountToolCardRead(container: HTMLElement, text: string): Promise<MountedReadBench> {
  const lines = numberedLines(text);
  const root = createRoot(container);
  flushSync(() => root.render(<ToolCard intent={{ card: 'read', path: 'big.ts', lines }} />));
  let stopped = false;
  const highlighted = whenHighlighted(container, () => stopped);
  // A runner that only times the paint must not see an unhandled rejection on unmount.
  highlighted.catch(() => undefined);
  await nextPaint();
  return {
    highlighted,
    unmount: () => {
      stopped = true;
      root.unmount();
    },
  };
}

/** shiki's core with the JavaScript engine, TypeScript and github-light: setup the runner may time apart. */
export function createShikiTypeScript(): Promise<HighlighterCore> {
  return createHighlighterCore({
    engine: createJavaScriptRegexEngine(),
    langs: [import('shiki/langs/typescript.mjs')],
    themes: [import('shiki/themes/github-light.mjs')],
  });
}

/**
 * (b) shiki's `codeToHtml` of the whole file (github-light), set through `innerHTML`, resolving
 * after the paint. Pass a highlighter from {@link createShikiTypeScript} to leave its creation
 * out of the time; without one it is created here.
 */
export async function mountShikiHtml(
  container: HTMLElement,
  text: string,
  highlighter?: HighlighterCore,
): Promise<MountedBench> {
  const shiki = highlighter ?? (await createShikiTypeScript());
  const host = document.createElement('div');
  host.innerHTML = shiki.codeToHtml(text, { lang: 'typescript', theme: 'github-light' });
  container.append(host);
  await nextPaint();
  return { unmount: () => host.remove() };
}
