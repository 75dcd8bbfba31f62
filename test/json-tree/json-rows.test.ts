import {
  childRowId,
  EMPTY_JSON_TREE_STATE,
  jsonRows,
  ROOT_ROW_ID,
  type JsonTreeState,
} from '../../src/json-tree/json-rows';

function nest(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < levels; level += 1) value = { child: value };
  return value;
}

describe('jsonRows', () => {
  it('draws a small value fully open, with typed scalars', () => {
    const rows = jsonRows({ a: 'x', b: 1, c: true, d: null, e: [1] });
    expect(rows.map((row) => row.type)).toEqual([
      'open',
      'scalar',
      'scalar',
      'scalar',
      'scalar',
      'open',
      'scalar',
      'close',
      'close',
    ]);
    expect(rows.filter((row) => row.type === 'scalar').map((row) => row.type === 'scalar' && row.valueType)).toEqual([
      'string',
      'number',
      'boolean',
      'null',
      'number',
    ]);
  });

  it('walks 100,000 levels of nesting without overflowing, collapsed past the default depth', () => {
    const rows = jsonRows(nest(100_000));
    expect(rows.length).toBeLessThan(10);
    const closed = rows.find((row) => row.type === 'open' && !row.expanded);
    expect(closed).toMatchObject({ count: 1 });
  });

  it('opens every level the user asks for, even very deep ones, without recursion', () => {
    const expanded = new Map<string, boolean>();
    let id = ROOT_ROW_ID;
    for (let level = 0; level < 20_000; level += 1) {
      expanded.set(id, true);
      id = childRowId(id, 'child');
    }
    const rows = jsonRows(nest(20_000), { ...EMPTY_JSON_TREE_STATE, expanded });
    expect(rows.filter((row) => row.type === 'open')).toHaveLength(20_000);
    expect(rows.some((row) => row.type === 'scalar' && row.text === '"bottom"')).toBe(true);
  });

  it('pages an object of 100,000 keys and says how many are left', () => {
    const wide = Object.fromEntries(Array.from({ length: 100_000 }, (_, index) => [`k${index}`, index]));
    const rows = jsonRows(wide);
    expect(rows.length).toBeLessThan(110);
    expect(rows.find((row) => row.type === 'more')).toMatchObject({ shown: 100, total: 100_000 });
    const state: JsonTreeState = { ...EMPTY_JSON_TREE_STATE, pages: new Map([[ROOT_ROW_ID, 3]]) };
    expect(jsonRows(wide, state).find((row) => row.type === 'more')).toMatchObject({ shown: 300 });
  });

  it('cuts a 20 MB string and counts what it hid', () => {
    const rows = jsonRows({ big: 'x'.repeat(20_000_000) });
    const scalar = rows.find((row) => row.type === 'scalar');
    expect(scalar?.type === 'scalar' && scalar.text.length).toBeLessThan(1000);
    expect(scalar).toMatchObject({ hiddenChars: 20_000_000 - 400 });
  });

  it('marks cycles and throwing getters instead of looping or throwing', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const hostile = Object.defineProperty({}, 'bad', {
      enumerable: true,
      get: () => {
        throw new Error('nope');
      },
    });
    expect(jsonRows(cyclic).some((row) => row.type === 'scalar' && row.valueType === 'circular')).toBe(true);
    expect(jsonRows(hostile).some((row) => row.type === 'scalar' && row.valueType === 'unreadable')).toBe(true);
  });

  it('keeps default-open containers closed once the row budget is spent', () => {
    const many = Array.from({ length: 50 }, () => Array.from({ length: 50 }, (_, index) => index));
    const rows = jsonRows(many);
    expect(rows.length).toBeLessThanOrEqual(460);
    expect(rows.some((row) => row.type === 'open' && !row.expanded)).toBe(true);
  });
});
