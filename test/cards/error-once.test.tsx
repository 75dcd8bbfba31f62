import { render } from '@testing-library/react';
import { ToolCard } from '../../src/index';
import { KO_LABELS } from '../../src/label-packs/ko';
import { slot } from '../support/slots';

/*
 * A failed call says its error once: the error area's "Error:" heading is not followed by the
 * `Error:` the text already starts with, and a call whose only text is its error shows no "No
 * output" (nor "No matches", "No sources", "No content") under it.
 */

describe('the error area says "Error:" once', () => {
  it.each([
    ['Error: boom', 'boom'],
    ['error: pathspec did not match', 'pathspec did not match'],
    ['ERROR:boom', 'boom'],
    ['Error: Error: boom', 'boom'],
    ['  Error:  boom', 'boom'],
  ])('draws %j after the heading as %j', (error, shown) => {
    const { container } = render(<ToolCard intent={{ card: 'generic', title: 'x', error }} />);
    expect(slot(container, 'error')).toHaveTextContent(`Error: ${shown}`, { normalizeWhitespace: true });
    expect(slot(container, 'error-text').textContent).toBe(shown);
  });

  it.each(['TypeError: x is undefined', 'fatal: not a git repository', 'Error:', 'Errors: 3 files'])(
    'keeps %j whole: it is the message',
    (error) => {
      const { container } = render(<ToolCard intent={{ card: 'generic', title: 'x', error }} />);
      expect(slot(container, 'error-text').textContent).toBe(error);
    },
  );

  it('leaves out the heading word of the labels too, as well as "Error:"', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'generic', title: 'x', error: '오류: Error: 파일 없음' }} labels={KO_LABELS} />,
    );
    expect(slot(container, 'error-text').textContent).toBe('파일 없음');
  });

  it('does not draw again a content block that repeats the error behind a doubled lead', () => {
    const { container } = render(
      <ToolCard
        intent={{ card: 'generic', title: 'x', error: 'boom', content: [{ type: 'text', text: 'Error: Error: boom' }] }}
      />,
    );
    expect(container.querySelector('[data-slot="content"]')).toBeNull();
  });
});

describe('a failed call whose only text is its error', () => {
  const failed = { status: 'error', error: 'Error: permission denied' };
  it.each([
    ['generic', { card: 'generic', title: 'x' }],
    ['terminal', { card: 'terminal', command: 'cat secret' }],
    ['search matches', { card: 'search', shape: 'matches', files: [] }],
    ['search paths', { card: 'search', shape: 'paths', paths: [] }],
    ['web search', { card: 'web', kind: 'search', sources: [] }],
    ['web fetch', { card: 'web', kind: 'fetch', url: 'https://zod.dev/', statusCode: 403 }],
  ])('the %s card shows the error and nothing saying the result is empty', (_name, intent) => {
    const { container } = render(<ToolCard intent={{ ...intent, ...failed }} defaultOpen />);
    expect(slot(container, 'error-text').textContent).toBe('permission denied');
    expect(container.querySelector('[data-slot="empty"]')).toBeNull();
  });

  it.each([
    ['generic', { card: 'generic', title: 'x' }, 'No output'],
    ['terminal', { card: 'terminal', command: 'true', exitCode: 1 }, 'No output'],
    ['search matches', { card: 'search', shape: 'matches', files: [], isError: true }, 'No matches'],
  ])('the %s card still says it is empty when there is no error text', (_name, intent, empty) => {
    const { container } = render(<ToolCard intent={intent} defaultOpen />);
    expect(slot(container, 'empty')).toHaveTextContent(empty);
  });
});
