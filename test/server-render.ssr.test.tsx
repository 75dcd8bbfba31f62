import { renderToString } from 'react-dom/server';
import { ToolCard } from '../src/index';
import { loadIntentFixtures } from './fixtures/load-intents';

describe('server rendering', () => {
  it.each(loadIntentFixtures())('renders %s to the same markup twice', (_name, intent) => {
    const first = renderToString(<ToolCard intent={intent} />);
    const second = renderToString(<ToolCard intent={structuredClone(intent)} />);
    expect(first).toContain('data-toolcard=""');
    expect(second).toBe(first);
  });
});
