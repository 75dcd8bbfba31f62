import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToString } from 'react-dom/server';
import { parsePatch } from '../../../src/diff/parse-patch';
import { ToolCard } from '../../../src/index';

const chalkPatch = readFileSync(resolve(process.cwd(), 'test/fixtures/diff/chalk-5.3.0-to-5.4.1.diff'), 'utf8');
const failed = 'card failed to draw';
const rowsIn = (markup: string) => markup.match(/data-slot="line"/g)?.length ?? 0;
const draw = (patch: string) =>
  renderToString(<ToolCard intent={{ card: 'diff', title: 'Stream', status: 'running', patch }} />);

/** Body lines (after a file's first `@@`, not `\ No newline`) in a git patch's text, counted without any parser. */
function bodyLinesIn(patch: string): number {
  let count = 0;
  let inHunks = false;
  for (const line of patch.split('\n')) {
    if (line.startsWith('diff --git ')) inHunks = false;
    else if (line.startsWith('@@')) inHunks = true;
    else if (inHunks && /^[-+ ]/.test(line)) count += 1;
  }
  return count;
}

/** Every prefix of `patch` that ends at a line boundary. */
function linePrefixes(patch: string): string[] {
  const prefixes: string[] = [];
  for (let index = patch.indexOf('\n'); index >= 0; index = patch.indexOf('\n', index + 1))
    prefixes.push(patch.slice(0, index + 1));
  return prefixes;
}

describe('a diff card given a patch as it streams', () => {
  it('draws the odd fragments a stream starts with, without falling back', () => {
    for (const patch of [
      '--- a',
      '+++ x',
      'hello\n--- a/x',
      '--- a/x\n+++ b/x',
      '@@',
      '@@ -1,3 +1',
      '+++ x\n--- y',
      'diff --git a/x b/x\n---',
    ]) {
      const markup = draw(patch);
      expect(markup, patch).toContain('data-card="diff"');
      expect(markup, patch).not.toContain(failed);
    }
  });

  it('reads every line-boundary prefix of a real git patch with all the body lines it has so far', () => {
    const prefixes = linePrefixes(chalkPatch);
    expect(prefixes.length).toBeGreaterThan(200);
    for (const prefix of prefixes) {
      const files = parsePatch(prefix);
      const lines = files.reduce(
        (sum, file) => sum + file.hunks.reduce((total, hunk) => total + hunk.lines.length, 0),
        0,
      );
      expect(lines, prefix.slice(-80)).toBe(bodyLinesIn(prefix));
    }
  });

  // About 1,300 server renders: 30 s on a loaded 2-core machine, so the ceiling is generous; it
  // bounds a hang, not the speed.
  it(
    'renders every line-boundary prefix, and every character of each `---`/`+++` line, on the server',
    { timeout: 180_000 },
    () => {
      const ends: number[] = linePrefixes(chalkPatch).map((prefix) => prefix.length);
      const headerLines = [...chalkPatch.matchAll(/^(?:---|\+\+\+) .*$/gm)];
      expect(headerLines.length).toBe(10);
      for (const match of headerLines) {
        for (let cut = 1; cut <= match[0].length; cut++) ends.push(match.index + cut);
      }
      for (const end of ends) {
        const markup = draw(chalkPatch.slice(0, end));
        expect(markup, chalkPatch.slice(end - 60, end)).not.toContain(failed);
        expect(markup).toContain('data-card="diff"');
      }
    },
  );

  it('shows the lines of the first file as they arrive', () => {
    const firstFile = chalkPatch.slice(0, chalkPatch.indexOf('diff --git', 1));
    for (const prefix of linePrefixes(firstFile)) {
      expect(rowsIn(draw(prefix)), prefix.slice(-60)).toBe(bodyLinesIn(prefix));
    }
    const markup = draw(firstFile.slice(0, firstFile.indexOf('+\t"version"') + 8));
    expect(markup).toContain('5.3.0');
    expect(markup).toMatch(/data-kind="add".*versi<\/mark>/);
    expect(markup).toContain('data-slot="file-header"');
    expect(markup).toContain('chalk-5.4.1/package.json');
  });
});
