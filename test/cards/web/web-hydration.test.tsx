import { ToolCard, type ToolCardProps } from '../../../src/index';
import webFetch from '../../fixtures/intents/web-fetch.json';
import webSearch from '../../fixtures/intents/web-search.json';
import { expectCleanHydration } from '../../support/expect-clean-hydration';

const page = `# Zod\n\n${'TypeScript-first schema validation with static type inference. '.repeat(30)}\n\n- [Docs](https://zod.dev/)\n- <b>raw</b>\n\n${'More text. '.repeat(200)}`;

const cases: [string, ToolCardProps][] = [
  ['the web search fixture (answer, dates, a hostile source)', { intent: webSearch }],
  ['the web fetch fixture', { intent: webFetch }],
  ['a fetched page behind a preview', { intent: { ...webFetch, statusCode: 404, content: page } }],
];

describe('hydrating the web card', () => {
  it.each(cases)('hydrates the server markup of %s with no mismatch', async (_name, props) => {
    await expectCleanHydration(<ToolCard {...props} />);
  });
});
