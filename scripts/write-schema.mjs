// Writes the protocol's JSON Schema from the valibot schema in src/ (no build needed):
// `npm run schema` writes dist/intent.schema.json; `npm run schema -- out.json` writes elsewhere.
// The build writes the same file from the built protocol entry.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { intentJsonSchema } from './intent-json-schema.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(process.cwd(), process.argv[2] ?? resolve(root, 'dist/intent.schema.json'));

// Vite's module runner reads the TypeScript source as it is; no config file, no plugins needed.
const { module: protocol } = await runnerImport(resolve(root, 'src/protocol/intent-schema.ts'), {
  configFile: false,
  logLevel: 'warn',
});
const { module: fieldDocs } = await runnerImport(resolve(root, 'src/protocol/intent-field-docs.ts'), {
  configFile: false,
  logLevel: 'warn',
});
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify(intentJsonSchema(protocol.RenderIntentSchema, fieldDocs.INTENT_FIELD_DOCS), null, 2)}\n`,
);
console.log(`JSON Schema written to ${out}`);
