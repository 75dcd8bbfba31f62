/**
 * Whether every index below `array.length` is present. It stops at the first hole, so a sparse
 * array of length 2³²−1 (a JS host's value, never JSON) answers at once, and code that walks an
 * array by its length asks this first.
 */
export function isDenseArray(array: readonly unknown[]): boolean {
  for (let index = 0; index < array.length; index += 1) if (!(index in array)) return false;
  return true;
}
