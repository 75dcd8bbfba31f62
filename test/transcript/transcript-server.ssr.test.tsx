import { renderToString } from 'react-dom/server';
import { ToolTranscript, type TranscriptItem } from '../../src/index';
import { renderMessage, transcriptItems } from './transcript-items';

/** The markup's feed items, each as its opening tag and the text after it, read without a DOM. */
function feedItemTags(markup: string): string[] {
  return markup.match(/<[^>]*data-slot="feed-item"[^>]*>/g) ?? [];
}

describe('a transcript rendered on the server', () => {
  it('holds every call, folded and in order, for a shared static page (initialItems = every item, not following)', () => {
    const items = transcriptItems(300);
    const markup = renderToString(
      <ToolTranscript items={items} initialItems={items.length} follow={false} renderItem={renderMessage} />,
    );
    const tags = feedItemTags(markup);
    expect(tags).toHaveLength(300);
    tags.forEach((tag, index) => {
      expect(tag).toContain(`aria-posinset="${index + 1}"`);
      expect(tag).toContain('aria-setsize="300"');
    });
    for (let index = 0; index < 300; index++)
      expect(markup).toContain(index % 10 === 9 ? `Message ${index}` : `Call ${index}`);
    expect(markup).not.toMatch(/aria-expanded="true"/);
    expect(markup.match(/aria-expanded="false"/g)).toHaveLength(270);
  });

  it('says so when items share ids or have none, and draws the generic card in place of an item that throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const items: TranscriptItem<string>[] = [
      { id: 'm', host: 'boom' },
      ...transcriptItems(3),
      { ...transcriptItems(1)[0]! },
      { intent: { card: 'generic', title: 'No id' } } as unknown as TranscriptItem<string>,
    ];
    const markup = renderToString(
      <ToolTranscript
        items={items}
        follow={false}
        renderItem={(text) => {
          if (text === 'boom') throw new Error('host item failed');
          return text;
        }}
      />,
    );
    expect(markup).toMatch(/data-slot="feed-note"[^>]*>[^<]*1 item has an id another item already has/);
    expect(markup).toContain('1 item has no id');
    expect(feedItemTags(markup)).toHaveLength(6);
    expect(markup).toContain('This item could not be drawn');
    expect(markup).toMatch(/data-card="generic"/);
    expect(markup.match(/data-card="terminal"/g)).toHaveLength(4);
  });
});
