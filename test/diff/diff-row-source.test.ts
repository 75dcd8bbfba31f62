import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { diffFilesOf } from '../../src/diff/diff-files';
import type { DiffFileModel } from '../../src/diff/diff-model';
import { diffRowSource, type DiffRowLayout } from '../../src/diff/diff-row-source';
import { splitRows, unifiedRows, type DiffRow } from '../../src/diff/diff-rows';
import { parsePatch } from '../../src/diff/parse-patch';
import { readPatch } from './diff-fixtures';

/*
 * The diff card parses a patch's files when their rows are first read, so a patch of many files
 * builds the files on screen before its first paint. What it draws must not change: every row,
 * every file's place, in both layouts, for real patches and the peers' edge cases (cut-short
 * hunks, no-newline markers, binary and renamed files, combined diffs).
 */

const peerPatches = ['diff2html.json', 'jsdiff.json'].flatMap((name) =>
  (
    JSON.parse(readFileSync(resolve(process.cwd(), 'test/fixtures/peer-cases', name), 'utf8')) as {
      cases: { name?: string; patch: string }[];
    }
  ).cases.map((peerCase, index): [string, string] => [`${name} ${peerCase.name ?? index}`, peerCase.patch]),
);

const PATCHES: [string, string][] = [
  ['chalk-5.3.0-to-5.4.1.diff', readPatch('chalk-5.3.0-to-5.4.1.diff')],
  ['zod-3.22.0-to-3.22.4.diff', readPatch('zod-3.22.0-to-3.22.4.diff')],
  ...peerPatches,
];

/** Whether `file.hunks` is still to be read (a getter nothing has called yet). */
const hunksUnread = (file: DiffFileModel) => typeof Object.getOwnPropertyDescriptor(file, 'hunks')?.get === 'function';

function everyRow(source: { length: number; at(index: number): DiffRow | undefined }): (DiffRow | undefined)[] {
  return Array.from({ length: source.length }, (_, index) => source.at(index));
}

const build = { unified: unifiedRows, split: splitRows } as const;

describe('the rows of a diff, made file by file', () => {
  it.each(
    PATCHES.flatMap(([name, patch]) => (['unified', 'split'] as const).map((layout) => [name, layout, patch] as const)),
  )(
    '%s (%s): every row as the whole list has it, each file header where the list has it',
    (_name, layout: DiffRowLayout, patch) => {
      const eager = build[layout](parsePatch(patch));
      const files = diffFilesOf({ patch });
      const source = diffRowSource(files, layout);
      expect(source.length).toBe(eager.length);
      expect(everyRow(source)).toEqual(eager);
      files.forEach((_, file) =>
        expect(source.fileHeaderIndex(file)).toBe(
          eager.findIndex((row) => row.type === 'file-header' && row.file === file),
        ),
      );
    },
  );

  it.each(PATCHES.map(([name, patch]) => [name, patch] as const))(
    '%s: the same rows with files collapsed and opened by the reader',
    (_name, patch) => {
      const files = diffFilesOf({ patch });
      const collapsed = new Set(files.map((_, index) => index).filter((index) => index % 2 === 0));
      for (const layout of ['unified', 'split'] as const) {
        const eager = build[layout](parsePatch(patch), { collapsed, budget: 3 });
        expect(everyRow(diffRowSource(files, layout, { collapsed, budget: 3 }))).toEqual(eager);
      }
    },
  );

  it('parses only the files whose rows are read: the first screen of a many-file patch reads its first files', () => {
    const patch = readPatch('zod-3.22.0-to-3.22.4.diff');
    const files = diffFilesOf({ patch });
    expect(files.length).toBeGreaterThan(5);
    expect(files.every(hunksUnread)).toBe(true);
    const source = diffRowSource(files, 'unified');
    expect(files.every(hunksUnread)).toBe(true);
    for (let index = 0; index < 40; index++) source.at(index);
    const read = files.map((file) => !hunksUnread(file));
    const lastRead = read.lastIndexOf(true);
    expect(read.slice(0, lastRead + 1).every(Boolean)).toBe(true);
    expect(read.filter(Boolean).length).toBeLessThan(files.length);
    expect(source.fileHeaderIndex(lastRead + 1)).toBeGreaterThanOrEqual(40);
  });

  it('has no row outside its range, and no header for a file it does not have', () => {
    const source = diffRowSource(diffFilesOf({ patch: readPatch('chalk-5.3.0-to-5.4.1.diff') }), 'unified');
    expect(source.at(-1)).toBeUndefined();
    expect(source.at(source.length)).toBeUndefined();
    expect(source.at(Number.NaN)).toBeUndefined();
    expect(source.fileHeaderIndex(-1)).toBe(-1);
    expect(source.fileHeaderIndex(10_000)).toBe(-1);
    expect(diffRowSource([], 'split').length).toBe(0);
  });
});
