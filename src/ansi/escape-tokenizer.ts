/**
 * Splits terminal output into printable text, C0 controls and escape sequences, after the DEC
 * VT500 parser state diagram (https://vt100.net/emu/dec_ansi_parser). Its state survives between
 * `write` calls, so a sequence cut by a chunk boundary completes with the next chunk and no
 * character is ever looked at twice.
 */

/**
 * What the tokenizer reports. `at` is where the event starts in the whole output (every
 * character ever written counts once), so a reader can find it again in the text.
 */
export interface EscapeHandler {
  /** Printable text, `text.slice(start, end)`: never a control character other than `\t`. */
  print(text: string, start: number, end: number, at: number): void;
  /** A C0 control (`\b`, `\n`, `\r`…), outside or inside a sequence, as a terminal executes it. */
  execute(code: number, at: number): void;
  /** A complete CSI sequence: parameter bytes (private marker included), intermediates, final; `at` is its ESC. */
  csi(params: string, intermediates: string, final: string, at: number): void;
  /** A complete OSC string's payload, without its introducer and terminator; `at` is its ESC. */
  osc(payload: string, at: number): void;
}

const enum State {
  Ground,
  Escape,
  EscapeIntermediate,
  Csi,
  CsiIgnore,
  OscString,
  OtherString,
  StringEscape,
}

const ESC = 0x1b;
const BEL = 0x07;
const CAN = 0x18;
const SUB = 0x1a;
const DEL = 0x7f;
const LEFT_BRACKET = 0x5b;
const RIGHT_BRACKET = 0x5d;
const BACKSLASH = 0x5c;

// Hostile or broken input must not grow memory: longer parameter or OSC text is dropped, and the
// sequence is still consumed. 8 KiB holds any real URL; 64 bytes holds any real CSI.
const MAX_CSI_LENGTH = 64;
const MAX_OSC_LENGTH = 8192;

