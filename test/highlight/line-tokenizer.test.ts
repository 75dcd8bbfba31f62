import { readyHighlighter } from '../../src/highlight/highlighter';
import { preloadHighlighter } from '../../src/highlight/preload-highlighter';
import { createLineTokenizer, MAX_TOKENIZED_LINE_LENGTH } from '../../src/highlight/line-tokenizer';
import { tokenizeBatch, type TokenSource } from '../../src/highlight/shiki-tokens';
import { readFixtureLines, steppingClock, tokensText } from './highlight-test-utils';

let source: TokenSource;

beforeAll(async () => {
  await preloadHighlighter({ langs: ['javascript', 'typescript'] });
  const ready = readyHighlighter('typescript');
  if (!ready) throw new Error('typescript did not load');
  source = ready;
});

function tokenizeAll(lines: string[], lang: string) {
  const tokenizer = createLineTokenizer({ lines, lang, source });
  expect(tokenizer.tokenizeRange(0, lines.length, Infinity)).toBe(lines.length);
  return tokenizer;
}

/** A TypeScript file whose every line is ordinary code. */
function syntheticTs(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `export const value${index}: number = ${index} + 1; // n${index}`);
}

describe('the line tokenizer over real files', () => {
  it.each(['zod-types.js', 'chalk-index.js'])(
    'spells every line of %s exactly, with colours in both themes',
    (name) => {
      const lines = readFixtureLines(name);
      const tokenizer = tokenizeAll(lines, 'javascript');
      lines.forEach((line, index) => expect(tokensText(tokenizer.tokensFor(index)), `line ${index}`).toBe(line));
      const keywords = lines
        .flatMap((_, index) => tokenizer.tokensFor(index) ?? [])
        .filter((token) => /^(const|return|if|function|class)$/.test(token.content));
      expect(keywords.length).toBeGreaterThan(10);
      for (const keyword of keywords) {
        expect(keyword.light).toMatch(/^#[0-9a-f]{6}$/);
        expect(keyword.dark).toMatch(/^#[0-9a-f]{6}$/);
        expect(keyword.light).not.toBe(keyword.dark);
      }
      expect(tokenizer.linesTokenized).toBe(lines.length);
    },
  );

  it('leaves plain text in the card colour rather than the theme colour', () => {
    const tokenizer = tokenizeAll(['foo(bar);'], 'javascript');
    const plain = tokenizer.tokensFor(0)?.find((token) => token.content.includes('('));
    expect(plain).toEqual({ content: '(' + plain?.content.slice(1) });
  });

  it('keeps the carriage return of CRLF lines', () => {
    const lines = ['const a = 1;\r', '// note\r', '\r', 'let b\r\r'];
    const tokenizer = tokenizeAll(lines, 'typescript');
    lines.forEach((line, index) => expect(tokensText(tokenizer.tokensFor(index))).toBe(line));
  });
});

describe('the line tokenizer on demand', () => {
  it('tokenizes the lines asked for and no more, then carries on from there', () => {
    const lines = syntheticTs(1_000);
    const tokenizer = createLineTokenizer({ lines, lang: 'typescript', source });
    // The rows on screen of a freshly opened file: its chunk's other 78 lines are not their cost.
    expect(tokenizer.tokenizeRange(0, 22, Infinity)).toBe(22);
    expect(tokenizer.linesTokenized).toBe(22);
    expect(tokenizer.tokensFor(21)).toBeDefined();
    expect(tokenizer.tokensFor(22)).toBeUndefined();
    expect(tokenizer.tokenizeRange(22, 72, Infinity)).toBe(72);
    expect(tokenizer.linesTokenized).toBe(72);
    // Past the first chunk, the state carried over is exact: the same tokens as one pass.
    expect(tokenizer.tokenizeRange(72, 300, Infinity)).toBe(300);
    expect(tokenizer.linesTokenized).toBe(300);
    const whole = tokenizeAll(lines.slice(0, 300), 'typescript');
    for (let index = 0; index < 300; index++)
      expect(tokenizer.tokensFor(index), `line ${index}`).toEqual(whole.tokensFor(index));
  });

  it('tokenizes lines 2000 to 2100 of a 50,000-line file with work bounded by the chunk', () => {
    const lines = syntheticTs(50_000);
    const tokenizer = createLineTokenizer({ lines, lang: 'typescript', source });
    expect(tokenizer.tokenizeRange(2000, 2100, Infinity)).toBe(2100);
    expect(tokenizer.linesTokenized).toBeGreaterThanOrEqual(100);
    expect(tokenizer.linesTokenized).toBeLessThanOrEqual(150);
    expect(tokensText(tokenizer.tokensFor(2000))).toBe(lines[2000]);
    expect(tokensText(tokenizer.tokensFor(2099))).toBe(lines[2099]);
    expect(tokenizer.tokensFor(1999)).toBeUndefined();
    expect(tokenizer.tokensFor(2100)).toBeUndefined();
    expect(tokenizer.tokensFor(0)).toBeUndefined();
  });

  it('does nothing for lines already done', () => {
    const tokenizer = createLineTokenizer({ lines: syntheticTs(300), lang: 'typescript', source });
    tokenizer.tokenizeRange(0, 50, Infinity);
    const work = tokenizer.linesTokenized;
    const revision = tokenizer.revision;
    expect(tokenizer.tokenizeRange(10, 40, Infinity)).toBe(40);
    expect(tokenizer.linesTokenized).toBe(work);
    expect(tokenizer.revision).toBe(revision);
  });

  it('stops at its budget and resumes where it stopped', () => {
    const lines = syntheticTs(250);
    const tokenizer = createLineTokenizer({ lines, lang: 'typescript', source, now: steppingClock(1) });
    let reached = 0;
    let calls = 0;
    while (reached < 250) {
      const before = tokenizer.linesTokenized;
      reached = tokenizer.tokenizeRange(0, 250, 2);
      calls++;
      // Two clock reads per call: one batch of at most 8 lines fits a 2 ms budget.
      expect(tokenizer.linesTokenized - before).toBeLessThanOrEqual(8);
    }
    expect(calls).toBeGreaterThan(20);
    expect(tokenizer.linesTokenized).toBe(250);
  });
});

describe('grammar state across chunks', () => {
  // A block comment crossing the chunk boundary at line 100, and a template string crossing 200.
  const lines = syntheticTs(400);
  lines[95] = '/* a comment that opens here';
  for (let index = 96; index < 110; index++) lines[index] = `   const insideComment${index} = ${index};`;
  lines[110] = '*/';
  lines[190] = 'const text = `a template that opens here';
  for (let index = 191; index < 215; index++) lines[index] = `  if (x) { return ${index}; } \${value${index}}`;
  lines[215] = '`;';

  function reference() {
    return tokenizeBatch(source, 'typescript', lines, undefined).lines;
  }

  it('colours the next chunk as a whole-file pass does, when asked for it separately', () => {
    const whole = reference();
    const tokenizer = createLineTokenizer({ lines, lang: 'typescript', source });
    tokenizer.tokenizeRange(0, 100, Infinity);
    tokenizer.tokenizeRange(100, 300, Infinity);
    for (let index = 95; index < 220; index++)
      expect(tokenizer.tokensFor(index), `line ${index}`).toEqual(whole[index]);
    // Inside the comment and the template string: comment grey and string blue, not code colours.
    expect(tokenizer.tokensFor(100)).toEqual([{ content: lines[100], light: '#6a737d', dark: '#8b949e' }]);
    expect(tokenizer.tokensFor(200)?.[0]).toMatchObject({ light: '#032f62', dark: '#9ecbff' });
  });

  it('colours the same when the work is cut into many small budgets', () => {
    const whole = reference();
    const tokenizer = createLineTokenizer({ lines, lang: 'typescript', source, now: steppingClock(1) });
    while (tokenizer.tokenizeRange(90, 230, 2) < 230);
    for (let index = 90; index < 230; index++)
      expect(tokenizer.tokensFor(index), `line ${index}`).toEqual(whole[index]);
  });

  it('approximates a far chunk from a clean state, then refines it to the exact colours', () => {
    const far = syntheticTs(1_000);
    // Before the 20 warm-up lines too, so the clean start really is inside the comment.
    far[550] = '/* a comment that opens before the far chunk';
    far[650] = '*/';
    const whole = tokenizeBatch(source, 'typescript', far, undefined).lines;
    const tokenizer = createLineTokenizer({ lines: far, lang: 'typescript', source });
    tokenizer.tokenizeRange(600, 700, Infinity);
    expect(tokenizer.isApproximate(620)).toBe(true);
    expect(tokenizer.tokensFor(620)).not.toEqual(whole[620]);
    expect(tokensText(tokenizer.tokensFor(620))).toBe(far[620]);
    const revision = tokenizer.revision;
    expect(tokenizer.refine(Infinity)).toBe(true);
    expect(tokenizer.revision).toBeGreaterThan(revision);
    expect(tokenizer.isApproximate(620)).toBe(false);
    for (let index = 600; index < 700; index++)
      expect(tokenizer.tokensFor(index), `line ${index}`).toEqual(whole[index]);
  });

  it('walks exactly from the last checkpoint to a near chunk', () => {
    const whole = reference();
    const tokenizer = createLineTokenizer({ lines, lang: 'typescript', source });
    tokenizer.tokenizeRange(200, 210, Infinity);
    expect(tokenizer.isApproximate(200)).toBe(false);
    expect(tokenizer.tokensFor(100)).toBeUndefined();
    for (let index = 200; index < 210; index++) expect(tokenizer.tokensFor(index)).toEqual(whole[index]);
  });
});

describe('guards', () => {
  it('returns a 2 MB single-line file plain, without tokenizing it', () => {
    const line = `var a=${'[1,"x",{b:2}],'.repeat(150_000)}0;`;
    expect(line.length).toBeGreaterThan(2_000_000);
    const tokenizer = createLineTokenizer({ lines: [line], lang: 'javascript', source });
    expect(tokenizer.tokenizeRange(0, 1, 50)).toBe(1);
    expect(tokenizer.linesTokenized).toBe(0);
    expect(tokenizer.tokensFor(0)).toEqual([{ content: line }]);
  });

  it('keeps tokenizing the lines after an over-long one', () => {
    const long = `x${' '.repeat(MAX_TOKENIZED_LINE_LENGTH)}`;
    const tokenizer = tokenizeAll(['const a = 1;', long, 'const b = 2;'], 'javascript');
    expect(tokenizer.tokensFor(1)).toEqual([{ content: long }]);
    expect(tokenizer.tokensFor(2)?.find((token) => token.content === 'const')?.light).toBeDefined();
    expect(tokenizer.linesTokenized).toBe(2);
  });

  it('leaves a minified line over the cap plain, and tokenizes a line at the cap in full', () => {
    // A regex search cannot be interrupted, and some grammar patterns backtrack without bound on
    // long minified lines: the length cap is what keeps a frame from freezing.
    const minified = `!function(){${'var a=1,b="s",c=/r/g;if(a)b(c);'.repeat(600)}}();`;
    const over = minified.slice(0, MAX_TOKENIZED_LINE_LENGTH + 1);
    const atCap = minified.slice(0, MAX_TOKENIZED_LINE_LENGTH);
    const tokenizer = tokenizeAll([over, atCap], 'javascript');
    expect(tokenizer.tokensFor(0)).toEqual([{ content: over }]);
    const tokens = tokenizer.tokensFor(1) ?? [];
    expect(tokensText(tokens)).toBe(atCap);
    expect(tokens.filter((token) => token.light).length).toBeGreaterThan(100);
    expect(tokenizer.linesTokenized).toBe(1);
  });
});
