import { combineViews, parseIntent, type ContentBlock } from '../../src/protocol/index';
import { fromMcpToolResult } from '../../src/adapters/index';

/**
 * A sparse array of length 2³²−1 (a JS host's value, never JSON) behind a proxy that throws past
 * `tripwire` index lookups, present or not: a walk by its length fails the test instead of
 * hanging the worker (a synchronous loop is out of reach of any timeout).
 */
function tripwired(entries: Record<number, unknown>, tripwire = 100_000): ContentBlock[] {
  const array: ContentBlock[] = new Array<ContentBlock>(2 ** 32 - 1);
  for (const [index, value] of Object.entries(entries)) array[Number(index)] = value as ContentBlock;
  let lookups = 0;
  const count = (key: string | symbol) => {
    if (typeof key === 'string' && /^\d+$/.test(key) && ++lookups > tripwire)
      throw new Error('walked the array by its length');
  };
  return new Proxy(array, {
    get: (target, key, receiver) => (count(key), Reflect.get(target, key, receiver) as unknown),
    has: (target, key) => (count(key), Reflect.has(target, key)),
  });
}

describe('a sparse content array of length 2³²−1', () => {
  it('combineViews passes it on without walking it, and the card gets the malformed-data fallback', () => {
    const content = tripwired({ 0: { type: 'text', text: 'done' } });
    const intent = combineViews({ tool: 'x', args: {}, content, isError: true });
    expect(intent.rawContent).toBe(content);
    expect(intent.status).toBe('error');
    expect(parseIntent(intent).ok).toBe(false);
  });

  it('combineViews merges a call view whose content is sparse without walking either', () => {
    const content = tripwired({ 3: { type: 'text', text: 'plan' } });
    const intent = combineViews({
      tool: 'x',
      call: { card: 'generic', content },
      result: { card: 'generic', content: [{ type: 'text', text: 'ok' }] },
    });
    expect(intent.content).toEqual([{ type: 'text', text: 'ok' }]);
  });

  it('fromMcpToolResult reads only its present entries, in order, and gives a valid intent', () => {
    const content = tripwired({ 7: { type: 'text', text: 'b' }, 2: { type: 'text', text: 'a' }, 9: 42 });
    const intent = fromMcpToolResult('x', {}, { content });
    expect(parseIntent(intent).ok).toBe(true);
    const json = JSON.stringify(intent);
    expect(json).toContain('"text":"a"');
    expect(json.indexOf('"text":"a"')).toBeLessThan(json.indexOf('"text":"b"'));
    expect(json).toContain('"value":42');
  });
});
