import { act, renderHook } from '@testing-library/react';
import { useSettledWindows, type SideWindows } from '../../../src/cards/diff/use-settled-windows';

const at = (start: number): SideWindows => ({ old: { start, end: start + 30 }, new: { start, end: start + 30 } });
const nothing: SideWindows = { old: { start: 0, end: 0 }, new: { start: 0, end: 0 } };

describe('the lines a diff file highlights', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('are the drawn ones at once on the first screen', () => {
    const { result } = renderHook(() => useSettledWindows(at(0), true));
    expect(result.current).toEqual(at(0));
  });

  it('are none for a file scrolled past, and the drawn ones once the reader stops', () => {
    const { result, rerender } = renderHook(({ windows }) => useSettledWindows(windows, false), {
      initialProps: { windows: at(100) },
    });
    expect(result.current).toEqual(nothing);
    // A new screen every frame: nothing is asked of the highlighter while they keep coming.
    for (const start of [130, 160, 190, 220]) {
      rerender({ windows: at(start) });
      act(() => vi.advanceTimersByTime(16));
      expect(result.current).toEqual(nothing);
    }
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toEqual(at(220));
  });
});
