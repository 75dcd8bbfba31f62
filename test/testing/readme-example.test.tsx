// vitest, or Jest with the preset below, + Testing Library
import { render } from '@testing-library/react';
import { ToolCard } from '../../src/index';
import { setupToolcardsTesting, toolcardsSnapshotSerializer } from '../../src/testing/index';

beforeAll(() => setupToolcardsTesting()); // or a setup file; { langs: ['ts', 'py'] } to load fewer grammars
expect.addSnapshotSerializer(toolcardsSnapshotSerializer);

test('our read tool card', () => {
  const { container } = render(<ToolCard intent={{ card: 'read', path: 'src/a.ts', text: 'export const a = 1;\n' }} />);
  expect(container).toMatchSnapshot(); // the same markup alone, after other tests, in any order
});
