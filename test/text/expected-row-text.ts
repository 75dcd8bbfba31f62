import { readLinesOf } from '../../src/cards/read/read-lines';
import { showHiddenCharacters } from '../../src/cards/read/hidden-characters';
import type { ReadIntent } from '../../src/protocol/index';

/*
 * What a row must read as, from the intent alone: the line as sent, with only the documented
 * changes of each card applied. Pure, so the browser test's expectations are plain data.
 */

/** A read window's line `number` as drawn: its hidden characters as their markers (`␀`, `⟨U+202E⟩`). */
export function expectedReadText(intent: Record<string, unknown>, number: number): string | undefined {
  const line = readLinesOf(intent as ReadIntent).find((candidate) => candidate.number === number);
  return line === undefined ? undefined : showHiddenCharacters(line.text);
}

/** Every body line of a unified patch, without its ` `, `+` or `-` and its CR. */
export function patchLineTexts(patch: string): Set<string> {
  const lines = new Set<string>();
  for (const line of patch.split('\n')) {
    if (line[0] === ' ' || line[0] === '+' || line[0] === '-') lines.add(line.slice(1).replace(/\r$/, ''));
  }
  return lines;
}

/**
 * A search match's line as drawn: without its leading indentation (spaces and tabs), and when the
 * row shows a cut (`…`, `data-slot="cut"`) the part of the line between the cuts, which must be a
 * piece of the line as sent. `undefined` when the drawn text is no such piece.
 */
export function expectedSearchText(
  line: string | undefined,
  drawn: string,
  cutStart: boolean,
  cutEnd: boolean,
): string | undefined {
  if (line === undefined) return undefined;
  const unindented = line.replace(/^[ \t]+/, '');
  if (!cutStart && !cutEnd) return unindented;
  const inner = drawn.slice(cutStart ? 1 : 0, cutEnd ? -1 : undefined);
  const fits = cutStart ? line.includes(inner) && (!cutEnd || inner.length > 0) : unindented.startsWith(inner);
  return fits && (cutEnd || line.endsWith(inner)) ? drawn : undefined;
}
