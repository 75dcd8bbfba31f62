import fc from 'fast-check';

/*
 * Generators for the fuzz properties: for each card, intents that are valid, nearly valid (a
 * field of the wrong type, a field missing) and hostile (strings full of escapes, markup, bidi
 * controls, lone surrogates, streamed patch prefixes). Sizes stay small: the properties check
 * that nothing throws and markup stays in proportion, which small inputs already exercise, and
 * 10,000 runs per card must fit in CI's time.
 */

const NASTY_PIECES = [
  '\u001b[31m',
  '\u001b[1;38;5;196m',
  '\u001b[2K',
  '\u001b[1A',
  '\u001b[10C',
  '\u001b]8;;https://x.test\u0007',
  '\r',
  '\b',
  '\t',
  '\n',
  '\r\n',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '"\'&<>',
  '&amp;',
  '\u202e',
  '\u2066',
  '\u200b',
  '\ufeff',
  '\u0000',
  '\ud83d',
  '\ude00',
  '😀',
  '👩‍👩‍👧',
  'é',
  '\u0301',
  '--- a/x',
  '+++ b/x',
  '@@ -1,2 +1,3 @@',
  '@@ -1 +1 @@\n-a\n+b',
  'diff --git a/x b/x',
  '\\ No newline at end of file',
  '# heading',
  '```js\n',
  '[link](javascript:alert(1))',
  '<https://a.test>',
  '> quote',
  '|a|b|\n|-|-|',
  'constructor',
  '__proto__',
  'toString',
  'https://example.com/',
  'https://exa mple.com/',
  'https://xn--a.com/',
  '1e21',
  '-0',
  'NaN',
];

/** Short strings that mix plain text with the pieces that break parsers and renderers. */
export const nastyString = fc.oneof(
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  {
    weight: 3,
    arbitrary: fc
      .array(
        fc.oneof(
          fc.constantFrom(...NASTY_PIECES),
          fc.string({ maxLength: 4 }),
          fc.string({ unit: 'binary', maxLength: 3 }),
        ),
        { maxLength: 6 },
      )
      .map((parts) => parts.join('')),
  },
);

const count = fc.oneof(
  fc.nat({ max: 200 }),
  fc.constantFrom(0, 1, 2 ** 31, 1e21, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY),
);
const status = fc.constantFrom('pending', 'running', 'success', 'error', 'cancelled', 'weird');

/** Any JSON-ish value, small. */
export const smallValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    count,
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

const common = {
  title: nastyString,
  tool: nastyString,
  status,
  isError: fc.boolean(),
  error: nastyString,
  durationMs: fc.oneof(fc.double({ min: 0, max: 1e7, noNaN: true }), count),
  locations: fc.array(fc.record({ path: nastyString, line: fc.option(count, { nil: undefined }) }), { maxLength: 24 }),
  approval: fc.record({
    state: fc.constantFrom('requested', 'approved', 'denied'),
    reason: fc.option(nastyString, { nil: undefined }),
  }),
  content: fc.array(
    fc.oneof(
      fc.record({ type: fc.constant('text'), text: nastyString }),
      fc.record({
        type: fc.constant('image'),
        mimeType: fc.constantFrom('image/png', 'image/svg+xml'),
        data: fc.constantFrom('iVBORw0KGgo=', 'javascript:x', ''),
      }),
      fc.record({
        type: fc.constant('resource_link'),
        uri: nastyString,
        name: fc.option(nastyString, { nil: undefined }),
      }),
      fc.record({ type: nastyString, value: smallValue }),
    ),
    { maxLength: 4 },
  ),
};

/** `fields` with every common field optional, `card` required. */
function intentOf(card: string, fields: Record<string, fc.Arbitrary<unknown>>, required: string[] = []) {
  return fc.record(
    { card: fc.constant(card), ...common, ...fields },
    { requiredKeys: ['card', ...required] as never[] },
  );
}

/** Takes a generated intent and, one time in four, breaks one field: a wrong type, or removed. */
function sometimesBroken(intent: fc.Arbitrary<Record<string, unknown>>) {
  return fc.tuple(intent, fc.nat({ max: 3 }), fc.nat(), smallValue).map(([value, mode, pick, replacement]) => {
    if (mode !== 0) return value;
    const keys = Object.keys(value).filter((key) => key !== 'card');
    if (keys.length === 0) return value;
    const key = keys[pick % keys.length] as string;
    const broken: Record<string, unknown> = { ...value };
    if (pick % 2 === 0) delete broken[key];
    else broken[key] = replacement;
    return broken;
  });
}

const line = fc.record({ number: count, text: nastyString });
const patchText = fc
  .array(
    fc.oneof(
      nastyString,
      fc.constantFrom(
        '--- a/f.ts',
        '+++ b/f.ts',
        '@@ -1,3 +1,3 @@',
        ' same',
        '-old',
        '+new',
        'diff --git a/f.ts b/f.ts',
        'index 1..2 100644',
      ),
    ),
    { maxLength: 10 },
  )
  .map((lines) => lines.join('\n'));

