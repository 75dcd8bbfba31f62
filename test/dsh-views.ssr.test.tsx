import { renderToString } from 'react-dom/server';
import { ToolCard, ToolCardHost, DEFAULT_LABELS } from '../src/index';
import { combineViews } from '../src/protocol/index';
import type { ToolCallRecord } from '../src/protocol/index';
import { settledRecord, type DshCall } from './fixtures/dsh-record';
import { loadDshCalls } from './fixtures/load-dsh-views';

/*
 * Every real DeepSeek Harness call (test/fixtures/dsh-views), merged by combineViews and
 * rendered on the server settled (open and collapsed) and running. What a user needs is derived
 * from the call's own data (views, raw content, error, args), never written per file, so the
 * same rules hold for any other real call of these kinds.
 */

type Fields = Record<string, unknown>;

function runningRecord(call: DshCall): ToolCallRecord {
  return { tool: call.tool, args: call.args, call: call.callView };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  nbsp: '\u00a0',
};

/** The text a user reads in some markup: tags dropped, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
}

function render(record: ToolCallRecord, open: boolean): { html: string; text: string } {
  const html = renderToString(<ToolCard intent={combineViews(record)} defaultOpen={open} />);
  return { html, text: visibleText(html) };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The non-blank lines of a text, trimmed (layout may cut surrounding space). */
function linesOf(value: string | undefined): string[] {
  return (value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A line of Markdown as its rendering reads: no heading marks, emphasis, code fences or link targets. */
function markdownLines(value: string | undefined): string[] {
  return linesOf(value)
    .filter((line) => !line.startsWith('```'))
    .map((line) =>
      line
        .replace(/^#+\s+/, '')
        .replace(/^[-*]\s+/, '')
        .replace(/\*\*(.+?)\*\*/g, '$1')
        .replace(/`([^`]+)`/g, '$1')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .trim(),
    )
    .filter((line) => line !== '');
}

function rawText(content: DshCall['content']): string | undefined {
  const texts = (content ?? []).flatMap((block) =>
    block.type === 'text' && typeof block.text === 'string' ? [block.text] : [],
  );
  return text(texts.join('\n'));
}

/** Every string and number inside a JSON value (what a JSON tree must show). */
function leaves(value: unknown): string[] {
  if (typeof value === 'string') return linesOf(value);
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(leaves);
  return [];
}

function expectLines(haystack: string, needles: string[], id: string, what: string) {
  for (const needle of needles) expect(haystack, `${id}: ${what} "${needle}"`).toContain(needle);
}

const calls = loadDshCalls();
const cancelledOf = (call: DshCall) => call.lifecycleStatus === 'cancelled' || call.error?.code === 'interrupted';
const failedOf = (call: DshCall) => !cancelledOf(call) && call.isError === true;

/** Whether the result view's own fields say what the raw content says (else the raw text must show). */
function resultCarriesRaw(view: Fields | undefined): boolean {
  if (view === undefined) return false;
  switch (view.card) {
    case 'generic':
      return Array.isArray(view.content) && view.content.length > 0;
    case 'terminal':
      return typeof view.output === 'string';
    case 'diff':
    case 'read':
    case 'search':
      return true;
    case 'web':
      // A fetch without a body shows the raw text as its page (Markdown): checked as the fetched body.
      return true;
    default:
      return false;
  }
}

/** The text a settled, open card must show for one call. */
function expectSettledOpen(call: DshCall, page: { html: string; text: string }) {
  const { id } = call;
  const callView = call.callView ?? {};
  const result = call.resultView;
  const merged = { ...callView, ...(result ?? {}) } as Fields;

  expectLines(page.text, linesOf(text(merged.title) ?? call.tool), id, 'title');

  // The pending view's words the result view does not restate.
  if (typeof callView.description === 'string')
    expectLines(page.text, linesOf(callView.description), id, 'description');
  if (callView.card === 'generic' && callView.rawInput !== undefined)
    expectLines(page.text, leaves(callView.rawInput), id, 'raw input');
  if (call.callView === undefined) expectLines(page.text, leaves(call.args), id, 'raw arguments');
  // Every card draws a view's content after its body, but for two: a read's text is the
  // model-facing text of its window (its lines carry it), and a fetch's is its body, checked there.
  const drawsContent = merged.card !== 'read' && !(merged.card === 'web' && merged.kind === 'fetch');
  for (const view of drawsContent ? [callView, result ?? {}] : []) {
    if (Array.isArray(view.content)) {
      for (const block of view.content as Fields[])
        if (typeof block.text === 'string') expectLines(page.text, markdownLines(block.text), id, 'view content');
      // A view's content is presenter Markdown: a fence is drawn as a code block, not as backticks
      // (unless the fence only repeats the error, which the error area shows once).
      const gist = (value: string) =>
        value
          .replace(/```[^\n]*\n?/g, '')
          .trim()
          .replace(/^error:\s*/i, '');
      const { error } = combineViews(settledRecord(call));
      const echoesError = (value: string) => typeof error === 'string' && gist(value) === gist(error);
      if (
        (view.content as Fields[]).some(
          (block) => String(block.text ?? '').includes('```') && !echoesError(String(block.text)),
        )
      ) {
        expect(page.html, `${id}: a code block`).toContain('<pre');
      }
    }
  }

  // Errors, interruptions and the raw result.
  const raw = rawText(call.content);
  if (cancelledOf(call)) {
    expect(page.html, `${id}: cancelled`).toContain('data-status="cancelled"');
    expect(page.text).toContain(DEFAULT_LABELS.status.cancelled);
  } else if (failedOf(call)) {
    expect(page.html, `${id}: failed`).toContain('data-status="error"');
    const errorText = call.error?.message ?? raw ?? (call.error ? `${call.error.name}: ${call.error.code}` : undefined);
    expectLines(page.text, linesOf(errorText), id, 'error text');
  } else if (!resultCarriesRaw(result)) {
    // Raw tool output is plain text: every line shows as it came, backticks and all.
    expectLines(page.text, linesOf(raw), id, 'raw result');
  }

  const card = merged.card;
  if (card === 'terminal') expectTerminal(call, merged, page);
  if (card === 'diff') expectDiff(call, (result ?? callView) as Fields, page);
  if (card === 'read') expectRead(call, merged, page.html, page.text, true);
  if (card === 'search') expectSearch(call, merged, page.text, page.html);
  if (card === 'web') expectWeb(call, merged, page.text);
}

