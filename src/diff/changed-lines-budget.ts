// A module of its own: the diff card's startup code (its loading room) reads it without the row builders.
/**
 * A file with more changed lines than this starts collapsed behind "Load diff", as on GitHub:
 * the reader opens the big generated file on purpose, not by scrolling into it.
 */
export const DEFAULT_CHANGED_LINES_BUDGET = 400;
