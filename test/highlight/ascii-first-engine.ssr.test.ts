import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJavaScriptRegexEngine } from '@shikijs/engine-javascript';
import { createHighlighterCore, type HighlighterCore, type LanguageRegistration } from 'shiki/core';
import githubLight from 'shiki/themes/github-light.mjs';
import { createAsciiFirstEngine } from '../../src/highlight/ascii-first-engine';
import { LANGUAGE_LOADERS } from '../../src/highlight/grammar-loaders';
import type { HighlightLanguage } from '../../src/highlight/highlight-languages';
import { MAX_TOKENIZED_LINE_LENGTH } from '../../src/highlight/line-tokenizer';

/** A pattern from its source: the kit's TypeScript target predates the `v` flag in regex literals. */
function pattern(source: string, flags: string): RegExp {
  return new RegExp(source, flags);
}

/*
 * The kit's engine searches lines of ASCII only with ASCII copies of a grammar's patterns. Checked
 * here against shiki's own engine, grammar by grammar: the same text must get the same tokens with
 * the same scopes, on real files (the read and diff fixtures, the docs) and on lines that mix
 * ASCII with other characters, which keep the original patterns.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const fixture = (path: string) => readFileSync(join(root, path), 'utf8');

/** Lines of real text in many shapes, none longer than the kit ever tokenizes. */
const CORPUS = [
  fixture('test/fixtures/read/chalk-index.js'),
  fixture('test/fixtures/read/zod-types.js').split('\n').slice(0, 150).join('\n'),
  fixture('test/fixtures/diff/zod-3.22.0-to-3.22.4.diff').split('\n').slice(0, 120).join('\n'),
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .slice(0, 3)
    .map((name) => fixture(`docs/${name}`).split('\n').slice(0, 30).join('\n')),
  // Lines past ASCII, and ASCII lines between them: each line picks its patterns anew.
  'const café = "naïve — ünïcödé"; // 日本語のコメント',
  'let x = 1; /* ascii after unicode */',
  'def grüß(): return "Ω" if ΔT > 0 else None',
  '# Überschrift mit Umlauten and `code`',
  'echo "✓ done" && exit 0',
]
  .join('\n')
  .split('\n')
  .filter((line) => line.length <= MAX_TOKENIZED_LINE_LENGTH)
  .join('\n');

async function highlighterWith(engine: ReturnType<typeof createAsciiFirstEngine>, grammar: LanguageRegistration[]) {
  return createHighlighterCore({ engine, themes: [githubLight], langs: [grammar] });
}

/** Each line's tokens with their scopes (`explain`) or, without, their colour and font style. */
function tokensOf(highlighter: HighlighterCore, lang: string, explain: boolean): string[] {
  return (
    highlighter
      // No time limit per line (shiki's default is 500 ms): on a loaded machine a grammar's first
      // lines, compiling its patterns, would stop early in one engine and not the other.
      .codeToTokensBase(CORPUS, {
        lang,
        theme: 'github-light',
        includeExplanation: explain ? 'scopeName' : false,
        tokenizeTimeLimit: 0,
      })
      .map((line) =>
        line
          .map((token) =>
            explain
              ? `${token.content}@${token.explanation?.map((part) => part.scopes.map((scope) => scope.scopeName).join(' ')).join('|')}`
              : `${token.content}@${token.color}/${token.fontStyle}`,
          )
          .join(' '),
      )
  );
}

const LANGUAGES = Object.keys(LANGUAGE_LOADERS) as HighlightLanguage[];

describe('the ASCII-first regex engine', () => {
  it.each(LANGUAGES)('%s: the same tokens and scopes as shiki’s engine', async (language) => {
    const grammar = (await LANGUAGE_LOADERS[language]()).default;
    const [stock, ours] = await Promise.all([
      highlighterWith(createJavaScriptRegexEngine(), grammar),
      highlighterWith(createAsciiFirstEngine(), grammar),
    ]);
    // Disposed at the end: shiki warns once ten highlighters are alive at a time.
    onTestFinished(() => {
      stock.dispose();
      ours.dispose();
    });
    const lang = grammar.at(-1)?.name ?? language;
    // Scopes where shiki can explain them (its explanation fails on some of the C++ grammar's
    // empty captures, whatever the engine), else colours.
    let explain = true;
    let expected: string[];
    try {
      expected = tokensOf(stock, lang, true);
    } catch {
      explain = false;
      expected = tokensOf(stock, lang, false);
    }
    const actual = tokensOf(ours, lang, explain);
    const differing = actual.flatMap((line, index) =>
      line === expected[index] ? [] : [{ index, line, expected: expected[index] }],
    );
    expect(differing.slice(0, 3)).toEqual([]);
    expect(actual).toHaveLength(CORPUS.split('\n').length);
  });
});

describe('a scanner of the ASCII-first engine', () => {
  const engine = createAsciiFirstEngine();

  it('searches a line of ASCII only with the copies, any other line with the patterns as given', () => {
    const word = pattern(String.raw`[\p{L}_]+`, 'dgv');
    const scanner = engine.createScanner([pattern(String.raw`\s+`, 'dgv'), word]);
    const given = word.exec.bind(word);
    let searchesWithGiven = 0;
    word.exec = (text) => {
      searchesWithGiven += 1;
      return given(text);
    };
    expect(scanner.findNextMatchSync(engine.createString('  hello_world'), 2, 0)).toEqual({
      index: 1,
      captureIndices: [{ start: 2, end: 13, length: 11 }],
    });
    expect(searchesWithGiven).toBe(0);
    expect(scanner.findNextMatchSync(engine.createString('  héllo'), 2, 0)).toEqual({
      index: 1,
      captureIndices: [{ start: 2, end: 7, length: 5 }],
    });
    expect(searchesWithGiven).toBe(1);
  });

  it('gives the first match from the position, the lower pattern on a tie, and null when none matches', () => {
    const scanner = engine.createScanner([
      pattern(String.raw`b`, 'dgv'),
      pattern(String.raw`\p{Alpha}(\p{Nd})?`, 'dgv'),
      pattern(String.raw`(x)|(y)`, 'dgv'),
    ]);
    const line = engine.createString('--ab1 y');
    expect(scanner.findNextMatchSync(line, 0, 0)).toEqual({
      index: 1,
      captureIndices: [
        { start: 2, end: 3, length: 1 },
        { start: 0xffffffff, end: 0xffffffff, length: 0 },
      ],
    });
    expect(scanner.findNextMatchSync(line, 3, 0)?.index).toBe(0);
    expect(scanner.findNextMatchSync(line, 5, 0)).toEqual({
      index: 1,
      captureIndices: [
        { start: 6, end: 7, length: 1 },
        { start: 0xffffffff, end: 0xffffffff, length: 0 },
      ],
    });
    expect(scanner.findNextMatchSync(engine.createString('----'), 0, 0)).toBeNull();
  });
});
