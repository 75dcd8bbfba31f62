import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { INTENT_FIELD_DOCS } from '../src/protocol/intent-field-docs';
import { RenderIntentSchema } from '../src/protocol/intent-schema';
import { intentJsonSchema } from '../scripts/intent-json-schema.mjs';

const root = process.cwd();
const scripts: Record<string, string> = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).scripts;

describe('package.json scripts', () => {
  it.each(Object.entries(scripts))('"%s" names only files that exist', (_name, command) => {
    const files = [...command.matchAll(/\bnode\s+(\S+\.m?js)\b/g)].map((match) => match[1] as string);
    for (const file of files) expect(existsSync(resolve(root, file)), file).toBe(true);
  });

  it('`npm run schema` writes the JSON Schema of the source, with the protocol’s defaults', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'toolcards-schema-')), 'intent.schema.json');
    execFileSync(process.execPath, [resolve(root, 'scripts/write-schema.mjs'), out], { cwd: root, stdio: 'pipe' });
    const written = JSON.parse(readFileSync(out, 'utf8'));
    expect(written).toEqual(intentJsonSchema(RenderIntentSchema, INTENT_FIELD_DOCS));
    const search = written.oneOf.find(
      (entry: { oneOf?: unknown[] }) => entry.oneOf !== undefined && JSON.stringify(entry).includes('"search"'),
    );
    for (const shape of search.oneOf) {
      expect(shape.properties.truncated).toMatchObject({ type: 'boolean', default: false });
      expect(shape.required).not.toContain('total');
      expect(shape.required).not.toContain('truncated');
    }
  }, 60_000);
});
