/**
 * An integer with thousands separators (`100,000`), the same on every machine: `toLocaleString`
 * would change the server markup with the server's locale and break hydration.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  // BigInt spells every digit: String() switches to exponent form from 1e21 (`1e+21`).
  const digits = BigInt(Math.trunc(Math.abs(value))).toString();
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    grouped = digits.slice(start, end) + (grouped ? `,${grouped}` : '');
  }
  return sign + grouped;
}
