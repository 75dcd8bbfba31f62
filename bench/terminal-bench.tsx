/**
 * Terminal benchmark cases, for the bench page to time: each function mounts one way of drawing a
 * coloured log into a given container and resolves after the next paint. The alternatives are
 * what a host would otherwise write: ansi_up's HTML through `innerHTML` (bench only: the kit
 * never writes HTML), and a plain React list of every line with anser's spans.
 */
import Anser from 'anser';
import { AnsiUp } from 'ansi_up';
import type { CSSProperties, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { stripAnsi } from '../src/ansi';
import { ToolCard } from '../src/index';

/** Lines in the large log every case is measured on. */
export const HUGE_LOG_LINES = 100_000;

/**
 * Lines of the small log a warm case draws and removes before its timer (issue 28): a short
 * command's output, as a chat's earlier terminal card would be.
 */
export const WARM_UP_LOG_LINES = 20;

/** A mounted case, to take down before the next one. */
export interface MountedBench {
  unmount(): void;
}

/** A ToolCard mounted on a growing log, for timing appends. */
export interface StreamingBench extends MountedBench {
  /** Lines in the log so far. */
  readonly lineCount: number;
  /**
   * Appends `lines` coloured lines (100 unless set); resolves after the next paint with the ms React took to render the
   * update.
   */
  append(lines?: number): Promise<number>;
}

const LEVELS = ['\x1b[32mINFO\x1b[0m ', '\x1b[36mDEBUG\x1b[0m', '\x1b[33mWARN\x1b[0m ', '\x1b[1;31mERROR\x1b[0m'];

/**
 * `lines` lines of a typical coloured service log (`from` numbers the first), each with a grey
 * counter, a coloured level, plain text and a 256-colour timing; deterministic.
 */
export function makeColoredLog(lines: number, from = 0): string {
  const parts: string[] = [];
  for (let index = from; index < from + lines; index++) {
    const level = LEVELS[index % 97 === 0 ? 3 : index % 13 === 0 ? 2 : index % 5 === 0 ? 1 : 0];
    parts.push(
      `\x1b[90m${String(index).padStart(6, '0')}\x1b[0m ${level} worker-${index % 8} processed batch ${index} in \x1b[38;5;${(index % 216) + 16}m${(index * 7) % 900}ms\x1b[0m\n`,
    );
  }
  return parts.join('');
}

/**
 * `text` made flat before it is timed. `a + b` builds a rope that the engine copies whole the
 * first time anything reads it (4 ms for 8 MB): the host's cost for any renderer, even a `<pre>`,
 * and one a string parsed from JSON never has. Flat, the timing is the kit's own work.
 */
export function flatString(text: string): string {
  // Reading a character flattens a rope in place.
  text.charCodeAt(0);
  return text;
}

/**
 * Resolves once the frame holding the new DOM has been painted: the next animation frame, then
 * the first task after its rendering. That task is posted at `user-blocking` priority where the
 * page has `scheduler.postTask`: a plain timer would wait behind the work the case itself queued
 * at higher priority (a card's highlighting slices, resumed by `scheduler.yield()`), timing that
 * work rather than the paint (a warm read card measured 201 ms to a frame painted at about 70).
 */
export function nextPaint(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { postTask?: (task: () => void, options: object) => Promise<void> } })
    .scheduler;
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      if (typeof scheduler?.postTask === 'function')
        void scheduler.postTask(() => resolve(), { priority: 'user-blocking' });
      else setTimeout(resolve, 0);
    }),
  );
}

function mountReact(container: HTMLElement, node: ReactNode): Root {
  const root = createRoot(container);
  flushSync(() => root.render(node));
  return root;
}

/** (a) `<ToolCard>` on the whole log: parsed once, only the visible rows drawn. */
export async function mountToolCardLog(container: HTMLElement, output: string): Promise<MountedBench> {
  const root = mountReact(
    container,
    <ToolCard intent={{ card: 'terminal', command: 'cat service.log', output, exitCode: 0 }} />,
  );
  await nextPaint();
  return { unmount: () => root.unmount() };
}

