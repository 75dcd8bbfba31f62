/**
 * The getters that read an element's scroll box or size: each forces a layout of the page when
 * the DOM changed since the last one, so a mount that reads one lays out the page inside its task.
 */
const SCROLL_BOX_GETTERS: [prototype: object, name: string][] = [
  [Element.prototype, 'scrollHeight'],
  [Element.prototype, 'scrollWidth'],
  [Element.prototype, 'scrollTop'],
  [Element.prototype, 'scrollLeft'],
  [Element.prototype, 'clientHeight'],
  [Element.prototype, 'clientWidth'],
  [HTMLElement.prototype, 'offsetHeight'],
  [HTMLElement.prototype, 'offsetWidth'],
  [HTMLElement.prototype, 'offsetTop'],
  [HTMLElement.prototype, 'offsetLeft'],
];

/** Runs `action` (a synchronous mount) and returns the names of the scroll-box getters read meanwhile, in order. */
export function scrollBoxReadsDuring(action: () => void): string[] {
  // Layout is clean before the action: a read then is free, and not what is looked for.
  void document.body.offsetHeight;
  const reads: string[] = [];
  const restore: (() => void)[] = [];
  for (const [prototype, name] of SCROLL_BOX_GETTERS) {
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name) as PropertyDescriptor;
    Object.defineProperty(prototype, name, {
      ...descriptor,
      get(this: Element) {
        reads.push(name);
        return descriptor.get?.call(this);
      },
    });
    restore.push(() => Object.defineProperty(prototype, name, descriptor));
  }
  try {
    action();
  } finally {
    for (const undo of restore) undo();
  }
  return reads;
}
