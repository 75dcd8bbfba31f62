// Builds the package into dist/: the ESM entries (vite; again into dist/server/ with the cards whole), their type
// declarations (tsc),
// the one stylesheet and the shadcn bridge, and the protocol's JSON Schema.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runnerImport } from 'vite';
import { intentJsonSchema } from './intent-json-schema.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

run(bin('vite'), ['build', '--logLevel', 'warn']);
// dist/server/: the entries that draw cards again, with the cards whole, for server runtimes.
execFileSync(bin('vite'), ['build', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TOOLCARDS_BUILD: 'server' },
});
run(bin('tsc'), ['-p', 'tsconfig.build.json']);

/**
 * tsc keeps the sources' extensionless relative imports (`'./tool-card'`) in the declarations,
 * which node16/nodenext resolution refuses (every type becomes `any` there). Spells each one as
 * the file it resolves to (`./tool-card.js`, `./protocol/index.js`), valid under every resolution.
 */
function addDeclarationExtensions(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = resolve(dir, entry.name);
    if (entry.isDirectory()) addDeclarationExtensions(path);
    else if (entry.name.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8').replace(
        /((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g,
        (whole, head, quote, specifier) => {
          if (/\.(js|mjs|cjs|json)$/.test(specifier)) return whole;
          const target = resolve(dir, specifier);
          if (existsSync(`${target}.d.ts`)) return `${head}${quote}${specifier}.js${quote}`;
          if (existsSync(resolve(target, 'index.d.ts'))) return `${head}${quote}${specifier}/index.js${quote}`;
          throw new Error(`${path}: cannot resolve the declaration import '${specifier}'`);
        },
      );
      writeFileSync(path, text);
    }
  }
}
addDeclarationExtensions(resolve(root, 'dist'));

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

// toolcards/testing/jest: a CommonJS file Jest loads as it is (a preset is read with require()).
copyFileSync(resolve(root, 'src/testing/jest/jest-preset.cjs'), resolve(root, 'dist/testing-jest.cjs'));
copyFileSync(resolve(root, 'src/testing/jest/jest-preset.d.cts'), resolve(root, 'dist/testing-jest.d.cts'));

const protocol = await import(pathToFileURL(resolve(root, 'dist/protocol.js')).href);
// The fields' descriptions are no part of the built package's code (see src/protocol/intent-field-docs.ts): read from
// the source.
const { module: fieldDocs } = await runnerImport(resolve(root, 'src/protocol/intent-field-docs.ts'), {
  configFile: false,
  logLevel: 'warn',
});
writeFileSync(
  resolve(root, 'dist/intent.schema.json'),
  `${JSON.stringify(intentJsonSchema(protocol.RenderIntentSchema, fieldDocs.INTENT_FIELD_DOCS), null, 2)}\n`,
);
console.log(
  'dist/ built: index.js (and dist/server/ for server runtimes), protocol.js, *.d.ts, styles.css, shadcn.css, intent.schema.json',
);
