import { readItemIds } from '../../src/transcript/item-ids';
import type { TranscriptItem } from '../../src/transcript/transcript-item';

const call = (id: string, output = ''): TranscriptItem => ({ id, intent: { card: 'terminal', command: 'ls', output } });

describe('the transcript item ids, read on from the previous render', () => {
  it('keys each item by its id, and by its place when the id is missing or taken', () => {
    const ids = readItemIds(
      [call('a'), call('b'), call('a'), { intent: { card: 'generic', name: 'x' } } as unknown as TranscriptItem],
      undefined,
    );
    expect(ids.keys).toEqual(['id:a', 'id:b', 'at:2', 'at:3']);
    expect(ids).toMatchObject({ duplicates: 1, missing: 1 });
  });

  it('keeps the same keys when the last item streams, so the list is not keyed again', () => {
    const items = Array.from({ length: 1000 }, (_, index) => call(`c${index}`));
    const before = readItemIds(items, undefined);
    const streamed = [...items.slice(0, -1), call('c999', 'more output')];
    const after = readItemIds(streamed, before);
    expect(after.keys).toBe(before.keys);
    expect(after.keys[999]).toBe('id:c999');
  });

  it('keeps the same keys as items are appended, and keys the new ones', () => {
    const items = [call('a'), call('b')];
    const before = readItemIds(items, undefined);
    const after = readItemIds([...items, call('c'), call('a')], before);
    expect(after.keys).toBe(before.keys);
    expect(after.keys).toEqual(['id:a', 'id:b', 'id:c', 'at:3']);
    expect(after.duplicates).toBe(1);
  });

  it('reads the keys again, as a new array, when an item changes its id or the list shrinks', () => {
    const items = [call('a'), call('b')];
    const before = readItemIds(items, undefined);
    const renamed = readItemIds([call('a'), call('z')], before);
    expect(renamed.keys).not.toBe(before.keys);
    expect(renamed.keys).toEqual(['id:a', 'id:z']);
    const shrunk = readItemIds([call('a')], before);
    expect(shrunk.keys).toEqual(['id:a']);
    expect(shrunk.keys).not.toBe(before.keys);
  });

  it('gives the same keys when React renders the same append twice', () => {
    const before = readItemIds([call('a')], undefined);
    const next = [call('a'), call('b')];
    readItemIds(next, before);
    const again = readItemIds(next, before);
    expect(again.keys).toEqual(['id:a', 'id:b']);
    expect(again.duplicates).toBe(0);
  });
});
