import { act, fireEvent, render } from '@testing-library/react';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { VirtualRowList, type VirtualRowListHandle } from '../../src/virtual/virtual-row-list';

/** A list of `count` rows `row <n>`, each row's element under measurement. */
function rows(
  count: number,
  options: { startAtEnd?: boolean; handle?: React.Ref<VirtualRowListHandle>; layoutKey?: unknown } = {},
) {
  return (
    <VirtualRowList
      count={count}
      rowsSlot="rows"
      data-slot="list"
      startAtEnd={options.startAtEnd}
      handleRef={options.handle}
      layoutKey={options.layoutKey}
    >
      {(items, measureRow) =>
        items.map((item) => (
          <div key={item.key} data-index={item.index} ref={measureRow}>
            row {item.index}
          </div>
        ))
      }
    </VirtualRowList>
  );
}

const drawn = (root: ParentNode) =>
  [...root.querySelectorAll('[data-index]')].map((row) => Number(row.getAttribute('data-index')));
const spacers = (root: ParentNode) => {
  const style = (root.querySelector('[data-slot="rows"]') as HTMLElement).style;
  return [parseFloat(style.paddingTop), parseFloat(style.paddingBottom)];
};
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);

/** jsdom has no layout: the list's viewport reports `height` px (0 elsewhere). Restored after the test. */
function viewportOf(height: number) {
  const spy = vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return this.getAttribute('data-slot') === 'list' ? height : 0;
  });
  onTestFinished(() => spy.mockRestore());
}

/** A ResizeObserver the test drives: `resize(element, height)` reports a row's new border box. */
function fakeResizeObserver() {
  const observers = new Set<{ callback: ResizeObserverCallback; targets: Set<Element> }>();
  class FakeResizeObserver {
    private readonly entry: { callback: ResizeObserverCallback; targets: Set<Element> };
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback, targets: new Set() };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return (element: Element, height: number) => {
    for (const observer of observers) {
      if (!observer.targets.has(element)) continue;
      const entry = {
        target: element,
        borderBoxSize: [{ blockSize: height, inlineSize: 100 }],
      } as unknown as ResizeObserverEntry;
      act(() => observer.callback([entry], observer as unknown as ResizeObserver));
    }
  };
}

describe('the virtualized row list', () => {
  it('draws the 23 rows of a box at its default height and 10 more before there is layout, the same on the server and in the client', () => {
    const server = document.createElement('div');
    server.innerHTML = renderToString(rows(150_000));
    // What the list draws once laid out at its top (448 px of 20 px rows, and the overscan): the
    // first paint lays out no row the next frame takes away.
    expect(drawn(server)).toEqual(range(0, 33));
    // The spacers hold the rows not drawn: 20 px each until measured.
    expect(spacers(server)).toEqual([0, (150_000 - 33) * 20]);
    const { container } = render(rows(150_000));
    expect(drawn(container)).toEqual(range(0, 33));
    expect(spacers(container)).toEqual(spacers(server));
  });

  it('opening at its end, draws the last rows, and stays at the end as rows are appended without layout', () => {
    const server = document.createElement('div');
    server.innerHTML = renderToString(rows(1000, { startAtEnd: true }));
    expect(drawn(server)).toEqual(range(967, 1000));
    const { container, rerender } = render(rows(1000, { startAtEnd: true }));
    expect(drawn(container)).toEqual(drawn(server));
    expect(spacers(container)).toEqual(spacers(server));
    rerender(rows(1100, { startAtEnd: true }));
    expect(drawn(container)).toEqual(range(1067, 1100));
    expect(spacers(container)).toEqual([1067 * 20, 0]);
  });

  it('draws the rows of the real viewport once it reports a height, and those scrolled to', () => {
    viewportOf(200);
    const { container } = render(rows(1000));
    // 200 px hold 10 rows; 10 more below, none above the top.
    expect(drawn(container)).toEqual(range(0, 20));
    const list = container.querySelector<HTMLElement>('[data-slot="list"]') as HTMLElement;
    list.scrollTop = 2000;
    fireEvent.scroll(list);
    expect(drawn(container)).toEqual(range(90, 120));
    expect(spacers(container)).toEqual([90 * 20, (1000 - 120) * 20]);
  });

  it('scrolls a far row into view, aligned as asked, and draws it at once', () => {
    viewportOf(200);
    const handle = createRef<VirtualRowListHandle>();
    const { container } = render(rows(1000, { handle }));
    act(() => handle.current?.scrollToIndex(500, 'center'));
    const list = container.querySelector<HTMLElement>('[data-slot="list"]') as HTMLElement;
    // Row 500's middle at the viewport's: 500 × 20 + 10 − 100.
    expect(list.scrollTop).toBe(9910);
    expect(drawn(container)).toContain(500);
    act(() => handle.current?.scrollToIndex(999, 'end'));
    expect(list.scrollTop).toBe(1000 * 20 - 200);
    expect(drawn(container).at(-1)).toBe(999);
    // Already in view: `auto` leaves it there.
    act(() => handle.current?.scrollToIndex(995, 'auto'));
    expect(list.scrollTop).toBe(1000 * 20 - 200);
  });

  it('moves the rows after a row measured taller, keeps the others at the estimate, and forgets heights when the layout key changes', () => {
    const resize = fakeResizeObserver();
    viewportOf(200);
    const { container, rerender } = render(rows(1000, { layoutKey: 'no-wrap' }));
    const list = container.querySelector<HTMLElement>('[data-slot="list"]') as HTMLElement;
    resize(list, 200);
    const row = (index: number) => container.querySelector(`[data-index="${index}"]`) as Element;
    resize(row(10), 60);
    resize(row(11), 20);
    list.scrollTop = 2000;
    fireEvent.scroll(list);
    // Row 10 takes 40 px more: 2,000 px down is row 98, not 100, and rows start 40 px lower.
    expect(drawn(container)).toEqual(range(88, 118));
    expect(spacers(container)).toEqual([88 * 20 + 40, (1000 - 118) * 20]);
    rerender(rows(1000, { layoutKey: 'wrap' }));
    expect(drawn(container)).toEqual(range(90, 120));
    expect(spacers(container)).toEqual([90 * 20, (1000 - 120) * 20]);
  });
});
