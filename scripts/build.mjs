// Builds the package into dist/: the two ESM entries (vite), their type declarations (tsc),
// the one stylesheet and the shadcn bridge, and the protocol's JSON Schema.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { intentJsonSchema } from './intent-json-schema.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

run(bin('vite'), ['build', '--logLevel', 'warn']);
run(bin('tsc'), ['-p', 'tsconfig.build.json']);

/** Inlines `@import './x.css';` lines so the package ships one self-contained stylesheet. */
function bundleCss(file, seen = new Set()) {
  if (seen.has(file)) return '';
  seen.add(file);
  return readFileSync(file, 'utf8').replace(/^@import\s+['"](\.[^'"]+)['"];\s*$/gm, (_line, relative) =>
    bundleCss(resolve(dirname(file), relative), seen),
  );
}
mkdirSync(resolve(root, 'dist'), { recursive: true });
writeFileSync(resolve(root, 'dist/styles.css'), bundleCss(resolve(root, 'src/styles/styles.css')));
writeFileSync(resolve(root, 'dist/shadcn.css'), bundleCss(resolve(root, 'src/styles/shadcn.css')));

const protocol = await import(pathToFileURL(resolve(root, 'dist/protocol.js')).href);
writeFileSync(resolve(root, 'dist/intent.schema.json'), `${JSON.stringify(intentJsonSchema(protocol.RenderIntentSchema), null, 2)}\n`);
console.log('dist/ built: index.js, protocol.js, *.d.ts, styles.css, shadcn.css, intent.schema.json');
