/** The ANSI terminal parser's one way in from the rest of src/: plain TypeScript, no React, no DOM. */
export { createAnsiScreen } from './ansi-screen';
export { parseAnsi } from './parse-ansi';
export { stripAnsi } from './strip-ansi';
export { ansiColorToCss, spanColors } from './ansi-color';
export type { AnsiScreen } from './ansi-screen';
export type { AnsiColor, AnsiStyle, AnsiSpan, AnsiLine } from './ansi-types';
export { EscapeTokenizer } from './escape-tokenizer';
export { MAX_SPANS_PER_LINE } from './line-buffer';
export type { WrittenText } from './line-buffer';
