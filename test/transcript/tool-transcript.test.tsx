import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToolTranscript, type TranscriptItem } from '../../src/index';
import { renderMessage, transcriptItems } from './transcript-items';

const feedItems = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-slot="feed-item"]')];

describe('ToolTranscript without layout (jsdom)', () => {
  it('draws the first initialItems items of a long transcript, as a feed of articles that say their place', () => {
    const { container } = render(
      <ToolTranscript items={transcriptItems(1000)} renderItem={renderMessage} follow={false} initialItems={12} />,
    );
    const items = feedItems(container);
    expect(screen.getByRole('feed')).toHaveAccessibleName('Tool calls');
    expect(items.map((item) => item.getAttribute('aria-posinset'))).toEqual(
      Array.from({ length: 12 }, (_, index) => String(index + 1)),
    );
    expect(items.every((item) => item.getAttribute('aria-setsize') === '1000')).toBe(true);
    expect(items[0]).toHaveAccessibleName('Tool call 1 of 1,000');
    expect(items[9]).toHaveTextContent('Message 9');
  });

  it('draws the last items when it follows the live end', () => {
    const { container } = render(
      <ToolTranscript items={transcriptItems(1000)} renderItem={renderMessage} initialItems={5} />,
    );
    expect(feedItems(container).map((item) => item.getAttribute('aria-posinset'))).toEqual([
      '996',
      '997',
      '998',
      '999',
      '1000',
    ]);
  });

  it('draws, unless told, the newest items that fill about a screen: 20 folded ones, fewer when the last cards are open', () => {
    const folded = transcriptItems(1000);
    const { container, rerender } = render(<ToolTranscript items={folded} renderItem={renderMessage} />);
    expect(feedItems(container)).toHaveLength(20);
    expect(feedItems(container)[19]).toHaveAttribute('aria-posinset', '1000');

    // The last three calls open (each estimated at a card's 28rem body): with the closing message, two of them fill 1,000 px.
    const lastOpen = folded.map((item, index) =>
      index >= 996 && 'intent' in item ? { ...item, defaultOpen: true } : item,
    );
    rerender(<ToolTranscript key="open" items={lastOpen} renderItem={renderMessage} />);
    const drawn = feedItems(container);
    expect(drawn.map((item) => item.getAttribute('aria-posinset'))).toEqual(['998', '999', '1000']);
    expect(drawn.map((item) => item.querySelector('[data-toolcard]')?.getAttribute('data-state'))).toEqual([
      'open',
      'open',
      undefined,
    ]);
    expect(drawn[2]).toHaveTextContent('Message 999');

    // Told, it draws what it is told whatever the items' heights; from the start, the first ones.
    rerender(<ToolTranscript key="told" items={lastOpen} renderItem={renderMessage} initialItems={8} />);
    expect(feedItems(container)).toHaveLength(8);
    rerender(<ToolTranscript key="start" items={lastOpen} renderItem={renderMessage} follow={false} />);
    expect(feedItems(container)).toHaveLength(20);
    expect(feedItems(container)[0]).toHaveAttribute('aria-posinset', '1');
  });

  it('is one Tab stop, and Enter on an item opens its card', () => {
    const { container } = render(<ToolTranscript items={transcriptItems(20)} follow={false} initialItems={5} />);
    const items = feedItems(container);
    expect(items.filter((item) => item.tabIndex === 0)).toEqual([items[0]]);
    expect(items[0]!.querySelector('[data-toolcard]')).toHaveAttribute('data-state', 'closed');
    act(() => items[0]!.focus());
    fireEvent.keyDown(items[0]!, { key: 'Enter' });
    expect(feedItems(container)[0]!.querySelector('[data-toolcard]')).toHaveAttribute('data-state', 'open');
    fireEvent.keyDown(feedItems(container)[0]!, { key: 'j' });
    expect(document.activeElement).toBe(feedItems(container)[1]);
    expect(feedItems(container)[1]!.tabIndex).toBe(0);
  });

  it('draws call records through combineViews', () => {
    const items: TranscriptItem[] = [
      {
        id: 'a',
        record: {
          tool: 'bash',
          call: { card: 'terminal', command: 'ls' },
          result: { card: 'terminal', command: 'ls', exitCode: 0 },
        },
      },
    ];
    const { container } = render(<ToolTranscript items={items} />);
    expect(container.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'terminal');
  });
});

describe('ToolTranscript given bad input', () => {
  it('says so when items share ids or have none, and still draws every item', () => {
    const items = [
      ...transcriptItems(3),
      { ...transcriptItems(1)[0]! },
      { intent: { card: 'generic', title: 'No id' } } as unknown as TranscriptItem,
    ];
    const { container } = render(<ToolTranscript items={items} follow={false} />);
    expect(screen.getByRole('note')).toHaveTextContent('1 item has an id another item already has');
    expect(screen.getByRole('note')).toHaveTextContent('1 item has no id');
    expect(feedItems(container)).toHaveLength(5);
  });

  it('draws the generic card in place of an item that throws, and the rest as usual', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const items: TranscriptItem<string>[] = [{ id: 'm', host: 'boom' }, ...transcriptItems(2)];
    const { container } = render(
      <ToolTranscript
        items={items}
        follow={false}
        renderItem={(text) => {
          if (text === 'boom') throw new Error('host item failed');
          return text;
        }}
      />,
    );
    const [broken, call] = feedItems(container);
    expect(broken!.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'generic');
    expect(broken).toHaveTextContent('This item could not be drawn');
    expect(call!.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'terminal');
  });

  it('reads only the streamed item of a 100,000-item transcript when the last call updates', () => {
    const items = transcriptItems(100_000);
    const { container, rerender } = render(
      <ToolTranscript items={items} renderItem={renderMessage} initialItems={10} />,
    );
    let reads = 0;
    const streamed = [...items.slice(0, -1), { id: 'message-99999', host: 'Message 99999, streamed' }];
    const counted = new Proxy(streamed, {
      get(target, property, receiver) {
        if (typeof property === 'string' && /^\d+$/.test(property)) reads++;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    rerender(<ToolTranscript items={counted} renderItem={renderMessage} initialItems={10} />);
    expect(feedItems(container)[9]).toHaveTextContent('Message 99999, streamed');
    expect(reads).toBeLessThan(200);
  });

  it('draws 100,000 items as a window of them', () => {
    const { container } = render(
      <ToolTranscript items={transcriptItems(100_000)} renderItem={renderMessage} initialItems={10} />,
    );
    expect(feedItems(container)).toHaveLength(10);
    expect(feedItems(container)[9]).toHaveAttribute('aria-posinset', '100000');
  });
});