/** Text to print: everything but C0 controls (except tab), DEL and the C1 block U+0080–U+009F. */
function isPrintable(code: number): boolean {
  return code === 0x09 || (code >= 0x20 && code < DEL) || code > 0x9f;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** An incremental escape-sequence tokenizer; feed it with `write`. */
export class EscapeTokenizer {
  /** Characters consumed so far, each counted once: the measure of the parser's work. */
  processedChars = 0;

  private state = State.Ground;
  private params = '';
  private intermediates = '';
  private osc = '';
  private oscOverflow = false;
  private stringIsOsc = false;
  /** Where the sequence being read began (its ESC), in the whole output. */
  private sequenceAt = 0;
  // A surrogate pair split by a chunk boundary is printed whole, as one cell, with the next chunk.
  private pendingHigh = '';
  /** Where the text being handled starts in the whole output: `base + index`. */
  private base = 0;

  constructor(private readonly handler: EscapeHandler) {}

  /** Whether no sequence is open: what follows is read as text or a new control. */
  get inGround(): boolean {
    return this.state === State.Ground;
  }

  /** Consumes one chunk of output, continuing from the last. */
  write(chunk: string): void {
    this.consume(chunk);
  }

  /**
   * Reads `text` from a fresh start, as if nothing came before: a line read again to be drawn.
   * Apart from `write`, so `write` alone counts the streaming parse.
   */
  read(text: string): void {
    this.state = State.Ground;
    this.pendingHigh = '';
    this.processedChars = 0;
    this.consume(text);
  }

  private consume(chunk: string): void {
    const length = chunk.length;
    this.base = this.processedChars;
    let i = 0;
    while (i < length) {
      if (this.state === State.Ground) {
        i = this.ground(chunk, i);
        continue;
      }
      this.step(chunk.charCodeAt(i), chunk, i);
      i++;
    }
    this.processedChars = this.base + length;
  }

  /** Prints the text run at `start` and reads the control ending it; returns the next index. */
  private ground(chunk: string, start: number): number {
    let end = start;
    let previous = 0;
    const length = chunk.length;
    while (end < length) {
      const code = chunk.charCodeAt(end);
      if (!isPrintable(code)) break;
      previous = code;
      end++;
    }
    if (this.pendingHigh !== '') {
      // The half held back from the last chunk goes out first: with its pair, or alone when none came.
      const high = this.pendingHigh;
      this.pendingHigh = '';
      const paired = end > start && (chunk.charCodeAt(start) & 0xfc00) === 0xdc00;
      this.handler.print(paired ? high + chunk[start] : high, 0, paired ? 2 : 1, this.base + start - 1);
      if (paired) start += 1;
    }
    if (end === length && end > start && isHighSurrogate(previous)) {
      this.pendingHigh = chunk.slice(end - 1);
      if (end - 1 > start) this.handler.print(chunk, start, end - 1, this.base + start);
    } else if (end > start) {
      this.handler.print(chunk, start, end, this.base + start);
    }
    if (end >= length) return end;
    const code = chunk.charCodeAt(end);
    if (code === ESC) return this.escapeInGround(chunk, end);
    // DEL and C1 code points are dropped: in UTF-8 output they are garbage, not controls.
    if (code < 0x20) this.handler.execute(code, this.base + end);
    return end + 1;
  }

  /**
   * A sequence starting at `at`: a CSI or an OSC whole in this chunk is read in one go (the
   * common case); anything else goes through the state machine a character at a time.
   */
  private escapeInGround(chunk: string, at: number): number {
    const introducer = chunk.charCodeAt(at + 1);
    if (introducer === LEFT_BRACKET) {
      let end = at + 2;
      let code = chunk.charCodeAt(end);
      while (code >= 0x30 && code <= 0x3f) code = chunk.charCodeAt(++end);
      if (code >= 0x40 && code <= 0x7e && end - at - 2 < MAX_CSI_LENGTH) {
        this.handler.csi(chunk.slice(at + 2, end), '', chunk[end] ?? '', this.base + at);
        return end + 1;
      }
    } else if (introducer === RIGHT_BRACKET) {
      let end = at + 2;
      let code = chunk.charCodeAt(end);
      while (code >= 0x20) code = chunk.charCodeAt(++end);
      const terminator = code === BEL ? 1 : code === ESC && chunk.charCodeAt(end + 1) === BACKSLASH ? 2 : 0;
      if (terminator > 0) {
        if (end - at - 2 <= MAX_OSC_LENGTH) this.handler.osc(chunk.slice(at + 2, end), this.base + at);
        return end + terminator;
      }
    }
    this.step(ESC, chunk, at);
    return at + 1;
  }

  private step(code: number, chunk: string, index: number): void {
    switch (this.state) {
      case State.Ground:
        if (code === ESC) this.enterEscape(index);
        else if (code < 0x20) this.handler.execute(code, this.base + index);
        return;
      case State.Escape:
        return this.escape(code, chunk, index);
      case State.EscapeIntermediate:
        if (this.interruptedBy(code, index)) return;
        if (code >= 0x30 && code <= 0x7e) this.state = State.Ground;
        else if (code > DEL) this.reprint(code, chunk, index);
        return;
      case State.Csi:
      case State.CsiIgnore:
        return this.csi(code, chunk, index);
      case State.OscString:
      case State.OtherString:
        if (code === BEL) this.endString();
        else if (code === ESC) this.state = State.StringEscape;
        else if (code === CAN || code === SUB) this.state = State.Ground;
        else if (code >= 0x20 && this.stringIsOsc && !this.oscOverflow) {
          this.osc += chunk[index] ?? '';
          if (this.osc.length > MAX_OSC_LENGTH) this.oscOverflow = true;
        }
        return;
      case State.StringEscape:
        // ESC ends the string whatever follows; only `\` (making ST) is part of it.
        this.endString();
        if (code !== BACKSLASH) {
          this.enterEscape(index - 1);
          this.escape(code, chunk, index);
        }
        return;
    }
  }

  private enterEscape(index: number): void {
    this.state = State.Escape;
    this.params = '';
    this.intermediates = '';
    this.sequenceAt = this.base + index;
  }

  private escape(code: number, chunk: string, index: number): void {
    this.state = State.Escape;
    if (this.interruptedBy(code, index)) return;
    if (code === LEFT_BRACKET) {
      this.state = State.Csi;
    } else if (code === RIGHT_BRACKET) {
      this.startString(true);
    } else if (code === 0x50 || code === 0x58 || code === 0x5e || code === 0x5f) {
      this.startString(false); // DCS, SOS, PM, APC: consumed, never interpreted
    } else if (code >= 0x20 && code <= 0x2f) {
      this.state = State.EscapeIntermediate;
    } else if (code >= 0x30 && code <= 0x7e) {
      this.state = State.Ground; // ESC + final (ESC7, ESC=, ESC c…): nothing to draw
    } else if (code > DEL) {
      this.reprint(code, chunk, index);
    }
  }

  private csi(code: number, chunk: string, index: number): void {
    if (this.interruptedBy(code, index)) return;
    if (code >= 0x40 && code <= 0x7e) {
      if (this.state === State.Csi)
        this.handler.csi(this.params, this.intermediates, chunk[index] ?? '', this.sequenceAt);
      this.state = State.Ground;
    } else if (code > DEL) {
      // Not part of any CSI: the sequence was cut short, so show the text that follows it.
      this.reprint(code, chunk, index);
    } else if (this.state === State.CsiIgnore) {
      // Consumed up to the final byte without being kept.
    } else if (this.params.length + this.intermediates.length >= MAX_CSI_LENGTH) {
      this.state = State.CsiIgnore;
    } else if (code >= 0x30 && code <= 0x3f) {
      // Parameter bytes after an intermediate are malformed: consume the sequence, ignore it.
      if (this.intermediates !== '') this.state = State.CsiIgnore;
      else this.params += chunk[index] ?? '';
    } else {
      this.intermediates += chunk[index] ?? '';
    }
  }

  /** Handles the controls every escape state shares; returns whether the byte was one. */
  private interruptedBy(code: number, index: number): boolean {
    if (code === ESC) this.enterEscape(index);
    else if (code === CAN || code === SUB) this.state = State.Ground;
    else if (code < 0x20) this.handler.execute(code, this.base + index);
    else return code === DEL;
    return true;
  }

  private reprint(code: number, chunk: string, index: number): void {
    this.state = State.Ground;
    // One code unit; a surrogate half here is printed alone (one cell), which is all it can be.
    if (isPrintable(code)) this.handler.print(chunk, index, index + 1, this.base + index);
  }

  private startString(isOsc: boolean): void {
    this.state = isOsc ? State.OscString : State.OtherString;
    this.stringIsOsc = isOsc;
    this.osc = '';
    this.oscOverflow = false;
  }

  private endString(): void {
    this.state = State.Ground;
    if (this.stringIsOsc && !this.oscOverflow) this.handler.osc(this.osc, this.sequenceAt);
    this.osc = '';
  }
}
