import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ToolCard, type ToolCardProps } from '../../../src/index';
import webFetch from '../../fixtures/intents/web-fetch.json';
import webSearch from '../../fixtures/intents/web-search.json';

const page = `# Zod\n\n${'TypeScript-first schema validation with static type inference. '.repeat(30)}\n\n- [Docs](https://zod.dev/)\n- <b>raw</b>\n\n${'More text. '.repeat(200)}`;

const cases: [string, ToolCardProps][] = [
  ['the web search fixture (answer, dates, a hostile source)', { intent: webSearch }],
  ['the web fetch fixture', { intent: webFetch }],
  ['a fetched page behind a preview', { intent: { ...webFetch, statusCode: 404, content: page } }],
];

describe('hydrating the web card', () => {
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
