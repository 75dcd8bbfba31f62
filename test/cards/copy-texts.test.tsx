import { fireEvent, render } from '@testing-library/react';
import { ToolCard } from '../../src/index';
import { everyFixtureIntent } from '../support/every-fixture-intent';

// What each card's Copy is called and copies, for every intent file and real DSH call, against a
// record made before the header parts moved to startup (issue 27): the loaded card's Copy must
// not change when its code is split. `-u` rewrites the record; read its diff before keeping it.

const FIXTURES = everyFixtureIntent().filter(([name]) => name.startsWith('intents/') || name.startsWith('dsh/'));

describe('the Copy of every fixture’s card, once its code is there', () => {
  it('is named and copies as recorded', async () => {
    const writeText = vi.fn((_text: string) => new Promise<void>(() => {}));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const record = FIXTURES.map(([name, intent]) => {
      const { container, unmount } = render(<ToolCard intent={intent} />);
      const copy = container.querySelector('[data-slot="copy"]') as HTMLElement;
      fireEvent.click(copy);
      const entry = `=== ${name}: ${copy.getAttribute('aria-label')}\n${String(writeText.mock.lastCall?.[0])}\n`;
      unmount();
      return entry;
    });
    await expect(record.join('\n')).toMatchFileSnapshot('../fixtures/copy-texts/copy-texts.txt');
  });
});
