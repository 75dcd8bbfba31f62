/**
 * The pathological inputs of issues 15 and 22, each one that took seconds or crashed a tab before
 * the kit's budgets: built here once, for the Node (server render) and Chromium halves of the
 * bench. Plain data (one is a JS value JSON cannot carry: each half builds it in its own realm);
 * deterministic.
 */

/** One input: an intent, and (for Markdown) how many "Show more" clicks the browser half makes. */
export interface PathologicalInput {
  name: string;
  intent: () => Record<string, unknown>;
  showMoreClicks?: number;
}

const COLOURS = [31, 32, 33, 34, 35, 36];

function colourRuns(count: number, text: string): string {
  let line = '';
  for (let index = 0; index < count; index++) line += `\x1b[${COLOURS[index % COLOURS.length]}m${text}`;
  return line;
}

function lines(count: number, make: (index: number) => string): string {
  const parts: string[] = [];
  for (let index = 0; index < count; index++) parts.push(make(index));
  return parts.join('\n');
}

export const PATHOLOGICAL_INPUTS: PathologicalInput[] = [
  {
    // 234 KiB: one line of 3,000 colour runs, written 11 times over after `\r`.
    name: 'terminal: colour runs rewritten after \\r (234 KiB)',
    intent: () => ({
      card: 'terminal',
      command: 'progress',
      output: Array.from({ length: 11 }, (_, pass) => colourRuns(3_000, `${pass % 10}a`)).join('\r'),
    }),
  },
  {
    name: 'terminal: ESC[1024Cx ×100,000 (800 KB)',
    intent: () => ({ card: 'terminal', command: 'moves', output: '\x1b[1024Cx'.repeat(100_000) }),
  },
  {
    name: 'terminal: 10 MB as segments',
    intent: () => {
      const chunk = lines(200, (index) => `line ${index} \x1b[32mok\x1b[0m padding padding padding`);
      return {
        card: 'terminal',
        command: 'build',
        segments: Array.from({ length: 1_000 }, (_, index) => ({
          stream: index % 2 ? 'stderr' : 'stdout',
          text: `${chunk}\n`,
        })),
      };
    },
  },
  {
    name: 'terminal: stderr writes after cursor-up (10k lines, 5k writes)',
    intent: () => ({
      card: 'terminal',
      command: 'redraw',
      segments: [
        { stream: 'stdout', text: `${lines(10_000, (index) => `line ${index}`)}\n` },
        ...Array.from({ length: 5_000 }, (_, index) => ({
          stream: 'stderr',
          text: `\x1b[9000A\rerr ${index}\x1b[9000B`,
        })),
      ],
    }),
  },
  {
    name: 'terminal: 100,000 colour changes on one line',
    intent: () => ({ card: 'terminal', command: 'rainbow', output: colourRuns(100_000, 'x') }),
  },
  {
    // 195 KiB of text after the last hunk (a mail signature, a log): quadratic inside diff2html.
    name: 'diff: 195 KiB of non-hunk lines after the last hunk',
    intent: () => ({
      card: 'diff',
      patch: `diff --git a/a.txt b/a.txt\n--- a/a.txt\n+++ b/a.txt\n@@ -1 +1 @@\n-a\n+b\n${lines(10_000, (index) => `trailing note ${index}`)}\n`,
    }),
  },
  {
    name: 'diff: 100 files of 2,000 changed lines (diffs)',
    intent: () => ({
      card: 'diff',
      diffs: Array.from({ length: 100 }, (_, file) => ({
        path: `src/file-${file}.ts`,
        oldText: `${lines(1_000, (index) => `const old${index} = ${index * file};`)}\n`,
        newText: `${lines(1_000, (index) => `const new${index} = ${index + file};`)}\n`,
      })),
    }),
  },
  {
    name: 'diff: 100,000 malformed @@ lines',
    intent: () => ({ card: 'diff', patch: `--- a/x\n+++ b/x\n${lines(100_000, () => '@@ broken @@\n x')}\n` }),
  },
  {
    name: 'web: 100,000 sources',
    intent: () => ({
      card: 'web',
      kind: 'search',
      truncated: false,
      sources: Array.from({ length: 100_000 }, (_, index) => ({
        url: `https://example.com/${index}`,
        title: `Source ${index}`,
        snippet: `Snippet ${index}`,
      })),
    }),
  },
  {
    name: 'web: 200,000 content blocks',
    intent: () => ({
      card: 'web',
      kind: 'fetch',
      url: 'https://example.com/',
      statusCode: 200,
      truncated: false,
      content: Array.from({ length: 200_000 }, (_, index) => ({ type: 'text', text: `block ${index}` })),
    }),
  },
  {
    name: 'markdown: answer of link definitions, 3 × Show more',
    intent: () => ({
      card: 'web',
      kind: 'search',
      truncated: false,
      sources: [],
      answer: `See [ref0].\n\n${lines(15_000, (index) => `[ref${index}]: https://example.com/${'p'.repeat(60)}/${index}`)}\n`,
    }),
    showMoreClicks: 3,
  },
  {
    name: 'read: one line of 5,000,000 NUL characters',
    intent: () => ({ card: 'read', path: 'dump.bin', text: `start\n${'\0'.repeat(5_000_000)}\nend\n` }),
  },
  {
    name: 'diff: 1,000,000 one-line hunks',
    intent: () => ({
      card: 'diff',
      patch: `--- a/x\n+++ b/x\n${lines(1_000_000, (index) => `@@ -${index + 1},0 +${index + 1} @@\n+added ${index}`)}\n`,
    }),
  },
  {
    name: 'generic: output of 10,000,000 numbers',
    intent: () => ({
      card: 'generic',
      title: 'samples',
      output: Array.from({ length: 10_000_000 }, (_, index) => index),
    }),
  },
  {
    name: 'generic: 1,000,000 invalid content blocks',
    intent: () => ({
      card: 'generic',
      title: 'blocks',
      content: Array.from({ length: 1_000_000 }, (_, index) => ({ type: index })),
    }),
  },
  {
    // A host's JS value, not JSON: a sparse array whose length is the largest an array can have.
    name: 'generic: a sparse array of length 2³²−1 as content',
    intent: () => ({ card: 'generic', title: 'sparse', content: new Array(2 ** 32 - 1) }),
  },
  {
    name: 'terminal: ESC[1024Cx ×500,000 (4 MB)',
    intent: () => ({ card: 'terminal', command: 'moves', output: '\x1b[1024Cx'.repeat(500_000) }),
  },
  {
    name: 'terminal: one line of 10 MB',
    intent: () => ({ card: 'terminal', command: 'dump', output: `${'0123456789'.repeat(1_000_000)}\n` }),
  },
];