/** Generators by card. */
export const INTENT_ARBITRARIES: Record<string, fc.Arbitrary<unknown>> = {
  generic: sometimesBroken(
    intentOf('generic', {
      kind: fc.constantFrom('read', 'edit', 'fetch', 'other', 'nope'),
      rawInput: smallValue,
      output: smallValue,
    }),
  ),
  terminal: sometimesBroken(
    intentOf('terminal', {
      command: nastyString,
      description: nastyString,
      cwd: nastyString,
      output: nastyString,
      segments: fc.array(fc.record({ stream: fc.constantFrom('stdout', 'stderr'), text: nastyString }), {
        maxLength: 4,
      }),
      exitCode: fc.oneof(fc.integer({ min: -2, max: 300 }), count),
      signal: fc.oneof(nastyString, fc.constantFrom('SIGTERM', '9', 'kill')),
      truncated: fc.oneof(
        fc.boolean(),
        fc.record({ omittedLines: count, omittedBytes: count, fullOutputPath: nastyString }),
      ),
    }),
  ),
  diff: sometimesBroken(
    intentOf('diff', {
      patch: patchText,
      diffs: fc.array(
        fc.record({ path: nastyString, oldText: fc.option(nastyString, { nil: null }), newText: nastyString }),
        { maxLength: 3 },
      ),
    }),
  ),
  read: sometimesBroken(
    intentOf(
      'read',
      {
        path: fc.oneof(
          nastyString,
          fc.constantFrom('src/a.ts', 'src/constructor', 'x.__proto__', 'Dockerfile', '.env.local'),
        ),
        offset: count,
        lines: fc.array(line, { maxLength: 6 }),
        totalLines: count,
        lang: fc.oneof(nastyString, fc.constantFrom('ts', 'constructor', 'text', 'py')),
        text: nastyString,
      },
      ['path'],
    ),
  ),
  search: sometimesBroken(
    fc.oneof(
      intentOf(
        'search',
        {
          shape: fc.constant('matches'),
          query: nastyString,
          truncated: fc.boolean(),
          total: count,
          files: fc.array(
            fc.record({
              path: nastyString,
              matches: fc.array(
                fc.record({
                  lineNumber: count,
                  line: nastyString,
                  ranges: fc.array(fc.tuple(count, count), { maxLength: 3 }),
                }),
                {
                  maxLength: 4,
                },
              ),
            }),
            { maxLength: 3 },
          ),
        },
        ['shape', 'truncated', 'total', 'files'],
      ),
      intentOf(
        'search',
        {
          shape: fc.constant('paths'),
          query: nastyString,
          truncated: fc.boolean(),
          total: count,
          paths: fc.array(nastyString, { maxLength: 6 }),
        },
        ['shape', 'truncated', 'total', 'paths'],
      ),
    ),
  ),
  web: sometimesBroken(
    fc.oneof(
      intentOf(
        'web',
        {
          kind: fc.constant('search'),
          query: nastyString,
          answer: nastyString,
          truncated: fc.boolean(),
          sources: fc.array(
            fc.record({
              url: nastyString,
              title: fc.option(nastyString, { nil: undefined }),
              snippet: fc.option(nastyString, { nil: undefined }),
              publishedAt: fc.option(fc.oneof(nastyString, fc.constantFrom('0050-01-01', '2025-07-10T00:00:00Z')), {
                nil: undefined,
              }),
            }),
            { maxLength: 4 },
          ),
        },
        ['kind', 'truncated', 'sources'],
      ),
      intentOf(
        'web',
        {
          kind: fc.constant('fetch'),
          url: nastyString,
          statusCode: fc.oneof(fc.integer({ min: 0, max: 700 }), count),
          truncated: fc.boolean(),
          content: fc.oneof(nastyString, common.content),
          contentType: fc.constantFrom('text/markdown', 'text/plain', 'text/html'),
        },
        ['kind', 'url', 'statusCode', 'truncated'],
      ),
    ),
  ),
  /** Not an intent at all: any value, or an object with an unknown or odd card. */
  anything: fc.oneof(
    smallValue,
    fc.record({ card: fc.oneof(nastyString, smallValue), title: nastyString }),
    fc.anything(),
  ),
};

/**
 * The size of an input, the measure markup is bounded by: each string's length plus a constant
 * per value (a key, a number, a container), so an empty array still counts.
 */
export function inputSize(value: unknown): number {
  let size = 0;
  const stack: unknown[] = [value];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const item = stack.pop();
    size += 8;
    if (typeof item === 'string') size += item.length;
    else if (typeof item === 'object' && item !== null && !seen.has(item)) {
      seen.add(item);
      for (const [key, child] of Object.entries(item)) {
        size += key.length;
        stack.push(child);
      }
    }
  }
  return size;
}
