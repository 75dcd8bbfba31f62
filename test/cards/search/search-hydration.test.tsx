import { ToolCard, type ToolCardProps } from '../../../src/index';
import searchMatches from '../../fixtures/intents/search-matches.json';
import searchPaths from '../../fixtures/intents/search-paths.json';
import { manyMatches } from './search-test-data';
import { expectCleanHydration } from '../../support/expect-clean-hydration';

const cases: [string, ToolCardProps][] = [
  ['5,000 grep matches (virtualized)', { intent: manyMatches(5000, 50) }],
  ['the grep fixture, with onOpenLocation', { intent: searchMatches, onOpenLocation: () => {} }],
  ['the glob fixture', { intent: searchPaths }],
];

describe('hydrating the search card', () => {
  it.each(cases)('hydrates the server markup of %s with no mismatch', async (_name, props) => {
    await expectCleanHydration(<ToolCard {...props} />);
  });
});
