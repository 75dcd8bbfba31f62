/**
 * Diff benchmark cases, for the bench page to time: each function mounts one way of drawing a
 * patch into a given container and resolves after the first paint that shows it. The
 * alternatives are what a host would otherwise use: diff2html's HTML through `innerHTML` (bench
 * only: the kit never writes HTML), react-diff-view (`parseDiff`, then `<Diff>`/`<Hunk>` for
 * every file), and react-diff-viewer-continued (one viewer per file, on the same change given as
 * old and new texts).
 */
import { html } from 'diff2html';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Diff, Hunk, parseDiff } from 'react-diff-view';
import ReactDiffViewer from 'react-diff-viewer-continued';
import { ToolCard } from '../src/index';
import { parsePatch } from '../src/diff/parse-patch';
import { nextPaint } from './terminal-bench';

/** A mounted case, to take down before the next one. */
export interface MountedBench {
  unmount(): void;
}

/** One file of a change as old and new texts: what react-diff-viewer-continued compares. */
export interface TextPair {
  path: string;
  oldValue: string;
  newValue: string;
}

/** Body lines per hunk, and how they are made: 6 context lines around 2 deletions and 2 additions, three times. */
const HUNK_PATTERN = ['c', 'c', 'c', 'd', 'd', 'a', 'a', 'c', 'c', 'c'] as const;
const HUNKS_PER_BLOCK = 3;
/** Unchanged lines between two hunks of a file (not in the patch). */
const HUNK_GAP = 12;

function codeLine(file: number, line: number, version: 'old' | 'new'): string {
  const value = version === 'old' ? line : line * 3 + 1;
  return `  export const setting${line} = { id: ${line}, file: "module-${file}", value: ${value}, enabled: ${line % 3 === 0} };`;
}

/**
 * A git patch of about `lines` body lines over `files` files, deterministic: every file is a
 * run of hunks, each 6 context lines around 2 deleted and 2 added (40% of the lines changed).
 * The kit collapses a file over 400 changed lines behind "Load diff" (as GitHub does), so keep
 * `lines / files` at 1,000 or less to time every line drawn: 20,000 lines over 20 files,
 * 200,000 over 200.
 */
export function makeLargePatch(lines: number, files: number): string {
  const fileCount = Math.max(1, Math.floor(files));
  const perFile = Math.max(HUNK_PATTERN.length, Math.ceil(lines / fileCount));
  const out: string[] = [];
  for (let file = 0; file < fileCount; file++) {
    const path = `src/generated/module-${file}.ts`;
    out.push(
      `diff --git a/${path} b/${path}`,
      `index ${(file + 0x1000).toString(16)}000..${(file + 0x2000).toString(16)}000 100644`,
      `--- a/${path}`,
      `+++ b/${path}`,
    );
    let oldLine = 1;
    let newLine = 1;
    let written = 0;
    while (written < perFile) {
      const body: string[] = [];
      let oldCount = 0;
      let newCount = 0;
      for (let repeat = 0; repeat < HUNKS_PER_BLOCK && written + body.length < perFile; repeat++) {
        for (const kind of HUNK_PATTERN) {
          const at = oldLine + oldCount;
          if (kind === 'c') body.push(` ${codeLine(file, at, 'old')}`);
          else if (kind === 'd') body.push(`-${codeLine(file, at, 'old')}`);
          else body.push(`+${codeLine(file, at - 2, 'new')}`);
          if (kind !== 'a') oldCount += 1;
          if (kind !== 'd') newCount += 1;
        }
      }
      out.push(`@@ -${oldLine},${oldCount} +${newLine},${newCount} @@ export namespace Module${file} {`, ...body);
      written += body.length;
      oldLine += oldCount + HUNK_GAP;
      newLine += newCount + HUNK_GAP;
    }
  }
  return `${out.join('\n')}\n`;
}

/** Body lines of the one-file TypeScript edit a warm case draws and removes before its timer (issue 28). */
const WARM_UP_PATCH_LINES = 20;

/** A small edit of one TypeScript file ({@link WARM_UP_PATCH_LINES} body lines): a chat's earlier diff card. */
export function makeWarmUpPatch(): string {
  return makeLargePatch(WARM_UP_PATCH_LINES, 1);
}

