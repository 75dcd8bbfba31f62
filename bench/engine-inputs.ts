/**
 * The inputs of the engine comparison (`bench/engines.mjs`), read in Node: every Markdown text,
 * terminal log, text pair and patch of `test/fixtures`, the bench's real inputs (published
 * packages diffed, real programs' logs), a megabyte of real READMEs from `node_modules`, and the
 * pathological inputs the budgets list.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { EngineInputs } from './engine-decisions';
import { PATHOLOGICAL_INPUTS } from './pathological-inputs';

const root = process.cwd();

/** Every string of the JSON/JSONL fixtures and every text file, with its file name. */
function fixtureStrings(): Array<{ file: string; text: string }> {
  const found: Array<{ file: string; text: string }> = [];
  const collect = (value: unknown, file: string) => {
    const stack = [value];
    while (stack.length > 0) {
      const current = stack.pop();
      if (typeof current === 'string') found.push({ file, text: current });
      else if (current !== null && typeof current === 'object') stack.push(...Object.values(current));
    }
  };
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'first-markup' && name !== 'peer-cases') walk(path);
      } else if (name.endsWith('.json')) collect(JSON.parse(readFileSync(path, 'utf8')), path);
      else if (name.endsWith('.jsonl'))
        for (const line of readFileSync(path, 'utf8').split('\n').filter(Boolean)) collect(JSON.parse(line), path);
      else if (/\.(md|log|diff)$/.test(name)) found.push({ file: path, text: readFileSync(path, 'utf8') });
    }
  };
  walk(resolve(root, 'test/fixtures'));
  return found;
}

/** README.md files of the installed packages, in name order, until `bytes` are read. */
function readmes(bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  const modules = resolve(root, 'node_modules');
  for (const name of readdirSync(modules).sort()) {
    const folders = name.startsWith('@')
      ? readdirSync(join(modules, name)).map((inner) => join(modules, name, inner))
      : [join(modules, name)];
    for (const folder of folders) {
      try {
        const text = readFileSync(join(folder, 'README.md'), 'utf8');
        parts.push(text);
        size += text.length;
      } catch {
        // A package without a README.
      }
      if (size >= bytes) return parts.join('\n\n');
    }
  }
  return parts.join('\n\n');
}

/** The engine comparison's inputs; `realInputsDir` holds the bench's real inputs (see bench/real-inputs.mjs). */
export function engineInputs(realInputsDir: string): EngineInputs {
  const strings = fixtureStrings();
  const real = (name: string) => readFileSync(join(realInputsDir, name), 'utf8');
  const pathological = PATHOLOGICAL_INPUTS.map((input) => ({
    name: input.name,
    intent: input.intent() as Record<string, unknown>,
  }));
  const inputs: EngineInputs = {
    markdown: {
      'every Markdown text of the fixtures': strings
        .filter(({ text }) => text.length >= 20 && /[#*_`[\]>-]/.test(text))
        .map(({ text }) => text),
      '1 MB of real READMEs': [readmes(1_000_000)],
    },
    ansi: {
      'the terminal logs of the fixtures': strings.filter(({ file }) => file.endsWith('.log')).map(({ text }) => text),
      'tsc --pretty and npm ls, 100k lines (bench input)': [real('build-100k.log')],
    },
    texts: {
      'the edits of the fixtures (DSH and intents)': [],
    },
    patches: {
      'the patches of the fixtures': strings
        .filter(({ text }) => /^(diff |--- )/.test(text) && /^@@ /m.test(text))
        .map(({ text }) => text),
      'diff 5.2.0 → 8.0.2, 157 files (bench input)': [real('diff-many-files.patch')],
      'lib.dom.d.ts 5.4.5 → 5.9, one file (bench input)': [real('diff-one-huge-file.patch')],
    },
  };
  // Text pairs: every `{ oldText, newText }` object of the fixtures.
  const pairs = inputs.texts['the edits of the fixtures (DSH and intents)']!;
  const walk = (value: unknown) => {
    const stack = [value];
    while (stack.length > 0) {
      const current = stack.pop();
      if (current === null || typeof current !== 'object') continue;
      const record = current as Record<string, unknown>;
      if (typeof record.oldText === 'string' && typeof record.newText === 'string')
        pairs.push({ oldText: record.oldText, newText: record.newText });
      stack.push(...Object.values(record));
    }
  };
  for (const dir of ['test/fixtures/dsh-views', 'test/fixtures/intents'])
    for (const name of readdirSync(resolve(root, dir)))
      if (name.endsWith('.json')) walk(JSON.parse(readFileSync(resolve(root, dir, name), 'utf8')));
  for (const { name, intent } of pathological) {
    if (name.startsWith('markdown:')) {
      if (typeof intent.answer === 'string') inputs.markdown[name] = [intent.answer];
    } else if (name.startsWith('terminal:') && typeof intent.output === 'string' && intent.output.length <= 1_000_000)
      inputs.ansi[name] = [intent.output];
    else if (name.startsWith('diff:') && typeof intent.patch === 'string') inputs.patches[name] = [intent.patch];
    else if (name.startsWith('diff:') && Array.isArray(intent.diffs))
      inputs.texts[name] = intent.diffs as Array<{ oldText: string; newText: string }>;
  }
  return inputs;
}
