import { JavaScriptScanner, defaultJavaScriptRegexConstructor } from '@shikijs/engine-javascript';
import type { PatternScanner, RegexEngine, RegexEngineString } from 'shiki/core';
import { asciiCopyOf, isAscii } from './ascii-regex-copy';

type ScannerMatch = ReturnType<PatternScanner['findNextMatchSync']>;

/** Where a capture did not take part, as vscode-textmate expects it. */
const NO_CAPTURE = 0xffffffff;

/** A string the engine made: its text and an id that tells a pattern its last search is on it. */
interface EngineString extends RegexEngineString {
  readonly id: number;
}

let lastStringId = 0;

/** The last search of one pattern on one string, reused while the scanner moves forward in it. */
interface LastSearch {
  stringId: number;
  searchedFrom: number;
  matchIndex: number;
  indices: RegExpIndicesArray | undefined;
}

function toMatch(index: number, indices: RegExpIndicesArray | undefined): ScannerMatch {
  return {
    index,
    captureIndices: Array.from(indices ?? [], (range) =>
      range
        ? { start: range[0], end: range[1], length: range[1] - range[0] }
        : { start: NO_CAPTURE, end: NO_CAPTURE, length: 0 },
    ),
  };
}

/**
 * One rule's patterns: shiki's own scanner for lines with any character past ASCII, and, for
 * lines of ASCII only, the same search over ASCII copies of the patterns (`ascii-regex-copy.ts`),
 * each made the first time an ASCII line needs it. The search is the scanner contract: the pattern
 * whose match starts first at or after the position, the lowest index on a tie, and a pattern's
 * last search on the same string reused while it still answers (as `vscode-oniguruma` does).
 */
class AsciiFirstScanner implements PatternScanner {
  private readonly copies: (RegExp | null | undefined)[];
  private readonly lastSearches: (LastSearch | null | undefined)[];

  constructor(private readonly original: JavaScriptScanner) {
    this.copies = new Array<RegExp | null | undefined>(original.regexps.length);
    this.lastSearches = new Array<LastSearch | null | undefined>(original.regexps.length);
  }

  private copyAt(index: number): RegExp | null {
    let copy = this.copies[index];
    if (copy === undefined) {
      const regexp = this.original.regexps[index] ?? null;
      copy = regexp && asciiCopyOf(regexp);
      this.copies[index] = copy;
      // A search can be reused only for a regex that does not depend on where it started (no
      // sticky flag, no emulated search start).
      const reusable =
        copy !== null &&
        !copy.sticky &&
        !(copy as RegExp & { rawOptions?: { strategy?: unknown } }).rawOptions?.strategy;
      this.lastSearches[index] = reusable ? { stringId: 0, searchedFrom: 0, matchIndex: -1, indices: undefined } : null;
    }
    return copy;
  }

  findNextMatchSync(string: string | RegexEngineString, startPosition: number, options: number): ScannerMatch {
    const text = typeof string === 'string' ? string : string.content;
    if (!isAscii(text)) return this.original.findNextMatchSync(string, startPosition, options);
    const stringId = typeof string === 'string' ? 0 : ((string as Partial<EngineString>).id ?? 0);
    let bestIndex = -1;
    let bestMatchIndex = 0;
    let bestIndices: RegExpIndicesArray | undefined;
    for (let index = 0; index < this.copies.length; index++) {
      const regexp = this.copyAt(index);
      if (!regexp) continue;
      const last = stringId ? this.lastSearches[index] : null;
      let matchIndex: number;
      let indices: RegExpIndicesArray | undefined;
      if (
        last &&
        last.stringId === stringId &&
        last.searchedFrom <= startPosition &&
        (last.matchIndex === -1 || last.matchIndex >= startPosition)
      ) {
        matchIndex = last.matchIndex;
        indices = last.indices;
      } else {
        regexp.lastIndex = startPosition;
        const match = regexp.exec(text);
        matchIndex = match ? match.index : -1;
        indices = match?.indices;
        if (last) {
          last.stringId = stringId;
          last.searchedFrom = startPosition;
          last.matchIndex = matchIndex;
          last.indices = indices;
        }
      }
      if (matchIndex === -1) continue;
      if (matchIndex === startPosition) return toMatch(index, indices);
      if (bestIndex === -1 || matchIndex < bestMatchIndex) {
        bestIndex = index;
        bestMatchIndex = matchIndex;
        bestIndices = indices;
      }
    }
    return bestIndex === -1 ? null : toMatch(bestIndex, bestIndices);
  }
}

/**
 * shiki's JavaScript regex engine (its options and cache as `createJavaScriptRegexEngine` sets
 * them), whose scanners search lines of ASCII only with ASCII copies of their patterns: the same
 * matches, for about half of what V8 spends compiling a grammar's patterns on their first lines.
 */
export function createAsciiFirstEngine(): RegexEngine {
  const options = {
    cache: new Map<string, RegExp | Error>(),
    regexConstructor: (pattern: string) => defaultJavaScriptRegexConstructor(pattern, { target: 'auto' }),
  };
  return {
    createScanner: (patterns) => new AsciiFirstScanner(new JavaScriptScanner(patterns, options)),
    createString: (content): EngineString => ({ content, id: ++lastStringId }),
  };
}
