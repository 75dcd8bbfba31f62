import { createRowLayout } from '../../src/virtual/row-layout';

describe('row layout', () => {
  it('places rows of the estimated height by multiplication', () => {
    const layout = createRowLayout(150_000, 20);
    expect(layout.startOf(0)).toBe(0);
    expect(layout.startOf(1234)).toBe(24_680);
    expect(layout.totalSize()).toBe(3_000_000);
    expect(layout.indexAt(24_699)).toBe(1234);
    expect(layout.indexAt(-50)).toBe(0);
    expect(layout.indexAt(10_000_000)).toBe(149_999);
  });

  it('draws the viewport and the overscan on each side, within the list', () => {
    const layout = createRowLayout(1000, 20);
    expect(layout.window(2000, 400, 10)).toEqual({ start: 90, end: 130, firstVisible: 100 });
    expect(layout.window(0, 400, 10)).toEqual({ start: 0, end: 30, firstVisible: 0 });
    expect(layout.window(19_600, 400, 10)).toEqual({ start: 970, end: 1000, firstVisible: 980 });
    expect(createRowLayout(0, 20).window(0, 400, 10)).toEqual({ start: 0, end: 0, firstVisible: 0 });
  });

  it('moves the rows after a row measured taller, and only those', () => {
    const layout = createRowLayout(100, 20);
    expect(layout.setSize(10, 60)).toBe(true);
    expect(layout.setSize(10, 60)).toBe(false);
    expect(layout.startOf(10)).toBe(200);
    expect(layout.startOf(11)).toBe(260);
    expect(layout.totalSize()).toBe(2040);
    expect(layout.indexAt(230)).toBe(10);
    expect(layout.indexAt(260)).toBe(11);
    layout.setSize(50, 32);
    expect(layout.startOf(51)).toBe(51 * 20 + 40 + 12);
  });

  it('forgets a row measured back to the estimate, and ignores sizes it cannot use', () => {
    const layout = createRowLayout(10, 20);
    layout.setSize(3, 40);
    layout.setSize(3, 20);
    expect(layout.totalSize()).toBe(200);
    expect(layout.setSize(4, 0)).toBe(false);
    expect(layout.setSize(99, 40)).toBe(false);
    expect(layout.sizeOf(4)).toBe(20);
  });
});
