import { render, within } from '@testing-library/react';
import { ToolCard } from '../src/index';
import { everyFixtureIntent } from './support/every-fixture-intent';
import { slot } from './support/slots';

/*
 * Issue 12, "One meaning per signal": one rule per signal, the same on every card. The rules are
 * written in docs/protocol.md ("Status") and the README; these tests hold every fixture to them
 * (the intent files, every real DSH call settled and running, every update of the recorded
 * sessions), then pin the cases the issue names.
 */

const fixtures = everyFixtureIntent();

function card(intent: unknown, props: Partial<Parameters<typeof ToolCard>[0]> = {}): HTMLElement {
  const { container } = render(<ToolCard intent={intent} {...props} />);
  const root = container.querySelector<HTMLElement>('[data-toolcard]');
  if (!root) throw new Error('no card');
  return root;
}

/** Every button's accessible name, as assistive technology computes it. */
function buttonNames(root: HTMLElement): string[] {
  const names: string[] = [];
  within(root).queryAllByRole('button', {
    name: (name) => {
      names.push(name);
      return true;
    },
  });
  return names;
}

/** Elements that used to be second pills beside the status. */
const OTHER_PILLS = '[data-slot="exit"], [data-slot="http-status"], [data-slot="header"] [data-slot="approval"]';

