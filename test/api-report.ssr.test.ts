import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as root from '../src/index';

// The API reports (api/*.api.md) are read from dist/'s declarations: the ssr project runs on a
// fresh build (`npm test` builds first, `npm run test:ssr` too).
const script = resolve(process.cwd(), 'scripts/write-api-report.mjs');

function check(dir?: string) {
  return spawnSync(process.execPath, [script, '--check', ...(dir ? ['--out', dir] : [])], {
    cwd: process.cwd(),
    encoding: 'utf8',
  });
}

describe('the API report', () => {
  it('matches the built declarations of every entry (`npm run build && npm run api` after an API change)', () => {
    const run = check();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 120_000);

  it('fails the check when a report is out of date, naming it', () => {
    const copy = join(mkdtempSync(join(tmpdir(), 'toolcards-api-')), 'api');
    cpSync(resolve(process.cwd(), 'api'), copy, { recursive: true });
    const report = join(copy, 'toolcards-protocol.api.md');
    writeFileSync(report, readFileSync(report, 'utf8').replace(/\n## `combineViews`[^]*?\n```\n/, '\n'));
    const run = check(copy);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('toolcards-protocol.api.md');
  }, 120_000);

  it('lists every value the root entry exports, each with the reason it is there', () => {
    const text = readFileSync(resolve(process.cwd(), 'api/toolcards.api.md'), 'utf8');
    for (const name of Object.keys(root))
      expect(text, name).toMatch(new RegExp(`## \`${name}\` \\(value[^\\n]*\\n\\nWhy here: \\S`));
  });

  it('gives the root entry none of the protocol’s names: they are toolcards/protocol’s', () => {
    const text = readFileSync(resolve(process.cwd(), 'api/toolcards-protocol.api.md'), 'utf8');
    const protocolNames = [...text.matchAll(/^## `([^`]+)`/gm)].map((match) => match[1]);
    const rootNames = [
      ...readFileSync(resolve(process.cwd(), 'api/toolcards.api.md'), 'utf8').matchAll(/^## `([^`]+)`/gm),
    ].map((match) => match[1]);
    expect(protocolNames).toContain('RenderIntent');
    expect(rootNames.filter((name) => protocolNames.includes(name))).toEqual([]);
  });
});
