import type { DiffFileModel, DiffHunk } from './diff-model';
import { formatHunkHeader } from './diff-hunk';

/** git's rule: a path with a control character, a quote or a backslash is C-quoted. */
function quotePath(path: string): string {
  if (!/[\u0000-\u001f"\\\u007f]/.test(path)) return path;
  const escaped = path.replace(/[\u0000-\u001f"\\\u007f]/g, (char) => {
    const named: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r', '"': '\\"', '\\': '\\\\' };
    return named[char] ?? `\\${char.charCodeAt(0).toString(8).padStart(3, '0')}`;
  });
  return `"${escaped}"`;
}

/** `a/path`, quoted as a whole when it must be (git writes `"a/tab\there"`). */
function side(prefix: 'a/' | 'b/', path: string | null): string {
  if (path === null) return '/dev/null';
  const quoted = quotePath(path);
  return quoted.startsWith('"') ? `"${prefix}${quoted.slice(1)}` : prefix + quoted;
}

function pushHunk(out: string[], hunk: DiffHunk): void {
  out.push(formatHunkHeader(hunk.oldStart, hunk.oldLines, hunk.newStart, hunk.newLines, hunk.context));
  for (const line of hunk.lines) {
    const prefix = line.kind === 'add' ? '+' : line.kind === 'delete' ? '-' : ' ';
    out.push(prefix + line.text + (line.crlf ? '\r' : ''));
    if (line.noNewlineAtEnd) out.push('\\ No newline at end of file');
  }
  // Text after a hunk cut short is copied as it was sent: after the rewritten header's lines,
  // where `git apply` and `parsePatch` both read it as text between hunks.
  for (const line of hunk.unread?.lines ?? []) out.push(line);
}

/** The git headers of one file: `diff --git`, modes, rename or copy, binary. */
function pushHeaders(out: string[], file: DiffFileModel): void {
  const oldName = file.oldPath ?? file.newPath ?? '';
  const newName = file.newPath ?? file.oldPath ?? '';
  out.push(`diff --git ${side('a/', oldName)} ${side('b/', newName)}`);
  if (file.status === 'added') out.push(`new file mode ${file.newMode ?? '100644'}`);
  else if (file.status === 'deleted') out.push(`deleted file mode ${file.oldMode ?? '100644'}`);
  else if (file.oldMode !== undefined && file.newMode !== undefined && file.oldMode !== file.newMode) {
    out.push(`old mode ${file.oldMode}`, `new mode ${file.newMode}`);
  }
  if (file.status === 'renamed' || file.status === 'copied') {
    const verb = file.status === 'renamed' ? 'rename' : 'copy';
    if (file.similarity !== undefined) out.push(`similarity index ${file.similarity}%`);
    out.push(`${verb} from ${quotePath(oldName)}`, `${verb} to ${quotePath(newName)}`);
  }
  if (file.isBinary) out.push(`Binary files ${side('a/', file.oldPath)} and ${side('b/', file.newPath)} differ`);
}

/**
 * The files as one git-style unified diff, for "Copy patch": `git apply` takes it, and
 * `parsePatch` reads it back to the same files. CRLF lines get their `\r` back. A file without
 * any change (identical texts) writes nothing.
 */
export function toUnifiedText(files: readonly DiffFileModel[]): string {
  const out: string[] = [];
  for (const file of files) {
    const metadataOnly = file.status !== 'modified' || file.isBinary;
    if (file.hunks.length === 0 && !metadataOnly) continue;
    pushHeaders(out, file);
    if (file.hunks.length === 0 || file.isBinary) continue;
    out.push(`--- ${side('a/', file.oldPath)}`, `+++ ${side('b/', file.newPath)}`);
    for (const hunk of file.hunks) pushHunk(out, hunk);
  }
  return out.length === 0 ? '' : `${out.join('\n')}\n`;
}