function expectTerminal(call: DshCall, merged: Fields, page: { html: string; text: string }) {
  const command = text(merged.command) ?? text(call.callView?.title);
  expectLines(page.text, linesOf(command), call.id, 'command line');
  if (command === undefined) expect(page.html, `${call.id}: a bare prompt`).toContain('data-slot="command-row"');
  else if (linesOf(command).length > 1) {
    expect(page.html.match(/data-slot="command-row"/g), `${call.id}: one prompt row per line`).toHaveLength(
      command.split('\n').length,
    );
  }
  if (typeof merged.cwd === 'string') expect(page.text).toContain(merged.cwd);
  // One status pill: a failing exit code is its detail; exit 0 is a plain "Done".
  if (typeof merged.exitCode === 'number' && merged.exitCode !== 0)
    expect(page.text).toContain(DEFAULT_LABELS.terminal.exitCode(String(merged.exitCode)));
  if (typeof merged.signal === 'string') expect(page.text).toContain(merged.signal);
  if (typeof merged.output === 'string') expectLines(page.text, linesOf(merged.output), call.id, 'output');
}

/** Added and deleted lines of an excerpt, by an LCS over its lines (excerpts end without a newline). */
function realCounts(oldText: string | null, newText: string): [number, number] {
  const split = (value: string) => (value === '' ? [] : value.replace(/\n$/, '').split('\n'));
  const a = split(oldText ?? '');
  const b = split(newText);
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  return [b.length - table[0]![0]!, a.length - table[0]![0]!];
}

function expectDiff(call: DshCall, view: Fields, page: { html: string; text: string }) {
  const diffs = (view.diffs ?? []) as { path: string; oldText: string | null; newText: string; oldStart?: number }[];
  const paths = new Set(diffs.map((diff) => diff.path));
  expect(page.html.match(/data-slot="file-header"/g) ?? [], `${call.id}: one header per path`).toHaveLength(paths.size);
  for (const path of paths) expect(page.text).toContain(path);
  let additions = 0;
  let deletions = 0;
  for (const diff of diffs) {
    expectLines(page.text, [...linesOf(diff.oldText ?? ''), ...linesOf(diff.newText)], call.id, 'hunk line');
    const [added, deleted] = realCounts(diff.oldText, diff.newText);
    additions += added;
    deletions += deleted;
  }
  if (diffs.length > 0) {
    expect(page.html, `${call.id}: additions`).toContain(`data-slot="summary-additions">+${additions}<`);
    expect(page.html, `${call.id}: deletions`).toContain(`data-slot="summary-deletions">\u2212${deletions}<`);
    expect(page.text, `${call.id}: no phantom newline note`).not.toContain(DEFAULT_LABELS.diff.noNewlineAtEnd);
  }
  if (diffs.every((diff) => diff.oldText !== null && diff.oldStart === undefined)) {
    expect(page.html, `${call.id}: no invented line numbers`).not.toMatch(
      /data-slot="line-number" data-side="(old|new)">\d/,
    );
  }
}

function expectRead(call: DshCall, merged: Fields, html: string, pageText: string, open: boolean) {
  const lines = (merged.lines ?? []) as { number: number; text: string }[];
  const shown = open || lines.length <= 12 ? lines : [...lines.slice(0, 8), ...lines.slice(-4)];
  for (const line of shown) {
    expect(html, `${call.id}: line number ${line.number}`).toContain(`data-line-number="${line.number}"`);
    expectLines(pageText, linesOf(line.text.slice(0, 200)), call.id, 'read line');
  }
}

