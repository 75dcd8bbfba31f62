// Real inputs for the bench, built at bench time from published artifacts and real programs'
// output (no network beyond the npm registry), cached under node_modules/.cache so reruns are
// fast. Each input is a file in `realInputsDir`; the bench page fetches them by name.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the inputs are written, one file per input. */
export const realInputsDir = resolve(root, 'node_modules/.cache/toolcards-bench-inputs');
const work = join(realInputsDir, 'work');

/** Downloads `name@version` from the npm registry (`npm pack`) and unpacks it; returns its folder. */
function unpacked(name, version) {
  const folder = join(work, `${name.replace(/[@/]/g, '_')}-${version}`);
  if (existsSync(folder)) return folder;
  mkdirSync(work, { recursive: true });
  const tarball = execFileSync('npm', ['pack', `${name}@${version}`, '--silent', '--pack-destination', work], {
    cwd: work,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop();
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  execFileSync('tar', ['xzf', join(work, tarball), '-C', partial, '--strip-components=1']);
  renameSync(partial, folder);
  return folder;
}

/** `git diff --no-index` of two folders or files, paths relative to `cwd` (exit code 1 means "differs"). */
function gitDiff(cwd, before, after) {
  const result = spawnSync('git', ['diff', '--no-index', '--no-color', '-M', before, after], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  if (result.status !== 0 && result.status !== 1) throw new Error(`git diff failed: ${result.stderr}`);
  return result.stdout;
}

/** A TypeScript project with real mistakes, compiled by the project's own `tsc --pretty`: real coloured diagnostics. */
function tscPrettyLog() {
  const project = join(work, 'tsc-project');
  mkdirSync(project, { recursive: true });
  const source = [];
  for (let index = 0; index < 400; index++) {
    source.push(`export function handler${index}(input: { id: number; name: string }): string {`);
    source.push(`  const count: number = input.name;`);
    source.push(`  return input.id + missing${index}(count);`);
    source.push(`}`);
  }
  writeFileSync(join(project, 'handlers.ts'), source.join('\n'));
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '--pretty', '--noEmit', '--strict', join(project, 'handlers.ts')],
    { cwd: project, encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  return result.stdout;
}

/** `npm ls --all` of the project, coloured as in a terminal. */
function npmLsLog() {
  return spawnSync('npm', ['ls', '--all', '--color=always'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 })
    .stdout;
}

/** Repeats real lines until the text has at least `lines` lines (a long build prints the same shapes over and over). */
function repeatToLines(parts, lines) {
  const chunks = [];
  let count = 0;
  while (count < lines) {
    for (const part of parts) {
      chunks.push(part);
      count += part.split('\n').length - 1;
    }
  }
  return chunks.join('');
}

const builders = {
  /** Many small files: two published versions of `diff` (CommonJS+ESM to a TypeScript rewrite). */
  'diff-many-files.patch': () =>
    gitDiff(work, relative(unpacked('diff', '5.2.0')), relative(unpacked('diff', '8.0.2'))),
  /** Some files of a package between minor versions: `marked` 12 to 14. */
  'diff-marked.patch': () =>
    gitDiff(work, relative(unpacked('marked', '12.0.0')), relative(unpacked('marked', '14.0.0'))),
  /** One huge file: TypeScript's `lib.dom.d.ts`, 5.4.5 against the installed 5.9. */
  'diff-one-huge-file.patch': () => {
    const before = join(work, 'dom-before');
    const after = join(work, 'dom-after');
    mkdirSync(before, { recursive: true });
    mkdirSync(after, { recursive: true });
    writeFileSync(
      join(before, 'lib.dom.d.ts'),
      readFileSync(join(unpacked('typescript', '5.4.5'), 'lib/lib.dom.d.ts')),
    );
    writeFileSync(join(after, 'lib.dom.d.ts'), readFileSync(join(root, 'node_modules/typescript/lib/lib.dom.d.ts')));
    return gitDiff(work, 'dom-before/lib.dom.d.ts', 'dom-after/lib.dom.d.ts');
  },
  /** A real large source file: the installed TypeScript's `lib.dom.d.ts`. */
  'lib.dom.d.ts': () => readFileSync(join(root, 'node_modules/typescript/lib/lib.dom.d.ts'), 'utf8'),
  /** `tsc --pretty` over a project with 800 type errors. */
  'tsc-pretty.log': tscPrettyLog,
  /** `npm ls --all --color=always`. */
  'npm-ls.log': npmLsLog,
  /** A 100k-line build log made of the real programs' output above, repeated. */
  'build-100k.log': () => repeatToLines([readInput('tsc-pretty.log'), readInput('npm-ls.log')], 100_000),
};

function relative(folder) {
  return folder.slice(work.length + 1);
}

function readInput(name) {
  return readFileSync(join(realInputsDir, name), 'utf8');
}

/** Builds every input not cached yet; returns their names with line counts, for the bench's header. */
export function prepareRealInputs() {
  mkdirSync(realInputsDir, { recursive: true });
  const made = [];
  for (const [name, build] of Object.entries(builders)) {
    const path = join(realInputsDir, name);
    if (!existsSync(path)) writeFileSync(path, build());
    const text = readInput(name);
    made.push({
      name,
      lines: text.split('\n').length - 1,
      bytes: Buffer.byteLength(text),
      files: name.endsWith('.patch') ? (text.match(/^diff --git /gm) ?? []).length : undefined,
    });
  }
  return made;
}
