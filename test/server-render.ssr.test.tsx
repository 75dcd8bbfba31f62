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

describe('server rendering of bad input', () => {
  it.each([null, 42, 'text', {}, { card: 'chart' }, { card: 'generic', title: 5 }])(
    'renders %j to a card with a note',
    (value) => {
      const markup = renderToString(<ToolCard intent={value} />);
      expect(markup).toContain('data-toolcard=""');
      expect(markup).toContain('data-slot="note"');
      expect(renderToString(<ToolCard intent={value} />)).toBe(markup);
    },
  );
});
