import { render, screen } from '@testing-library/react';
import { ToolCard } from 'toolcards';
import { setupToolcardsTesting, toolcardsSnapshotSerializer } from 'toolcards/testing';

beforeAll(() => setupToolcardsTesting({ langs: ['ts'] }));
expect.addSnapshotSerializer(toolcardsSnapshotSerializer);

const intent = {
  card: 'read',
  path: 'src/greet.ts',
  text: 'export function greet(name: string): string {\n  return `hello ${name}`;\n}\n',
};

test('a read card is highlighted in its first render', () => {
  const { container } = render(<ToolCard intent={intent} />);
  expect(container.querySelectorAll('[data-slot="token"]').length).toBeGreaterThan(5);
  expect(container).toMatchSnapshot();
});

test('a folded read card shows its path and no loading line', () => {
  const { container } = render(<ToolCard intent={intent} defaultOpen={false} />);
  expect(screen.getByText('src/greet.ts')).toBeTruthy();
  expect(container.textContent).not.toMatch(/Loading/);
  expect(container).toMatchSnapshot();
});
