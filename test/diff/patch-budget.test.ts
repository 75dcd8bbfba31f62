import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DiffFileModel } from '../../src/diff/diff-model';
import { FIRST_PASS_BUDGET, parsePatch } from '../../src/diff/parse-patch';
import { readPatch } from './diff-fixtures';

/** `count` hunks of one added line each, in one file. */
function oneLineHunks(count: number): string {
  const hunks: string[] = [];
  for (let index = 0; index < count; index++) hunks.push(`@@ -${index + 1},0 +${index + 1} @@\n+added ${index}`);
  return `--- a/x\n+++ b/x\n${hunks.join('\n')}\n`;
}

/** Whether `file.hunks` is still to be read (a getter nothing has called yet). */
const hunksUnread = (file: DiffFileModel) => typeof Object.getOwnPropertyDescriptor(file, 'hunks')?.get === 'function';

/** A file as a reader sees it: its hunks read, the outline a deferred file carried left out. */
function asRead({ hunkOutline: _outline, ...file }: DiffFileModel): Omit<DiffFileModel, 'hunkOutline'> {
  return { ...file, hunks: file.hunks };
}

const peerPatches = ['diff2html.json', 'jsdiff.json'].flatMap(
  (name) =>
    (
      JSON.parse(readFileSync(resolve(process.cwd(), 'test/fixtures/peer-cases', name), 'utf8')) as {
        cases: { name?: string; patch: string }[];
      }
    ).cases,
);

describe('the first-pass budget of a patch', () => {
  it('counts a file of more hunks than the budget without keeping one of them, and reads them when asked', () => {
    const count = FIRST_PASS_BUDGET * 2;
    const [file, ...rest] = parsePatch(oneLineHunks(count));
    expect(rest).toEqual([]);
    expect(file).toMatchObject({
      newPath: 'x',
      additions: count,
      deletions: 0,
      hunkOutline: { count, lastNewEnd: count + 1 },
    });
    expect(hunksUnread(file!)).toBe(true);
    expect(file!.hunks).toHaveLength(count);
    expect(file!.hunks[count - 1]).toMatchObject({
      header: `@@ -${count},0 +${count} @@`,
      lines: [{ kind: 'add', text: `added ${count - 1}`, newNumber: count }],
    });
    expect(hunksUnread(file!)).toBe(false);
  });

  it('keeps the hunks of a file within the budget from the one pass', () => {
    const [file] = parsePatch(oneLineHunks(FIRST_PASS_BUDGET / 4));
    expect(file!.hunkOutline).toBeUndefined();
    expect(hunksUnread(file!)).toBe(false);
    expect(file!.hunks).toHaveLength(FIRST_PASS_BUDGET / 4);
  });

  it('reads the hunks of a deferred file exactly as one pass keeping them would', () => {
    const patch = `${oneLineHunks(3)}diff --git a/y b/y\n--- a/y\n+++ b/y\n@@ -1,2 +1,2 @@\n-old\r\n+new\n same\n\\ No newline at end of file\n`;
    const deferred = parsePatch(patch, { firstPassBudget: 0 });
    expect(deferred.every(hunksUnread)).toBe(true);
    expect(deferred.map((file) => file.hunkOutline?.count)).toEqual([3, 1]);
    expect(deferred.map(asRead)).toEqual(parsePatch(patch).map(asRead));
  });

  it.each([
    ['chalk-5.3.0-to-5.4.1.diff', readPatch('chalk-5.3.0-to-5.4.1.diff')],
    ['zod-3.22.0-to-3.22.4.diff', readPatch('zod-3.22.0-to-3.22.4.diff')],
    ...peerPatches.map((peerCase, index): [string, string] => [peerCase.name ?? `peer case ${index}`, peerCase.patch]),
  ])('gives the same files, deferred or not, for %s', (_name, patch) => {
    expect(parsePatch(patch, { firstPassBudget: 0 }).map(asRead)).toEqual(
      parsePatch(patch, { firstPassBudget: Number.POSITIVE_INFINITY }).map(asRead),
    );
  });
});

describe("a deferred file's outline", () => {
  it.each([
    ['chalk-5.3.0-to-5.4.1.diff', readPatch('chalk-5.3.0-to-5.4.1.diff')],
    ['zod-3.22.0-to-3.22.4.diff', readPatch('zod-3.22.0-to-3.22.4.diff')],
    ...peerPatches.map((peerCase, index): [string, string] => [peerCase.name ?? `peer case ${index}`, peerCase.patch]),
  ])(
    'counts the lines, the side-by-side rows and the hunks cut short that reading them finds, for %s',
    (_name, patch) => {
      for (const file of parsePatch(patch, { firstPassBudget: 0 })) {
        const outline = file.hunkOutline;
        if (!outline) continue;
        const hunks = file.hunks;
        let pairedLines = 0;
        for (const hunk of hunks) {
          let deletes = 0;
          let adds = 0;
          for (const line of [...hunk.lines, undefined]) {
            if (line?.kind === 'delete') deletes += 1;
            else if (line?.kind === 'add') adds += 1;
            else {
              pairedLines += Math.max(deletes, adds) + (line ? 1 : 0);
              deletes = 0;
              adds = 0;
            }
          }
        }
        expect(outline).toEqual({
          count: hunks.length,
          lastOldEnd: outline.lastOldEnd,
          lastNewEnd: outline.lastNewEnd,
          lines: hunks.reduce((sum, hunk) => sum + hunk.lines.length, 0),
          pairedLines,
          unread: hunks.filter((hunk) => hunk.unread !== undefined).length,
        });
      }
    },
  );
});
