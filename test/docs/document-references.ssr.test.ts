import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brokenDocumentReferences } from './document-references';

function repoOf(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'toolcards-docs-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('references to repository documents and their headings', () => {
  it('name only documents that exist, in every Markdown link and code comment of the repo', () => {
    const broken = brokenDocumentReferences(process.cwd()).map(({ file, target }) => `${file}: ${target}`);
    expect(broken).toEqual([]);
  });

  it('are caught in a Markdown link, in Markdown prose and in a code comment, and only there', () => {
    const root = repoOf({
      'README.md':
        '# Kit\n\nSee [the guide](docs/guide.md#set-it-up), [its lost part](docs/guide.md#teardown), [missing](docs/gone.md) and PROTOCOL.md.\n\n```md\n[example](nowhere.md)\n```\n',
      'docs/guide.md':
        '# Guide\n\n## Set it up!\n\nBack to the [readme](../README.md#kit), [up](#guide), [nowhere](#down); [web](https://example.com/docs/x.md).\n',
      'src/a.ts':
        "/** The intent (PROTOCOL.md). */\nconst fixture = 'docs/old name.md'; // see HISTORY.md\nconst url = 'https://example.com/docs/y.md';\n",
    });
    expect(
      brokenDocumentReferences(root)
        .map(({ file, target }) => `${file}: ${target}`)
        .sort(),
    ).toEqual([
      'README.md: PROTOCOL.md',
      'README.md: docs/gone.md',
      'README.md: docs/guide.md#teardown',
      'docs/guide.md: #down',
      'src/a.ts: HISTORY.md',
      'src/a.ts: PROTOCOL.md',
    ]);
  });
});
