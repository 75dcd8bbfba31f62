import { lastAtOrBefore } from '../../src/sorted/last-at-or-before';

describe('lastAtOrBefore: the piece holding a position', () => {
  const starts = [0, 3, 3, 10, 25];

  it('finds the last piece starting at or before the position, for every position', () => {
    for (let position = 0; position < 40; position++) {
      let expected = 0;
      starts.forEach((start, index) => {
        if (start <= position) expected = index;
      });
      expect(lastAtOrBefore(starts, starts.length, position), `position ${position}`).toBe(expected);
    }
  });

  it('takes the last of pieces that start at the same place (an empty piece before it is skipped)', () => {
    expect(lastAtOrBefore(starts, starts.length, 3)).toBe(2);
  });

  it('looks only at the first `count` starts (the rest may be an end marker or unused room)', () => {
    expect(lastAtOrBefore([0, 5, 9, 100], 3, 500)).toBe(2);
    expect(lastAtOrBefore(new Int32Array([0, 5, 9, 0]), 3, 7)).toBe(1);
  });

  it('answers 0 before every start, for no pieces, and for a position that is not a number', () => {
    expect(lastAtOrBefore([4, 8], 2, 1)).toBe(0);
    expect(lastAtOrBefore([], 0, 5)).toBe(0);
    expect(lastAtOrBefore([0, 5], 2, Number.NaN)).toBe(0);
  });
});
