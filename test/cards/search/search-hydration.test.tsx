import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ToolCard, type ToolCardProps } from '../../../src/index';
import searchMatches from '../../fixtures/intents/search-matches.json';
import searchPaths from '../../fixtures/intents/search-paths.json';
import { manyMatches } from './search-test-data';

const cases: [string, ToolCardProps][] = [
  ['5,000 grep matches (virtualized)', { intent: manyMatches(5000, 50) }],
  ['the grep fixture, with onOpenLocation', { intent: searchMatches, onOpenLocation: () => {} }],
  ['the glob fixture', { intent: searchPaths }],
];

describe('hydrating the search card', () => {
  it.each(cases)('hydrates the server markup of %s with no mismatch', async (_name, props) => {
    const markup = renderToString(<ToolCard {...props} />);
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const serverDom = container.innerHTML;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, <ToolCard {...props} />, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverDom);
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
