import { render } from '@testing-library/react';
import { ToolCard } from 'toolcards';
import { setupToolcardsTesting, toolcardsSnapshotSerializer } from 'toolcards/testing';

beforeAll(() => setupToolcardsTesting({ langs: ['ts'] }));
expect.addSnapshotSerializer(toolcardsSnapshotSerializer);

test('a finished terminal card, colours included', () => {
  const intent = {
    card: 'terminal',
    command: 'npm test',
    cwd: '/app',
    output: '\u001b[32m✓\u001b[0m 12 tests passed\n',
    exitCode: 0,
    durationMs: 1200,
  };
  const { container } = render(<ToolCard intent={intent} />);
  expect(container.querySelector('[data-card="terminal"]')?.getAttribute('data-status')).toBe('success');
  expect(container).toMatchSnapshot();
});

test('a failed terminal card', () => {
  const intent = {
    card: 'terminal',
    command: 'npm run build',
    output: 'error TS2322: Type "string" is not assignable to type "number".\n',
    exitCode: 2,
  };
  const { container } = render(<ToolCard intent={intent} />);
  expect(container.querySelector('[data-card="terminal"]')?.getAttribute('data-status')).toBe('error');
  expect(container).toMatchSnapshot();
});
