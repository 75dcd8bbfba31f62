/** The first element with this `data-slot` inside `container`, or a thrown error naming it. */
export function slot(container: ParentNode, name: string): HTMLElement {
  const element = container.querySelector<HTMLElement>(`[data-slot="${name}"]`);
  if (!element) throw new Error(`no ${name} slot`);
  return element;
}

/** Every element with this `data-slot`. */
export function slots(container: ParentNode, name: string): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(`[data-slot="${name}"]`)];
}
