import { act, fireEvent, type RenderResult } from '@testing-library/react';
import { type ToolCardProps } from '../../src/index';
import { combineViews } from '../../src/protocol/index';
import { readTerminalFixture } from '../ansi/terminal-fixtures';
import { settledRecord } from '../fixtures/dsh-record';
import { loadDshCalls } from '../fixtures/load-dsh-views';
import { loadIntentFixtures } from '../fixtures/load-intents';
import { numberedLog } from '../support/numbered-log';

/** Draws one card with the props every scenario shares (the class names under test, for one). */
export type DrawCard = (intent: unknown, props?: Partial<ToolCardProps>) => RenderResult;

/** One way a host or a user brings a card to a state: draw it, then act on it. */
interface SlotScenario {
  name: string;
  run: (draw: DrawCard) => void;
}

const first = (container: HTMLElement, name: string) => {
  const element = container.querySelector<HTMLElement>(`[data-slot="${name}"]`);
  if (!element) throw new Error(`no [data-slot="${name}"]`);
  return element;
};
const clickAll = (container: HTMLElement, name: string) => {
  for (const element of container.querySelectorAll<HTMLElement>(`[data-slot="${name}"]`)) fireEvent.click(element);
};

/** A line of `count` styled runs: past the terminal's per-line budget, its styles merge. */
const manyStyles = (count: number) =>
  Array.from({ length: count }, (_, index) => `\x1b[3${index % 7}m${index}`).join('') + '\x1b[0m\n';

