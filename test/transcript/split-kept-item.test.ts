import { describe, expect, it } from 'vitest';
import { splitKeptItem } from '../../src/transcript/split-kept-item';

const items = (...indexes: number[]) => indexes.map((index) => ({ index }));

describe('the focused item kept drawn beside the transcript’s window', () => {
  it('lays out every item in the flow when nothing is kept', () => {
    expect(splitKeptItem(items(4, 5, 6), undefined)).toEqual({ flow: items(4, 5, 6), kept: undefined });
  });

  it('keeps an item inside or next to the window in the flow, where it sits anyway', () => {
    expect(splitKeptItem(items(4, 5, 6), 5).kept).toBeUndefined();
    expect(splitKeptItem(items(4, 5, 6, 7), 7)).toEqual({ flow: items(4, 5, 6, 7), kept: undefined });
    expect(splitKeptItem(items(3, 4, 5, 6), 3).kept).toBeUndefined();
  });

  it('places a kept item far above or below the window apart from the flow', () => {
    expect(splitKeptItem(items(2, 40, 41, 42), 2)).toEqual({ flow: items(40, 41, 42), kept: { index: 2 } });
    expect(splitKeptItem(items(40, 41, 42, 900), 900)).toEqual({ flow: items(40, 41, 42), kept: { index: 900 } });
  });

  it('draws a lone kept item in the flow (an empty window is never a split)', () => {
    expect(splitKeptItem(items(9), 9)).toEqual({ flow: items(9), kept: undefined });
    expect(splitKeptItem([], 9)).toEqual({ flow: [], kept: undefined });
  });
});