/**
 * The change in `patch` as old and new texts per file (the lines the patch shows, in order), for
 * react-diff-viewer-continued, which diffs texts itself. Build it before timing.
 */
export function textPairsOf(patch: string): TextPair[] {
  return parsePatch(patch).map((file) => {
    const oldLines: string[] = [];
    const newLines: string[] = [];
    for (const hunk of file.hunks) {
      for (const line of hunk.lines) {
        if (line.kind !== 'add') oldLines.push(line.text);
        if (line.kind !== 'delete') newLines.push(line.text);
      }
    }
    return {
      path: file.newPath ?? file.oldPath ?? '',
      oldValue: `${oldLines.join('\n')}\n`,
      newValue: `${newLines.join('\n')}\n`,
    };
  });
}

/** Resolves after the first paint at which `ready()` holds (checked each frame, up to `timeoutMs`). */
async function paintedWhen(ready: () => boolean, timeoutMs = 60_000): Promise<void> {
  const start = performance.now();
  await nextPaint();
  while (!ready() && performance.now() - start < timeoutMs) await nextPaint();
}

/**
 * Resolves after the first paint at which a line of the kit's diff in `container` has its tokens;
 * rejects after `timeoutMs`, so a warm-up that never highlights fails its case instead of timing
 * a run with its grammar still loading.
 */
export async function whenDiffHighlighted(container: HTMLElement, timeoutMs = 10_000): Promise<void> {
  const highlighted = () => container.querySelector('[data-slot="code-line"][data-highlighted]') !== null;
  await paintedWhen(highlighted, timeoutMs);
  if (!highlighted()) throw new Error(`no diff line highlighted within ${timeoutMs} ms`);
}

function mountReact(container: HTMLElement, node: ReactNode): Root {
  const root = createRoot(container);
  flushSync(() => root.render(node));
  return root;
}

/** (a) `<ToolCard>` on the patch: parsed once, only the visible rows drawn. */
export async function mountToolCardDiff(container: HTMLElement, patch: string): Promise<MountedBench> {
  const root = mountReact(container, <ToolCard intent={{ card: 'diff', title: 'Apply patch', patch }} />);
  await nextPaint();
  return { unmount: () => root.unmount() };
}

/** (b) diff2html's line-by-line HTML for the whole patch, set through `innerHTML` (what the kit refuses to do). */
export async function mountDiff2HtmlDiff(container: HTMLElement, patch: string): Promise<MountedBench> {
  const element = document.createElement('div');
  element.innerHTML = html(patch, { outputFormat: 'line-by-line', drawFileList: false });
  container.append(element);
  await nextPaint();
  return { unmount: () => element.remove() };
}

/** (c) react-diff-view: `parseDiff`, then a unified `<Diff>` of every `<Hunk>` for every file. */
export async function mountReactDiffView(container: HTMLElement, patch: string): Promise<MountedBench> {
  const files = parseDiff(patch);
  const root = mountReact(
    container,
    <div>
      {files.map((file) => (
        <Diff
          key={`${file.oldRevision}-${file.newRevision}-${file.newPath}`}
          viewType="unified"
          diffType={file.type}
          hunks={file.hunks}
        >
          {(hunks) => hunks.map((hunk) => <Hunk key={hunk.content} hunk={hunk} />)}
        </Diff>
      ))}
    </div>,
  );
  await nextPaint();
  return { unmount: () => root.unmount() };
}

/**
 * (d) react-diff-viewer-continued, one unified viewer per file on `textPairsOf(patch)`. Its
 * worker is turned off so it diffs on the page as the others do; it may draw a loading state
 * first, so this resolves at the first paint that shows every file's rows.
 */
export async function mountReactDiffViewer(container: HTMLElement, pairs: readonly TextPair[]): Promise<MountedBench> {
  const root = mountReact(
    container,
    <div>
      {pairs.map((pair) => (
        <ReactDiffViewer
          key={pair.path}
          oldValue={pair.oldValue}
          newValue={pair.newValue}
          splitView={false}
          disableWorker
          leftTitle={pair.path}
        />
      ))}
    </div>,
  );
  await paintedWhen(() => container.querySelectorAll('table').length >= pairs.length);
  return { unmount: () => root.unmount() };
}
