/**
 * A lower bound on the line edits between two texts, in one linear pass: a line that one side has
 * more often than the other must be added or deleted that many times, whatever the alignment.
 * When it is over the diff's cost cap the alignment is hopeless, and trying it anyway cost up to
 * the cap squared (100 files with every line changed took 5 s).
 */
export function editLengthLowerBound(oldText: string, newText: string): number {
  const counts = new Map<string, number>();
  for (const line of oldText.split('\n')) counts.set(line, (counts.get(line) ?? 0) + 1);
  for (const line of newText.split('\n')) counts.set(line, (counts.get(line) ?? 0) - 1);
  let bound = 0;
  for (const count of counts.values()) bound += Math.abs(count);
  return bound;
}