describe('every fixture', () => {
  it.each(fixtures)('%s: one status pill, last in the header, nothing else saying the status', (_name, intent) => {
    const root = card(intent);
    const pills = root.querySelectorAll('[data-slot="status"]');
    expect(pills).toHaveLength(1);
    expect(slot(root, 'header-aside').lastElementChild).toBe(pills[0]);
    expect(root.querySelector(OTHER_PILLS)).toBeNull();
    // The pill's words are said once in the header (a title may hold them by chance: not counted).
    const word = slot(root, 'status-text').textContent ?? '';
    const rest = [...slot(root, 'header-main').children, ...slot(root, 'header-aside').children].filter(
      (child) => child !== pills[0] && child.getAttribute('data-slot') !== 'heading' && child !== slot(root, 'toggle'),
    );
    for (const part of rest) expect(part.textContent).not.toContain(word);
  });

  it.each(fixtures)('%s: the error text is shown once', (_name, intent) => {
    const root = card(intent);
    const error = root.querySelector('[data-slot="error-text"]')?.textContent;
    if (error === undefined || error.trim() === '') return;
    const said = error.trim().replace(/^error:\s*/i, '');
    const body = slot(root, 'body').textContent ?? '';
    expect(body).not.toContain(said);
  });

  it.each(fixtures)('%s: button names are unique in the card, and each Copy says what it copies', (_name, intent) => {
    const root = card(intent);
    const names = buttonNames(root);
    expect(new Set(names).size).toBe(names.length);
    const copies = [...root.querySelectorAll('[data-slot="copy"], [data-slot^="copy-"]')].filter(
      (element) => element.tagName === 'BUTTON',
    );
    for (const copy of copies) expect(copy.getAttribute('aria-label')).toMatch(/^Copy \S/);
  });

  it.each(fixtures)('%s: an article named by its title', (_name, intent) => {
    const root = card(intent);
    const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();
    // What the title reads aloud: "+2 lines" after a multi-line title is hidden, its other lines are read instead.
    const titleElement = slot(root, 'title').cloneNode(true) as HTMLElement;
    for (const hidden of titleElement.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    const title = spaced(titleElement.textContent ?? '');
    expect(root.tagName).toBe('ARTICLE');
    expect(
      within(root.parentElement as HTMLElement).getByRole('article', { name: (name) => spaced(name) === title }),
    ).toBe(root);
  });
});

describe('one status per state', () => {
  it('"Waiting for approval" replaces "Pending": one pill', () => {
    const root = card({
      card: 'terminal',
      command: 'kubectl delete namespace staging',
      status: 'pending',
      approval: { state: 'requested' },
    });
    expect(slot(root, 'status')).toHaveTextContent(/^Waiting for approval$/);
    expect(root.textContent).not.toContain('Pending');
  });

  it('"Denied" replaces "Cancelled": one pill', () => {
    const root = card({
      card: 'terminal',
      command: 'rm -rf /',
      status: 'cancelled',
      approval: { state: 'denied', reason: 'Outside the workspace' },
    });
    expect(slot(root, 'status')).toHaveTextContent(/^Denied$/);
    expect(root.textContent).not.toContain('Cancelled');
    expect(slot(root, 'approval-reason')).toHaveTextContent('Outside the workspace');
  });

  it('a failing exit code is the detail of "Failed", said once', () => {
    const root = card({ card: 'terminal', command: 'npx tsc', exitCode: 2, output: 'error TS2322\n' });
    expect(slot(root, 'status')).toHaveTextContent('Failed·exit 2');
    expect(root.textContent?.match(/exit 2/g)).toHaveLength(1);
  });

  it('a 200 fetch says "Done" and nothing more; a 404 fetch fails, never green', () => {
    const ok = card({
      card: 'web',
      kind: 'fetch',
      url: 'https://zod.dev/',
      statusCode: 200,
      truncated: false,
      content: 'Zod',
    });
    expect(slot(ok, 'status')).toHaveTextContent(/^Done$/);
    expect(ok.textContent).not.toContain('200');
    const missing = card({
      card: 'web',
      kind: 'fetch',
      url: 'https://example.com/missing',
      statusCode: 404,
      truncated: false,
    });
    expect(missing).toHaveAttribute('data-status', 'error');
    expect(slot(missing, 'status')).toHaveAttribute('data-status', 'error');
    expect(slot(missing, 'status')).toHaveTextContent('Failed·404 Not Found');
  });

  it('a signal reads the same everywhere: a stop signal says "Cancelled · SIGTERM" with or without the host’s cancel, a kill "Failed · SIGKILL"', () => {
    const stopped = card({
      card: 'terminal',
      command: 'npm run dev',
      status: 'cancelled',
      signal: 'SIGTERM',
      output: 'ready\n',
    });
    expect(stopped).toHaveAttribute('data-status', 'cancelled');
    expect(slot(stopped, 'status')).toHaveAttribute('data-status', 'cancelled');
    expect(slot(stopped, 'status')).toHaveTextContent('Cancelled·SIGTERM');
    expect(stopped.textContent).not.toContain('Failed');
    const signalOnly = card({ card: 'terminal', command: 'npm run dev', signal: '15', output: 'ready\n' });
    expect(signalOnly).toHaveAttribute('data-status', 'cancelled');
    expect(slot(signalOnly, 'status')).toHaveTextContent('Cancelled·SIGTERM');
    const killed = card({ card: 'terminal', command: 'npm run dev', signal: '9', output: 'ready\n' });
    expect(killed).toHaveAttribute('data-status', 'error');
    expect(slot(killed, 'status')).toHaveTextContent('Failed·SIGKILL');
    expect(killed.textContent).not.toContain('Cancelled');
  });

  it('a capped search gives each count once: "112 matches · 40 shown", no banner', () => {
    const files = Array.from({ length: 4 }, (_, file) => ({
      path: `src/f${file}.ts`,
      matches: Array.from({ length: 10 }, (_, index) => ({ lineNumber: index + 1, line: `hit ${index}` })),
    }));
    const root = card({ card: 'search', shape: 'matches', query: 'hit', truncated: true, total: 112, files });
    expect(slot(root, 'header')).toHaveTextContent('112 matches · 40 shown');
    expect(root.textContent?.match(/112/g)).toHaveLength(1);
    expect(root.querySelector('[data-slot="truncated"]')).toBeNull();
  });
});

describe('error text shown once', () => {
  it('a presenter’s fenced copy of the error is not drawn again in the body', () => {
    const root = card({
      card: 'terminal',
      title: 'echo started; sleep 5',
      error: 'Error: tool call aborted',
      isError: true,
      content: [{ type: 'text', text: '```console\nError: tool call aborted\n```' }],
    });
    expect(slot(root, 'error')).toHaveTextContent('Error: tool call aborted');
    expect(slot(root, 'error-text').textContent).toBe('tool call aborted');
    expect(root.textContent?.match(/tool call aborted/g)).toHaveLength(1);
    expect(root.textContent?.match(/Error:/g)).toHaveLength(1);
  });

  it('a result that says more than the error keeps its text', () => {
    const root = card({
      card: 'generic',
      title: 'x',
      error: 'boom',
      content: [{ type: 'text', text: 'boom, and here is why: disk full' }],
    });
    expect(slot(root, 'body')).toHaveTextContent('disk full');
  });
});

describe('copy: one per thing, each named by what it copies', () => {
  it.each([
    [{ card: 'terminal', command: 'ls', output: 'a\n' }, 'Copy command and output'],
    [{ card: 'terminal', output: 'a\n' }, 'Copy output'],
    [{ card: 'diff', patch: '--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n' }, 'Copy diff as patch'],
    [{ card: 'read', path: 'a.ts', text: 'x' }, 'Copy file content'],
    [{ card: 'search', shape: 'paths', truncated: false, paths: ['a'] }, 'Copy paths'],
    [{ card: 'web', kind: 'fetch', url: 'https://a.dev/', statusCode: 200, truncated: false }, 'Copy URL'],
    [{ card: 'generic', title: 't', rawInput: { a: 1 } }, 'Copy input'],
    [{ card: 'nope' }, 'Copy raw data'],
  ])('the header Copy of %j is "%s"', (intent, name) => {
    expect(slot(card(intent), 'copy')).toHaveAccessibleName(name);
  });

  it('a diff and a read have one Copy, in the header; a terminal’s toolbar copies are words, not a second and third icon', () => {
    const diff = card({ card: 'diff', patch: '--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n' });
    expect(diff.querySelectorAll('[data-slot="copy-icon"]')).toHaveLength(1);
    const terminal = card({ card: 'terminal', command: 'seq 20', output: 'n\n'.repeat(20) });
    expect(terminal.querySelectorAll('[data-slot="copy-icon"]')).toHaveLength(1);
    expect(slot(terminal, 'copy-command')).toHaveTextContent('Copy command');
    expect(slot(terminal, 'copy-output')).toHaveTextContent('Copy output');
  });
});

describe('toolbars only where they add something, first in their block', () => {
  it('two short lines of output: no find or wrap toolbar; twenty: the toolbar leads the output', () => {
    expect(
      card({ card: 'terminal', command: 'ls', output: 'a\nb\n' }).querySelector('[data-slot="toolbar"]'),
    ).toBeNull();
    const long = card({ card: 'terminal', command: 'seq 20', output: 'n\n'.repeat(20) });
    expect(slot(long, 'panel').firstElementChild).toBe(slot(long, 'toolbar'));
  });

  it('"No changes": no diff toolbar', () => {
    const root = card({ card: 'diff', diffs: [{ path: 'a.ts', oldText: 'same\n', newText: 'same\n' }] });
    expect(root.querySelector('[data-slot="toolbar"], [data-slot="toolbar"]')).toBeNull();
  });

  it('a diff with lines: the toolbar leads the diff', () => {
    const root = card({ card: 'diff', patch: '--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n' });
    expect(slot(root, 'panel').firstElementChild?.getAttribute('data-slot')).toMatch(/toolbar$/);
  });
});
