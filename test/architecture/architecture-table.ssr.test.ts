import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LAYERS } from '../../eslint.config.js';
import { ENGINE_FOLDERS } from '../../scripts/card-chunks.mjs';

// ARCHITECTURE.md's layer table is what eslint.config.js's LAYERS enforces: every folder of src/
// is in one layer, and the table's row of that layer names it, so a newcomer reading the table
// sees every folder and the rule that holds for it.

const root = resolve(import.meta.dirname, '../..');
const srcFolders = readdirSync(resolve(root, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The table's rows under `## Layers`, by their first cell (the layer's name). */
function tableRows(): Map<string, string> {
  const text = readFileSync(resolve(root, 'ARCHITECTURE.md'), 'utf8');
  const section = text.slice(text.indexOf('## Layers'), text.indexOf('\n## ', text.indexOf('## Layers') + 1));
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = /^\| ([^|]+?) \|(.*)\|$/.exec(line);
    if (cells?.[1] !== undefined && cells[2] !== undefined && !/^(layer|-+)$/.test(cells[1]))
      rows.set(cells[1], cells[2]);
  }
  return rows;
}

describe('ARCHITECTURE.md’s layer table', () => {
  it('puts every folder of src/ in exactly one layer of eslint.config.js’s LAYERS', () => {
    const layered = LAYERS.flatMap((layer) => layer.folders).filter((folder) => folder !== '.');
    expect([...layered].sort()).toEqual(srcFolders);
  });

  it('has the engines the browser build’s chunking sees through (scripts/card-chunks.mjs)', () => {
    const engines = LAYERS.filter((layer) => layer.engines).flatMap((layer) => layer.folders);
    expect([...ENGINE_FOLDERS].sort()).toEqual(engines.sort());
  });

  it('has one row per layer, in the order of LAYERS', () => {
    expect([...tableRows().keys()]).toEqual(LAYERS.map((layer) => layer.name));
  });

  it.each(srcFolders)('names src/%s/ in its layer’s row', (folder) => {
    const layer = LAYERS.find((candidate) => candidate.folders.includes(folder));
    expect(tableRows().get(layer?.name ?? '')).toContain(`\`src/${folder}/`);
  });

  it('names src/index.ts, src/ itself, in the entries’ row', () => {
    const layer = LAYERS.find((candidate) => candidate.folders.includes('.'));
    expect(tableRows().get(layer?.name ?? '')).toContain('`src/index.ts`');
  });
});
