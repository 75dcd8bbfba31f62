import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

// A file's name says what it is across the whole of src/: two files of one name (two
// `diff-model.ts`) make a reader, an editor's quick-open and a stack trace guess which is meant.
// `index.ts` is the exception: it names a folder's way in, not a thing.

const src = resolve(import.meta.dirname, '../../src');

describe('the file names of src/', () => {
  it('are each used once, but index.ts', () => {
    const files = readdirSync(src, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && entry.name !== 'index.ts',
    );
    const foldersByName = new Map<string, string[]>();
    for (const file of files) foldersByName.set(file.name, [...(foldersByName.get(file.name) ?? []), file.parentPath]);
    const shared = [...foldersByName]
      .filter(([, folders]) => folders.length > 1)
      .map(([name, folders]) => `${name}: ${folders.join(', ')}`);
    expect(shared).toEqual([]);
  });
});
