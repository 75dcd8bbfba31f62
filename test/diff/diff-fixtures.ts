import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// Tests run from the project root in every environment (jsdom has no file: import.meta.url).
const root = resolve(process.cwd(), 'test/fixtures');

/** A corpus patch from test/fixtures/diff, by file name. */
export function readPatch(name: string): string {
  return readFileSync(resolve(root, 'diff', name), 'utf8');
}

/** A diff intent from test/fixtures/intents, by name without `.json`. */
export function readIntent(name: string): {
  diffs?: { path: string; oldText: string | null; newText: string }[];
  patch?: string;
} {
  return JSON.parse(readFileSync(resolve(root, 'intents', `${name}.json`), 'utf8'));
}

/** Per-file counts taken straight from a git patch's text, without any diff parser. */
export interface RawFileCounts {
  header: string;
  additions: number;
  deletions: number;
}

/**
 * Counts `+` and `-` lines per `diff --git` section. Only lines after the section's first `@@`
 * count, so `---`/`+++` file headers are left out while a deleted `---` (a markdown rule, in the
 * chalk patch) still counts.
 */
export function countRawPatch(patch: string): RawFileCounts[] {
  const files: RawFileCounts[] = [];
  let current: RawFileCounts | undefined;
  let inHunks = false;
  for (const line of patch.split('\n')) {
    if (line.startsWith('diff --git ')) {
      current = { header: line, additions: 0, deletions: 0 };
      files.push(current);
      inHunks = false;
    } else if (line.startsWith('@@')) {
      inHunks = true;
    } else if (current && inHunks) {
      if (line.startsWith('+')) current.additions += 1;
      else if (line.startsWith('-')) current.deletions += 1;
    }
  }
  return files;
}