function expectSearch(call: DshCall, merged: Fields, pageText: string, html: string) {
  const files = (merged.files ?? []) as { path: string; matches: { lineNumber: number; line: string }[] }[];
  const paths = (merged.paths ?? []) as string[];
  for (const file of files) {
    // A file's row shows its name first, then its folder; the whole path is its tooltip.
    const slash = file.path.lastIndexOf('/');
    expect(pageText).toContain(file.path.slice(slash + 1));
    if (slash > 0) expect(pageText).toContain(file.path.slice(0, slash));
    expect(html).toContain(`title="${file.path}"`);
    for (const match of file.matches)
      expectLines(pageText, [String(match.lineNumber), ...linesOf(match.line)], call.id, 'match');
  }
  expectLines(pageText, paths, call.id, 'path');
  // The host's recovery footer: the raw lines after the last one that restates a result.
  const rawLines = (rawText(call.content) ?? '').split('\n');
  const listed = (line: string) =>
    paths.includes(line.trim()) ||
    files.some((file) => file.path === line.trim() || file.matches.some((match) => line.endsWith(match.line)));
  const last = rawLines.reduce((found, line, index) => (listed(line) ? index : found), -1);
  if (last >= 0) expectLines(pageText, linesOf(rawLines.slice(last + 1).join('\n')), call.id, 'recovery footer');
}

function expectWeb(call: DshCall, merged: Fields, pageText: string) {
  if (merged.kind === 'search') {
    for (const source of (merged.sources ?? []) as { url: string; title?: string }[]) {
      expect(pageText).toContain(source.title ?? new URL(source.url).hostname);
    }
    expectLines(pageText, markdownLines(text(merged.answer)), call.id, 'answer');
  } else {
    const body = typeof merged.content === 'string' ? merged.content : rawText(call.content);
    expectLines(pageText, markdownLines(body), call.id, 'fetched body');
  }
}

describe('every real DSH call renders with nothing lost', () => {
  it('has the corpus', () => {
    expect(calls.length).toBeGreaterThanOrEqual(60);
  });

  describe.each(calls.map((call) => [call.id, call] as const))('%s', (_id, call) => {
    it('settled and open: every text a user needs', () => {
      expectSettledOpen(call, render(settledRecord(call), true));
    });

    it('settled and collapsed: the header, the error or exit, and the preview', () => {
      const intent = combineViews(settledRecord(call)) as Fields;
      const page = render(settledRecord(call), false);
      expectLines(page.text, linesOf(text(intent.title) ?? call.tool), call.id, 'title');
      if (failedOf(call) && typeof intent.error === 'string')
        expectLines(page.text, linesOf(intent.error), call.id, 'error');
      if (cancelledOf(call)) expect(page.text).toContain(DEFAULT_LABELS.status.cancelled);
      if (typeof intent.exitCode === 'number' && intent.exitCode !== 0)
        expect(page.text).toContain(DEFAULT_LABELS.terminal.exitCode(String(intent.exitCode)));
      if (typeof intent.signal === 'string') expect(page.text).toContain(intent.signal);
      if (intent.card === 'terminal' && typeof intent.output === 'string' && linesOf(intent.output).length <= 10) {
        expectLines(page.text, linesOf(intent.output), call.id, 'output preview');
      }
      if (intent.card === 'read') expectRead(call, intent, page.html, page.text, false);
    });

    it("running: the pending view's title, command, description and input", () => {
      const page = render(runningRecord(call), true);
      expect(page.html).toContain('data-status="running"');
      const callView = call.callView;
      if (callView === undefined) {
        expectLines(page.text, [call.tool, ...leaves(call.args)], call.id, 'fallback');
        return;
      }
      expectLines(page.text, linesOf(text(callView.title)), call.id, 'title');
      if (typeof callView.description === 'string')
        expectLines(page.text, linesOf(callView.description), call.id, 'description');
      if (callView.card === 'generic' && callView.rawInput !== undefined)
        expectLines(page.text, leaves(callView.rawInput), call.id, 'raw input');
    });
  });
});

describe('a DSH host context', () => {
  const host = (record: ToolCallRecord) =>
    visibleText(
      renderToString(
        <ToolCardHost workspace="/home/dev/project" home="/home/dev">
          <ToolCard intent={combineViews(record)} />
        </ToolCardHost>,
      ),
    );

  it('shows paths relative to the workspace, and a cwd with ~ for home', () => {
    const workdir = calls.find((call) => call.id === 'bash-workdir-absolute')!;
    expect(host(settledRecord(workdir))).toContain('~/project/sub');
    const create = calls.find((call) => call.id === 'editor-create')!;
    const page = host(settledRecord(create));
    expect(page).toContain('ed-new.txt');
    expect(page).not.toContain('/home/dev/project/ed-new.txt\u00a0');
  });

  it('resolves a relative cwd against the workspace, and an absent one is the workspace', () => {
    expect(host({ tool: 'bash', call: { card: 'terminal', title: 'ls', cwd: 'sub/../lib' } })).toContain(
      '~/project/lib',
    );
    expect(host({ tool: 'bash', call: { card: 'terminal', title: 'ls' } })).toContain('~/project');
  });
});