/** The last line of a log as the card draws it: its index and its text, escapes stripped. */
export interface LastLine {
  index: number;
  text: string;
}

/** The last line of `output` (worked out before a timer starts: it strips the whole log). */
export function lastLineOf(output: string): LastLine {
  const lines = stripAnsi(output).split('\n');
  if (lines.at(-1) === '') lines.pop();
  return { index: lines.length - 1, text: lines.at(-1) ?? '' };
}

/** Resolves at the first frame where the terminal card in `container` shows `last` inside its output box. */
export async function untilLastLineShown(container: HTMLElement, last: LastLine): Promise<void> {
  for (;;) {
    const box = container.querySelector('[data-slot="output"]');
    const row = container.querySelector<HTMLElement>(`[data-slot="line"][data-index="${last.index}"]`);
    if (box && row && row.textContent === last.text) {
      const outer = box.getBoundingClientRect();
      const inner = row.getBoundingClientRect();
      if (inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5) return;
    }
    await nextPaint();
  }
}

/** (b) ansi_up's HTML for the whole log, set through `innerHTML` (what the kit refuses to do). */
export async function mountAnsiUpHtml(container: HTMLElement, output: string): Promise<MountedBench> {
  const converter = new AnsiUp();
  const pre = document.createElement('pre');
  pre.innerHTML = converter.ansi_to_html(output);
  container.append(pre);
  await nextPaint();
  return { unmount: () => pre.remove() };
}

function anserStyle(entry: Anser.AnserJsonEntry): CSSProperties {
  const style: CSSProperties = {};
  if (entry.fg) style.color = `rgb(${entry.fg})`;
  if (entry.bg) style.backgroundColor = `rgb(${entry.bg})`;
  if (entry.decorations.includes('bold')) style.fontWeight = 700;
  if (entry.decorations.includes('italic')) style.fontStyle = 'italic';
  if (entry.decorations.includes('underline')) style.textDecoration = 'underline';
  return style;
}

/** Every line of a log drawn by React as anser's spans: the straightforward, unvirtualized list. */
function AnserLines({ output }: { output: string }) {
  return (
    <pre>
      {output.split('\n').map((line, index) => (
        <div key={index}>
          {Anser.ansiToJson(line, { remove_empty: true }).map((entry, spanIndex) => (
            <span key={spanIndex} style={anserStyle(entry)}>
              {entry.content}
            </span>
          ))}
        </div>
      ))}
    </pre>
  );
}

/** (c) A plain React render of every line with anser spans. */
export async function mountAnserLines(container: HTMLElement, output: string): Promise<MountedBench> {
  const root = mountReact(container, <AnserLines output={output} />);
  await nextPaint();
  return { unmount: () => root.unmount() };
}

/**
 * (d) A running `<ToolCard>` on a `lines`-line log, mounted and painted; time its `append` (100
 * lines on a 100,000-line log against a 1,000-line one: the kit parses only the new text).
 */
export async function mountStreamingToolCard(container: HTMLElement, lines: number): Promise<StreamingBench> {
  let output = makeColoredLog(lines);
  let lineCount = lines;
  const intent = () => ({ card: 'terminal', command: 'tail -f service.log', status: 'running', output });
  const root = mountReact(container, <ToolCard intent={intent()} />);
  await nextPaint();
  return {
    get lineCount() {
      return lineCount;
    },
    async append(count = 100) {
      output = flatString(output + makeColoredLog(count, lineCount));
      lineCount += count;
      const start = performance.now();
      flushSync(() => root.render(<ToolCard intent={intent()} />));
      const rendered = performance.now() - start;
      await nextPaint();
      return rendered;
    },
    unmount: () => root.unmount(),
  };
}
