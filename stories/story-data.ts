/** Large and hostile values for stories, built once, deterministically. */

/** A value nested `levels` deep. */
export function deepValue(levels: number): unknown {
  let value: unknown = { bottom: true };
  for (let level = 0; level < levels; level += 1) value = { level: levels - level, next: value };
  return value;
}

/** An object of `count` keys. */
export function wideValue(count: number): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (let index = 0; index < count; index += 1)
    value[`key_${index}`] = { index, even: index % 2 === 0, label: `row ${index}` };
  return value;
}

/** A 1×1 transparent PNG, as MCP sends images: bare base64. */
export const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAKklEQVR4nGNgGAWDE/wnEjMMnAGkuoSmBvwfNYDEMBiNBQYG3KENqoEEAQBx2TfJtkDv9wAAAABJRU5ErkJggg==';

/** Strings that must stay text. */
export const HOSTILE = {
  html: '<img src=x onerror=alert(1)>',
  script: '<script>alert(1)</script>',
  link: 'javascript:alert(1)',
  bidi: 'invoice\u202Etxt.exe',
};
