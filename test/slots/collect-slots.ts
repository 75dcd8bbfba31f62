/** Every `data-slot` value inside each card root, by the card drawn (`data-card`). */
export function slotsByCard(
  container: ParentNode,
  into: Map<string, Set<string>> = new Map(),
): Map<string, Set<string>> {
  for (const root of container.querySelectorAll('[data-toolcard]')) {
    const card = root.getAttribute('data-card') ?? '?';
    const seen = into.get(card) ?? new Set<string>();
    for (const element of root.querySelectorAll('[data-slot]')) seen.add(element.getAttribute('data-slot') ?? '');
    into.set(card, seen);
  }
  return into;
}
