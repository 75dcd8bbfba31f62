import { toUnifiedText } from '../../src/diff/unified-text';
import { parsePatch } from '../../src/diff/parse-patch';
import { diffTexts } from '../../src/diff/diff-texts';
import { countRawPatch, readPatch } from './diff-fixtures';

/** The model without what a copied patch does not carry (full texts) or words differently. */
const comparable = (files: ReturnType<typeof parsePatch>) =>
  files.map(({ source: _source, canExpandContext: _expand, ...file }) => file);

/** Applies a one-file unified diff to `oldText` as `patch` does, trusting its hunk headers. */
function applyUnified(oldText: string, patch: string): string {
  const oldLines = oldText.split('\n');
  const out: string[] = [];
  let at = 0;
  let noNewline = false;
  for (const line of patch.split('\n')) {
    const header = /^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@/.exec(line);
    if (header) {
      const start = Number(header[1]) - (header[2] === '0' ? 0 : 1);
      while (at < start) out.push(oldLines[at++]!);
    } else if (line.startsWith('+') && !line.startsWith('+++')) {
      out.push(line.slice(1));
      noNewline = false;
    } else if (line.startsWith('-') && !line.startsWith('---')) at += 1;
    else if (line.startsWith(' ')) {
      out.push(oldLines[at++]!);
      noNewline = false;
    } else if (line.startsWith('\\')) noNewline = true;
  }
  while (at < oldLines.length) out.push(oldLines[at++]!);
  return noNewline ? out.join('\n') : `${out.join('\n')}\n`;
}

describe('toUnifiedText', () => {
  it.each(['chalk-5.3.0-to-5.4.1.diff', 'zod-3.22.0-to-3.22.4.diff'])('round-trips %s through parsePatch', (name) => {
    const files = parsePatch(readPatch(name));
    const text = toUnifiedText(files);
    expect(parsePatch(text)).toEqual(files);
    const raw = countRawPatch(text);
    expect(raw.map((file) => [file.additions, file.deletions])).toEqual(
      files.map((file) => [file.additions, file.deletions]),
    );
  });

  it('writes the hunks of the corpus as the corpus does, apart from index lines', () => {
    const patch = readPatch('chalk-5.3.0-to-5.4.1.diff');
    const withoutIndex = patch
      .split('\n')
      .filter((line) => !line.startsWith('index '))
      .join('\n');
    expect(toUnifiedText(parsePatch(patch))).toBe(withoutIndex);
  });

  it('round-trips renames, copies, modes, binaries, new and deleted files, CRLF and missing newlines', () => {
    const patch = [
      'diff --git a/old.txt b/new.txt',
      'similarity index 90%',
      'rename from old.txt',
      'rename to new.txt',
      '--- a/old.txt',
      '+++ b/new.txt',
      '@@ -1,2 +1,2 @@ heading',
      ' keep\r',
      '-gone\r',
      '\\ No newline at end of file',
      '+here',
      '\\ No newline at end of file',
      'diff --git a/a b/c',
      'similarity index 100%',
      'copy from a',
      'copy to c',
      'diff --git a/run.sh b/run.sh',
      'old mode 100644',
      'new mode 100755',
      'diff --git a/img.png b/img.png',
      'Binary files a/img.png and b/img.png differ',
      'diff --git a/n.txt b/n.txt',
      'new file mode 100644',
      '--- /dev/null',
      '+++ b/n.txt',
      '@@ -0,0 +1 @@',
      '+new',
      'diff --git a/d.txt b/d.txt',
      'deleted file mode 100644',
      '--- a/d.txt',
      '+++ /dev/null',
      '@@ -1 +0,0 @@',
      '-old',
      '',
    ].join('\n');
    const files = parsePatch(patch);
    expect(files.map((file) => file.status)).toEqual([
      'renamed',
      'copied',
      'mode-changed',
      'binary',
      'added',
      'deleted',
    ]);
    expect(toUnifiedText(files)).toBe(patch);
    expect(parsePatch(toUnifiedText(files))).toEqual(files);
  });

  it('writes a patch that, applied to the old text, gives the new one', () => {
    const oldText = 'one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten';
    const newText = 'one\nTWO\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\neleven\n';
    const file = diffTexts({ path: 'n.txt', oldText, newText });
    const text = toUnifiedText([file]);
    expect(applyUnified(oldText, text)).toBe(newText);
    expect(comparable(parsePatch(text))).toEqual(comparable([file]));
  });

  it('writes nothing for identical texts, and a new empty file as its header', () => {
    expect(toUnifiedText([diffTexts({ path: 'a', oldText: 'x', newText: 'x' })])).toBe('');
    expect(toUnifiedText([diffTexts({ path: 'e', oldText: null, newText: '' })])).toBe(
      'diff --git a/e b/e\nnew file mode 100644\n',
    );
  });

  it('quotes a path with a tab, as git does', () => {
    const text = toUnifiedText([diffTexts({ path: 'a\tb.txt', oldText: 'x\n', newText: 'y\n' })]);
    expect(text.split('\n')[0]).toBe('diff --git "a/a\\tb.txt" "b/a\\tb.txt"');
  });
});
