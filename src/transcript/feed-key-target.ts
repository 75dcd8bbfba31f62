/** Where a key moves focus in a feed of `count` items from `current`, or undefined for a key the feed leaves alone. */
export function feedKeyTarget(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
    case 'j':
    case 'PageDown':
      return Math.min(count - 1, current + 1);
    case 'ArrowUp':
    case 'k':
    case 'PageUp':
      return Math.max(0, current - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