const RARE_INTENTS: [name: string, intent: unknown, props?: Partial<ToolCardProps>][] = [
  ['terminal running, no output yet', { card: 'terminal', command: 'npm test', status: 'running', output: '' }],
  [
    'terminal with stderr, a truncated log and a multi-line command',
    {
      card: 'terminal',
      command: 'set -e\nnpm test',
      cwd: '/srv/app',
      status: 'error',
      exitCode: 2,
      segments: [
        { stream: 'stdout', text: 'ok\n' },
        { stream: 'stderr', text: 'boom\n' },
      ],
      truncated: { fullOutputPath: '/tmp/out.log' },
      durationMs: 1200,
    },
  ],
  ['terminal line over the style budget', { card: 'terminal', command: 'colors', output: manyStyles(5000) }],
  [
    'terminal line over the cursor-move budget',
    { card: 'terminal', command: 'moves', output: `${'\x1b[1C'.repeat(5000)}x\n` },
  ],
  [
    'terminal collapsed with a preview',
    { card: 'terminal', command: 'seq 100', output: numberedLog(100) },
    { defaultOpen: false },
  ],
  [
    'generic awaiting approval, with locations',
    {
      card: 'generic',
      title: 'rm -rf build',
      rawInput: 'rm -rf build\n',
      approval: { state: 'requested', reason: 'Deletes a folder' },
      locations: Array.from({ length: 25 }, (_, index) => ({ path: `src/f${index}.ts`, line: index + 1 })),
    },
    { onApprove: () => {}, onDeny: () => {} },
  ],
  [
    // A title of several lines: the header shows the first, so the request says the whole command.
    'terminal awaiting approval, a command of several lines',
    { card: 'terminal', command: 'git add -A\ngit commit -m wip', status: 'pending', approval: { state: 'requested' } },
    { onApprove: () => {}, onDeny: () => {} },
  ],
  [
    'generic with every content block',
    {
      card: 'generic',
      title: 'mcp',
      content: [
        {
          type: 'text',
          text: '# Heading\n\nSome `code`, <b>html</b> and ![alt](https://x.test/a.png)\n\n```js\nlet a = 1;\n```',
        },
        { type: 'reasoning', text: 'thinking' },
        { type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' },
        { type: 'image', data: 'AAAA', mimeType: 'image/svg+xml' },
        { type: 'audio', data: 'AAAA', mimeType: 'audio/wav' },
        { type: 'audio', data: 'AAAA', mimeType: 'text/html' },
        {
          type: 'resource_link',
          uri: 'https://example.com/doc',
          name: 'Doc',
          mimeType: 'text/html',
          description: 'A doc',
        },
        { type: 'resource_link', uri: 'javascript:alert(1)', name: 'Bad' },
        { type: 'resource', resource: { uri: 'file:///a.txt', mimeType: 'text/plain', text: 'hello' } },
        { type: 'resource', resource: { uri: 'file:///b.bin', blob: 'AAAA' } },
      ],
      output: { list: Array.from({ length: 150 }, (_, index) => index), nested: { a: 1 } },
    },
  ],
  ['unknown card', { card: 'chart', data: [1, 2, 3] }],
  ['a card whose title is a heading', { card: 'generic', title: 'Deploy' }, { headingLevel: 3 }],
  ['raw text fallback', 'not an intent'],
];

const lines = (count: number, change?: number) =>
  Array.from({ length: count }, (_, index) => (index === change ? `changed ${index}` : `line ${index}`)).join('\n') +
  '\n';

const PATCH = [
  'diff --git a/old.txt b/new.txt',
  'similarity index 90%',
  'rename from old.txt',
  'rename to new.txt',
  'old mode 100644',
  'new mode 100755',
  '--- a/old.txt',
  '+++ b/new.txt',
  '@@ -1,2 +1,2 @@ function main() {',
  ' keep',
  '-before',
  '\\ No newline at end of file',
  '+after\r',
  'diff --git a/logo.png b/icon.png',
  'similarity index 80%',
  'rename from logo.png',
  'rename to icon.png',
  'Binary files a/logo.png and b/icon.png differ',
  '',
].join('\n');

const INTERACTIVE: SlotScenario[] = [
  {
    name: 'terminal: find a word, then scroll up a followed output',
    run: (draw) => {
      const running = (count: number) => ({
        card: 'terminal',
        title: 'Run the tests',
        command: 'npm test',
        status: 'running',
        output: numberedLog(count),
      });
      const { container } = draw(running(100));
      fireEvent.change(first(container, 'find-input'), { target: { value: 'ok' } });
      const output = first(container, 'output');
      let top = 0;
      Object.defineProperty(output, 'scrollHeight', { configurable: true, get: () => 2000 });
      Object.defineProperty(output, 'clientHeight', { configurable: true, get: () => 400 });
      Object.defineProperty(output, 'scrollTop', {
        configurable: true,
        get: () => top,
        set: (value: number) => (top = value),
      });
      top = 100;
      fireEvent.scroll(output);
    },
  },
  {
    name: 'diff: split layout, long lines, hidden context, a file over the budget',
    run: (draw) => {
      const files = [
        {
          path: 'a.txt',
          oldText: lines(60),
          newText: lines(60, 30).replace('line 5\n', 'line five\n'),
          oldStart: 1,
          newStart: 1,
        },
        { path: 'long.txt', oldText: 'x\n', newText: `${'y'.repeat(12_000)}\n` },
        // Repeated lines in swapped blocks: 1,400 edits to search for, past the 1,000 cap.
        {
          path: 'big.txt',
          oldText: `${'a\n'.repeat(700)}${'b\n'.repeat(700)}`,
          newText: `${'b\n'.repeat(700)}${'a\n'.repeat(700)}`,
        },
        { path: 'crlf.txt', oldText: 'a\r\nb\r\n', newText: 'a\nb\n' },
        { path: 'excerpt.ts', oldText: 'const a = 1;', newText: 'const a = 2;', oldStart: 10, newStart: 10 },
      ];
      for (const file of files.slice(1)) draw({ card: 'diff', diffs: [file] });
      const { container } = draw({ card: 'diff', diffs: [files[0]] });
      clickAll(container, 'layout-split');
    },
  },
  {
    name: 'diff: a patch with a rename, a mode change, a binary file and no final newline',
    run: (draw) => draw({ card: 'diff', patch: PATCH }),
  },
  {
    name: 'diff: a proposed edit, waiting for approval',
    run: (draw) =>
      draw({ card: 'diff', status: 'pending', diffs: [{ path: 'a.txt', oldText: 'a\n', newText: 'b\n' }] }),
  },
  {
    name: 'terminal: paths and lines in the output, which the host opens',
    run: (draw) =>
      draw(
        { card: 'terminal', command: 'npx tsc', output: readTerminalFixture('locations/tsc-pretty-short.log') },
        { onOpenLocation: () => {} },
      ),
  },
  {
    name: 'diff: a hunk cut short by a line that is not a diff line',
    run: (draw) =>
      draw({
        card: 'diff',
        patch: ['--- a/f.txt', '+++ b/f.txt', '@@ -1,3 +1,4 @@', ' line2', 'line3', '+line4', ' line5'].join('\n'),
      }),
  },
  {
    name: 'diff: the file list of a multi-file diff, opened',
    run: (draw) => {
      const { container } = draw({
        card: 'diff',
        diffs: [
          { path: 'src/a.ts', oldText: 'a\n', newText: 'b\n' },
          { path: 'README.md', oldText: 'a\n', newText: 'b\n' },
        ],
      });
      const list = first(container, 'file-list') as HTMLDetailsElement;
      act(() => {
        list.open = true;
        list.dispatchEvent(new Event('toggle'));
      });
    },
  },
  {
    name: 'diff and search: the current file pinned while its rows scroll',
    run: (draw) => {
      const scrollDown = (container: HTMLElement, name: string) => {
        const box = first(container, name);
        Object.defineProperty(box, 'scrollTop', { configurable: true, value: 200 });
        fireEvent.scroll(box);
      };
      const diff = draw({
        card: 'diff',
        diffs: [
          { path: 'a.txt', oldText: lines(80), newText: lines(80).replaceAll('line', 'row'), oldStart: 1, newStart: 1 },
        ],
      });
      scrollDown(diff.container, 'changes');
      const search = draw({
        card: 'search',
        shape: 'matches',
        query: 'x',
        files: [
          {
            path: 'src/a.ts',
            matches: Array.from({ length: 40 }, (_, index) => ({ lineNumber: index + 1, line: `x ${index}` })),
          },
        ],
      });
      scrollDown(search.container, 'results');
    },
  },
  {
    name: 'read: hidden characters',
    run: (draw) => draw({ card: 'read', path: 'bidi.ts', lines: [{ number: 1, text: 'const a = "\u202e\u200b";' }] }),
  },
  {
    name: 'search: a query, long lines, locations the host opens, a path tree',
    run: (draw) => {
      draw(
        {
          card: 'search',
          shape: 'matches',
          title: 'grep',
          query: 'needle',
          files: [
            { path: 'src/a.ts', matches: [{ lineNumber: 3, line: `${'x'.repeat(400)} needle ${'y'.repeat(400)}` }] },
          ],
        },
        { onOpenLocation: () => {} },
      );
      const { container } = draw({
        card: 'search',
        shape: 'paths',
        title: 'glob',
        query: '**/*.ts',
        paths: ['src/a/b.ts', 'src/a/c.ts', 'src/d.ts'],
      });
      clickAll(container, 'tree-toggle');
    },
  },
  {
    name: 'web: a query, a plain-text page, a long Markdown page',
    run: (draw) => {
      draw({
        card: 'web',
        kind: 'search',
        title: 'web search',
        query: 'zod unions',
        sources: [{ url: 'https://zod.dev/', title: 'Zod' }],
      });
      draw({
        card: 'web',
        kind: 'fetch',
        url: 'https://example.com/a.txt',
        statusCode: 200,
        contentType: 'text/plain',
        content: 'plain text',
      });
      const { container } = draw({
        card: 'web',
        kind: 'fetch',
        url: 'https://example.com/',
        statusCode: 200,
        content: `# Title\n\n${'word '.repeat(3000)}`,
      });
      clickAll(container, 'page-toggle');
    },
  },
  {
    name: 'generic: a request reason, a folded JSON object, a long text',
    run: (draw) => {
      draw({
        card: 'generic',
        title: 'deploy',
        approval: { state: 'requested', requestReason: 'Deploys to production' },
      });
      const { container } = draw({
        card: 'generic',
        title: 'x',
        rawInput: 'y'.repeat(30_000),
        output: { deep: { deeper: { deepest: { end: 1 } } } },
      });
      act(() => clickAll(container, 'json-toggle'));
    },
  },
];

/** Every scenario: the fixtures open and closed, the real calls, then the states only a user reaches. */
export const SLOT_SCENARIOS: SlotScenario[] = [
  ...loadIntentFixtures().flatMap(([name, intent]): SlotScenario[] => [
    { name: `${name}, open`, run: (draw) => draw(intent, { defaultOpen: true }) },
    { name: `${name}, closed`, run: (draw) => draw(intent, { defaultOpen: false }) },
  ]),
  ...loadDshCalls().map((call): SlotScenario => ({
    name: `dsh ${call.id}`,
    run: (draw) => draw(combineViews(settledRecord(call)), { defaultOpen: true }),
  })),
  ...RARE_INTENTS.map(([name, intent, props]): SlotScenario => ({ name, run: (draw) => draw(intent, props) })),
  ...INTERACTIVE,
];
