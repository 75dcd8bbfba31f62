import type { PhrasingContent } from 'mdast';
import {
  characterReferenceAt,
  codePointAt,
  decodeString,
  codePointBefore,
  isAsciiPunctuation,
  isUnicodePunctuation,
  isUnicodeWhitespace,
  normalizeLabel,
} from './characters';
import { autolinkAt, inlineHtmlEnd, TerminatorSearch } from './html-syntax';
import { appendPhrasing, PieceList, processEmphasis, type InlinePiece } from './inline-pieces';
import { linkTailAt, plainTextOf, referenceAfter } from './link-tail';
import { scanLinkLabel } from './link-parts';
import { BacktickRuns } from './backtick-runs';

/** Characters that may start something other than plain text. */
const SPECIAL = /[\\`*_[\]!<&\n]/g;

/** An open `[` or `![` waiting for its `]` (spec 6.3 and appendix A, "look for link or image"). */
interface Bracket {
  piece: InlinePiece;
  image: boolean;
  /** Where the bracket's text starts in the source. */
  textStart: number;
  /** Order of creation: a link deactivates every `[` opened before it. */
  serial: number;
}

/**
 * The inline phase of CommonMark (spec part 6) for one paragraph or heading: the text is read
 * once from left to right into a list of pieces; code spans, autolinks and raw HTML are taken
 * whole where they start, brackets and delimiter runs wait on their stacks until a `]` or the
 * end resolves them.
 */
class InlineParser {
  private readonly pieces = new PieceList();
  private readonly brackets: Bracket[] = [];
  private readonly terminators: TerminatorSearch;
  private readonly backticks: BacktickRuns;
  private pending = '';
  private position = 0;
  private bracketSerial = 0;
  /** Brackets with a lower serial than this were opened before a link was made: they are inactive. */
  private activeFrom = 0;

  constructor(
    private readonly text: string,
    private readonly defined: ReadonlySet<string>,
  ) {
    this.terminators = new TerminatorSearch(text);
    this.backticks = new BacktickRuns(text);
  }

  parse(): PhrasingContent[] {
    const text = this.text;
    while (this.position < text.length) {
      const char = text[this.position] as string;
      switch (char) {
        case '\\':
          this.backslash();
          break;
        case '`':
          this.codeSpan();
          break;
        case '*':
        case '_':
          this.delimiterRun(char);
          break;
        case '[':
          this.openBracket(false, 1);
          break;
        case '!':
          if (text[this.position + 1] === '[') this.openBracket(true, 2);
          else this.literal(1);
          break;
        case ']':
          this.closeBracket();
          break;
        case '<':
          this.angleBracket();
          break;
        case '&':
          this.characterReference();
          break;
        case '\n':
          this.lineEnding();
          break;
        default: {
          SPECIAL.lastIndex = this.position + 1;
          const next = SPECIAL.exec(text)?.index ?? text.length;
          this.literal(next - this.position);
        }
      }
    }
    this.flush();
    processEmphasis(this.pieces, this.pieces.head);
    return this.pieces.cut(this.pieces.head, undefined).nodes;
  }

  private literal(length: number): void {
    this.pending += this.text.slice(this.position, this.position + length);
    this.position += length;
  }

  /** Ends the text gathered so far as a piece of its own. */
  private flush(): void {
    if (this.pending === '') return;
    this.pieces.append({ type: 'text', value: this.pending });
    this.pending = '';
  }

  private add(node: PhrasingContent, end: number): void {
    this.flush();
    this.pieces.append(node);
    this.position = end;
  }

  /** Spec 2.4 and 6.7: an escaped punctuation character is literal; before a line ending, a hard break. */
  private backslash(): void {
    const next = this.text.charAt(this.position + 1);
    if (next === '\n') {
      this.add({ type: 'break' }, this.position + 2);
      this.skipLineStart();
    } else if (isAsciiPunctuation(next)) {
      this.pending += next;
      this.position += 2;
    } else {
      this.literal(1);
    }
  }

  /** Spec 6.1: a backtick string, then the first backtick string of the same length closes the span. */
  private codeSpan(): void {
    const start = this.position;
    let end = start;
    while (this.text[end] === '`') end++;
    const close = this.backticks.closerFor(end - start, end);
    if (close < 0) {
      this.literal(end - start);
      return;
    }
    // Line endings count as spaces (spec 6.1) but mdast keeps them; the view draws them as spaces.
    let value = this.text.slice(end, close);
    if (value.length >= 2 && /^[ \n]/.test(value) && /[ \n]$/.test(value) && /[^ \n]/.test(value))
      value = value.slice(1, -1);
    this.add({ type: 'inlineCode', value }, close + end - start);
  }

  /** Spec 6.2: a run of `*` or `_`, and whether it can open or close emphasis by what flanks it. */
  private delimiterRun(char: '*' | '_'): void {
    const start = this.position;
    let end = start;
    while (this.text[end] === char) end++;
    const before = codePointBefore(this.text, start);
    const after = codePointAt(this.text, end);
    const spaceBefore = isUnicodeWhitespace(before);
    const spaceAfter = isUnicodeWhitespace(after);
    const punctuationBefore = isUnicodePunctuation(before);
    const punctuationAfter = isUnicodePunctuation(after);
    const leftFlanking = !spaceAfter && (!punctuationAfter || spaceBefore || punctuationBefore);
    const rightFlanking = !spaceBefore && (!punctuationBefore || spaceAfter || punctuationAfter);
    // `_` must not open or close inside a word (spec 6.2, rules 2 and 4).
    const canOpen = char === '*' ? leftFlanking : leftFlanking && (!rightFlanking || punctuationBefore);
    const canClose = char === '*' ? rightFlanking : rightFlanking && (!leftFlanking || punctuationAfter);
    this.flush();
    const run = canOpen || canClose ? { char, left: end - start, length: end - start, canOpen, canClose } : undefined;
    this.pieces.append({ type: 'text', value: this.text.slice(start, end) }, run);
    this.position = end;
  }

  private openBracket(image: boolean, length: number): void {
    this.flush();
    const piece = this.pieces.append({ type: 'text', value: image ? '![' : '[' });
    this.brackets.push({ piece, image, textStart: this.position + length, serial: this.bracketSerial++ });
    this.position += length;
  }

  /** Spec 6.3 and appendix A, "look for link or image": a `]` closes the nearest bracket if a link follows. */
  private closeBracket(): void {
    const opener = this.brackets[this.brackets.length - 1];
    if (opener === undefined) {
      this.literal(1);
      return;
    }
    this.brackets.pop();
    if (!opener.image && opener.serial < this.activeFrom) {
      this.literal(1);
      return;
    }
    const after = this.position + 1;
    const inline = linkTailAt(this.text, after);
    let node: PhrasingContent | undefined;
    let end = after;
    let children: PhrasingContent[] = [];
    const takeChildren = () => {
      this.flush();
      processEmphasis(this.pieces, opener.piece);
      children = this.pieces.cut(opener.piece, undefined).nodes;
    };
    if (inline) {
      takeChildren();
      end = inline.end;
      node = opener.image
        ? { type: 'image', url: inline.url, title: inline.title, alt: plainTextOf(children) }
        : { type: 'link', url: inline.url, title: inline.title, children: children as never };
    } else {
      const ownLabel =
        scanLinkLabel(this.text, opener.textStart - 1)?.end === after
          ? this.text.slice(opener.textStart, this.position)
          : undefined;
      const reference = referenceAfter(this.text, after, ownLabel, this.defined);
      if (reference) {
        takeChildren();
        end = reference.end;
        const shared = {
          identifier: normalizeLabel(reference.label),
          label: decodeString(reference.label),
          referenceType: reference.type,
        };
        node = opener.image
          ? { type: 'imageReference', alt: plainTextOf(children), ...shared }
          : { type: 'linkReference', children: children as never, ...shared };
      }
    }
    if (node === undefined) {
      this.literal(1);
      return;
    }
    opener.piece.node = node;
    this.position = end;
    // No link inside a link (spec 6.3): every `[` before this one can no longer make one.
    if (!opener.image) this.activeFrom = this.bracketSerial;
  }

  /** Spec 6.5 and 6.6: an autolink, else raw HTML, else a literal `<`. */
  private angleBracket(): void {
    const autolink = autolinkAt(this.text, this.position);
    if (autolink) {
      this.add(
        { type: 'link', url: autolink.url, title: null, children: [{ type: 'text', value: autolink.label }] },
        autolink.end,
      );
      return;
    }
    const end = inlineHtmlEnd(this.text, this.position, this.terminators);
    if (end > 0) this.add({ type: 'html', value: withoutLineIndentation(this.text.slice(this.position, end)) }, end);
    else this.literal(1);
  }

  private characterReference(): void {
    const reference = characterReferenceAt(this.text, this.position);
    if (!reference) {
      this.literal(1);
      return;
    }
    this.pending += reference.value;
    this.position += reference.length;
  }

  /** Spec 6.7 and 6.8: two or more spaces before a line ending make a hard break; spaces around a soft one go. */
  private lineEnding(): void {
    // Read from the end: the pending text can be a whole paragraph, and a regex anchored at its end
    // would scan it from the start at every line.
    const pending = this.pending;
    let end = pending.length;
    let spaces = 0;
    let tab = false;
    for (; end > 0; end--) {
      const char = pending[end - 1];
      if (char === ' ') spaces++;
      else if (char === '\t') tab = true;
      else break;
    }
    this.pending = pending.slice(0, end);
    // Only spaces make a hard break: a run that holds a tab does not (as mdast-util-from-markdown reads it).
    if (spaces >= 2 && !tab) {
      this.add({ type: 'break' }, this.position + 1);
    } else {
      this.pending += '\n';
      this.position++;
    }
    this.skipLineStart();
  }

  private skipLineStart(): void {
    while (this.text[this.position] === ' ' || this.text[this.position] === '\t') this.position++;
  }
}

/**
 * Raw HTML over several lines with up to three columns of each inner line's indentation dropped
 * (a tab split into the spaces left of it), as mdast-util-from-markdown gives it.
 */
function withoutLineIndentation(html: string): string {
  if (!html.includes('\n')) return html;
  return html.replace(/\n([ \t]+)/g, (_, indentation: string) => {
    let column = 0;
    let index = 0;
    while (index < indentation.length && column < 3) {
      const width = indentation[index] === '\t' ? 4 - (column % 4) : 1;
      if (column + width > 3) return `\n${' '.repeat(column + width - 3)}${indentation.slice(index + 1)}`;
      column += width;
      index++;
    }
    return `\n${indentation.slice(index)}`;
  });
}

/** The inline content of a paragraph or heading, links resolved against the `defined` identifiers. */
export function parseInlines(text: string, defined: ReadonlySet<string>): PhrasingContent[] {
  const nodes = new InlineParser(text, defined).parse();
  const children: PhrasingContent[] = [];
  for (const node of nodes) appendPhrasing(children, node);
  return children;
}
