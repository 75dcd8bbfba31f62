import { safeHref } from '../protocol/safe-href';
import type { AnsiStyle } from './ansi-types';
import { PLAIN_STYLE, applySgr, styleKey } from './sgr';

/** What a cell is drawn with: a style and a link. `key` is equal exactly when both are. */
export interface Pen {
  /** Identity for merging adjacent cells. */
  readonly key: string;
  /** The SGR attributes. */
  readonly style: AnsiStyle;
  /** The (already vetted) OSC 8 target, if any. */
  readonly href?: string;
}

// Every distinct style and link gets one Pen; 24-bit colours could make that unbounded, so the
// table is emptied when full (pens still compare by key, so nothing changes but memory).
const MAX_CACHED_PENS = 1024;
// SGR texts remembered per pen: a log repeats a handful (`ESC[32m`, `ESC[0m`) hundreds of thousands of times.
const MAX_SGR_PER_PEN = 64;

/**
 * The pens of one screen, and what an SGR or an OSC 8 sequence turns a pen into. A sequence
 * seen before from the same pen is a map lookup, not a parse: most of a coloured log's work was
 * re-reading the same few SGR sequences and building the same styles.
 */
export class PenTable {
  /** The terminal's default: no attributes, no link. */
  readonly plain: Pen;
  private readonly byKey = new Map<string, Pen>();
  private readonly afterSgr = new Map<Pen, Map<string, Pen>>();

  constructor() {
    this.plain = this.penFor(PLAIN_STYLE, undefined);
  }

  /** The pen after `ESC[<params>m`. */
  sgr(pen: Pen, params: string): Pen {
    let known = this.afterSgr.get(pen);
    const cached = known?.get(params);
    if (cached) return cached;
    const next = this.penFor(applySgr(pen.style, params), pen.href);
    if (!known || known.size >= MAX_SGR_PER_PEN) {
      known = new Map();
      this.afterSgr.set(pen, known);
    }
    known.set(params, next);
    return next;
  }

  /**
   * The pen after an OSC string: `8;params;URI` sets or clears the link (kept only for http and https); others change
   * nothing.
   */
  osc(pen: Pen, payload: string): Pen {
    // OSC 8 ; params ; URI: the URI may itself hold `;`, so split only twice.
    if (!payload.startsWith('8;')) return pen;
    const separator = payload.indexOf(';', 2);
    if (separator < 0) return pen;
    const target = payload.slice(separator + 1);
    return this.penFor(pen.style, target === '' ? undefined : safeHref(target));
  }

  private penFor(style: AnsiStyle, href: string | undefined): Pen {
    const key = href === undefined ? styleKey(style) : `${styleKey(style)}\u0000${href}`;
    let pen = this.byKey.get(key);
    if (!pen) {
      if (this.byKey.size >= MAX_CACHED_PENS) {
        this.byKey.clear();
        this.afterSgr.clear();
      }
      pen = href === undefined ? { key, style } : { key, style, href };
      this.byKey.set(key, pen);
    }
    return pen;
  }
}
