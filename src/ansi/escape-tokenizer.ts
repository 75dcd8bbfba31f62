import { charWidth, textWidth } from './char-width';

/**
 * Splits terminal output into printable text, C0 controls and escape sequences, after the DEC
 * VT500 parser state diagram (https://vt100.net/emu/dec_ansi_parser). Its state survives between
 * `write` calls, so a sequence cut by a chunk boundary completes with the next chunk and no
 * character is ever looked at twice.
 */

/** What the tokenizer reports; `print` never receives a control character other than `\t`. */
export interface EscapeHandler {
  /** Printable text and its width in cells (columns, see `textWidth`: two for CJK and emoji, none for marks). */
  print(text: string, cells: number): void;
  /** A C0 control (`\b`, `\n`, `\r`…), outside or inside a sequence, as a terminal executes it. */
  execute(code: number): void;
  /** A complete CSI sequence: parameter bytes (private marker included), intermediates, final. */
  csi(params: string, intermediates: string, final: string): void;
  /** A complete OSC string's payload, without its introducer and terminator. */
  osc(payload: string): void;
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
  // A surrogate pair split by a chunk boundary is printed whole, as one cell, with the next chunk.
  private pendingHigh = '';

  constructor(private readonly handler: EscapeHandler) {}

  /** Consumes one chunk of output. */
  write(chunk: string): void {
    const length = chunk.length;
    let i = 0;
    while (i < length) {
      if (this.state === State.Ground) {
        i = this.ground(chunk, i);
        continue;
      }
      this.step(chunk.charCodeAt(i), chunk[i] ?? '');
      this.processedChars++;
      i++;
    }
  }

  /** Prints the text run at `start` and steps the control ending it; returns the next index. */
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
    this.processedChars += end - start;
    if (end === start && this.pendingHigh !== '') {
      // The pair never completed: the lone half is shown as what it is rather than carried on.
      this.handler.print(this.pendingHigh, 1);
      this.pendingHigh = '';
    }
    if (end > start) {
      let text = this.pendingHigh + chunk.slice(start, end);
      this.pendingHigh = '';
      if (end === length && isHighSurrogate(previous)) {
        this.pendingHigh = text.slice(-1);
        text = text.slice(0, -1);
      }
      if (text !== '') this.handler.print(text, textWidth(text));
    }
    if (end < length) {
      this.step(chunk.charCodeAt(end), chunk[end] ?? '');
      this.processedChars++;
      end++;
    }
    return end;
  }

  private step(code: number, char: string): void {
    switch (this.state) {
      case State.Ground:
        if (code === ESC) this.enterEscape();
        else if (code < 0x20) this.handler.execute(code);
        // DEL and C1 code points are dropped: in UTF-8 output they are garbage, not controls.
        return;
      case State.Escape:
        return this.escape(code, char);
      case State.EscapeIntermediate:
        if (this.interruptedBy(code)) return;
        if (code >= 0x30 && code <= 0x7e) this.state = State.Ground;
        else if (code > DEL) this.reprint(code, char);
        return;
      case State.Csi:
      case State.CsiIgnore:
        return this.csi(code, char);
      case State.OscString:
      case State.OtherString:
        if (code === BEL) this.endString();
        else if (code === ESC) this.state = State.StringEscape;
        else if (code === CAN || code === SUB) this.state = State.Ground;
        else if (code >= 0x20 && this.stringIsOsc && !this.oscOverflow) {
          this.osc += char;
          if (this.osc.length > MAX_OSC_LENGTH) this.oscOverflow = true;
        }
        return;
      case State.StringEscape:
        // ESC ends the string whatever follows; only `\` (making ST) is part of it.
        this.endString();
        if (code !== 0x5c) {
          this.enterEscape();
          this.escape(code, char);
        }
        return;
    }
  }

  private enterEscape(): void {
    this.state = State.Escape;
    this.params = '';
    this.intermediates = '';
  }

  private escape(code: number, char: string): void {
    this.state = State.Escape;
    if (this.interruptedBy(code)) return;
    if (code === 0x5b) {
      this.state = State.Csi;
    } else if (code === 0x5d) {
      this.startString(true);
    } else if (code === 0x50 || code === 0x58 || code === 0x5e || code === 0x5f) {
      this.startString(false); // DCS, SOS, PM, APC: consumed, never interpreted
    } else if (code >= 0x20 && code <= 0x2f) {
      this.state = State.EscapeIntermediate;
    } else if (code >= 0x30 && code <= 0x7e) {
      this.state = State.Ground; // ESC + final (ESC7, ESC=, ESC c…): nothing to draw
    } else if (code > DEL) {
      this.reprint(code, char);
    }
  }

  private csi(code: number, char: string): void {
    if (this.interruptedBy(code)) return;
    if (code >= 0x40 && code <= 0x7e) {
      if (this.state === State.Csi) this.handler.csi(this.params, this.intermediates, char);
      this.state = State.Ground;
    } else if (code > DEL) {
      // Not part of any CSI: the sequence was cut short, so show the text that follows it.
      this.reprint(code, char);
    } else if (this.state === State.CsiIgnore) {
      // Consumed up to the final byte without being kept.
    } else if (this.params.length + this.intermediates.length >= MAX_CSI_LENGTH) {
      this.state = State.CsiIgnore;
    } else if (code >= 0x30 && code <= 0x3f) {
      // Parameter bytes after an intermediate are malformed: consume the sequence, ignore it.
      if (this.intermediates !== '') this.state = State.CsiIgnore;
      else this.params += char;
    } else {
      this.intermediates += char;
    }
  }

  /** Handles the controls every escape state shares; returns whether the byte was one. */
  private interruptedBy(code: number): boolean {
    if (code === ESC) this.enterEscape();
    else if (code === CAN || code === SUB) this.state = State.Ground;
    else if (code < 0x20) this.handler.execute(code);
    else return code === DEL;
    return true;
  }

  private reprint(code: number, char: string): void {
    this.state = State.Ground;
    // One code unit; a surrogate half here is printed alone (one cell), which is all it can be.
    if (isPrintable(code)) this.handler.print(char, charWidth(code));
  }

  private startString(isOsc: boolean): void {
    this.state = isOsc ? State.OscString : State.OtherString;
    this.stringIsOsc = isOsc;
    this.osc = '';
    this.oscOverflow = false;
  }

  private endString(): void {
    this.state = State.Ground;
    if (this.stringIsOsc && !this.oscOverflow) this.handler.osc(this.osc);
    this.osc = '';
  }
}
