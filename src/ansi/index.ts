/** The ANSI terminal parser: plain TypeScript, no React, no DOM. */
export { createAnsiScreen } from './ansi-screen';
export { parseAnsi } from './parse-ansi';
export { stripAnsi } from './strip-ansi';
export { ansiColorToCss, spanColors } from './ansi-color';
export type { AnsiScreen } from './ansi-screen';
export type { AnsiColor, AnsiStyle, AnsiSpan, AnsiLine } from './ansi-types';
