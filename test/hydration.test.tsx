import { ToolCard } from '../src/index';
import { loadIntentFixtures } from './fixtures/load-intents';
import { expectCleanHydration } from './support/expect-clean-hydration';

describe('hydration', () => {
  it.each(loadIntentFixtures())('hydrates the server markup of %s with no mismatch', async (_name, intent) => {
    await expectCleanHydration(<ToolCard intent={intent} />);
  });
});
