#!/usr/bin/env node
/*
 * Writes the recorded session logs in test/fixtures/sessions/*.jsonl: one JSON update per line,
 * `{ "callId", "seq", "intent" }`, the way a host streams render intents while an agent works.
 * Each call goes pending → arguments streaming → running → settled, with the kit's real intent
 * shapes (docs/protocol.md). Deterministic: no randomness, no clock; every text comes from the
 * fixtures in test/fixtures/ or from arithmetic, so running it twice gives the same bytes.
 *
 *   node scripts/make-sessions.mjs
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = resolve(root, 'test/fixtures');
const outDir = resolve(fixtures, 'sessions');
const read = (path) => readFileSync(resolve(fixtures, path), 'utf8');

const ESC = '\u001b';
const sgr = (codes, text) => `${ESC}[${codes}m${text}${ESC}[0m`;

/* ---------- lifecycle builders: each returns the list of intents one call goes through ---------- */

/** Prefixes of a string, cut in `steps` pieces: how a streamed argument grows. */
function growing(text, steps) {
  const out = [];
  for (let i = 1; i <= steps; i += 1) out.push(text.slice(0, Math.ceil((text.length * i) / steps)));
  return out;
}

/** An object's arguments streaming key by key, the last string value arriving in two halves. */
function streamedArgs(args) {
  const keys = Object.keys(args);
  const out = [];
  for (let k = 1; k <= keys.length; k += 1) {
    const partial = Object.fromEntries(keys.slice(0, k).map((key) => [key, args[key]]));
    const last = keys[k - 1];
    if (typeof args[last] === 'string' && args[last].length > 8) {
      out.push({ ...partial, [last]: args[last].slice(0, Math.ceil(args[last].length / 2)) });
    }
    out.push(partial);
  }
  return out;
}

/** A read, search or web call is pending as a generic card with a kind (docs/protocol.md lifecycle). */
function genericPending({ tool, kind, args, titleOf }) {
  return [
    { card: 'generic', tool, title: tool, kind, status: 'pending' },
    ...streamedArgs(args).map((rawInput) => ({
      card: 'generic',
      tool,
      title: titleOf(rawInput) ?? tool,
      kind,
      status: 'pending',
      rawInput,
    })),
    { card: 'generic', tool, title: titleOf(args) ?? tool, kind, status: 'running', rawInput: args },
  ];
}

/** A shell command: the command streams in, runs, its output grows in `chunks`, then it settles. */
function terminalCall({
  tool = 'bash',
  command,
  cwd,
  description,
  output = '',
  chunks = 1,
  exitCode,
  signal,
  status,
  durationMs,
  truncated,
}) {
  const base = { card: 'terminal', tool, cwd };
  const updates = growing(command, 3).map((partial) => ({
    ...base,
    title: partial,
    command: partial,
    status: 'pending',
  }));
  const full = { ...base, title: command, command, description };
  updates.push({ ...full, status: 'running' });
  // Chunks are cut at byte counts, not line ends: a cut may split a line or an escape sequence.
  for (let i = 1; i < chunks; i += 1) {
    const cut = Math.floor((output.length * i) / chunks) + ((i * 37) % 23);
    updates.push({ ...full, status: 'running', output: output.slice(0, Math.min(cut, output.length)) });
  }
  const settled = { ...full, status: status ?? (exitCode === 0 ? 'success' : 'error'), output, durationMs };
  if (exitCode !== undefined) settled.exitCode = exitCode;
  if (signal !== undefined) settled.signal = signal;
  if (truncated !== undefined) settled.truncated = truncated;
  updates.push(settled);
  return updates;
}

/** A command the human refuses: asked for approval, then denied. */
function deniedTerminal({ command, cwd, description, reason }) {
  const base = { card: 'terminal', tool: 'bash', cwd };
  const updates = growing(command, 3).map((partial) => ({
    ...base,
    title: partial,
    command: partial,
    status: 'pending',
  }));
  const full = { ...base, title: command, command, description };
  updates.push({ ...full, status: 'pending', approval: { state: 'requested' } });
  updates.push({ ...full, status: 'cancelled', approval: { state: 'denied', reason } });
  return updates;
}

/** A command that needs approval and gets it. */
function approvedTerminal(options) {
  const [first, ...rest] = terminalCall(options);
  const asked = rest.findIndex((update) => update.status === 'running');
  const pending = rest.slice(0, asked);
  const full = rest[asked];
  return [
    first,
    ...pending,
    { ...full, status: 'pending', approval: { state: 'requested' } },
    ...rest.slice(asked).map((update) => ({ ...update, approval: { state: 'approved' } })),
  ];
}

/* ---------- fixture-derived data ---------- */

const zodTypes = read('read/zod-types.js').split('\n');
const chalkIndex = read('read/chalk-index.js');

function readWindow(lines, offset, limit) {
  return lines.slice(offset - 1, offset - 1 + limit).map((text, i) => ({ number: offset + i, text }));
}

/** grep over one file's lines: every line with the query, every hit as a UTF-16 range. */
function grep(path, lines, query, cap) {
  const matches = [];
  lines.forEach((line, i) => {
    const ranges = [];
    for (let at = line.indexOf(query); at !== -1; at = line.indexOf(query, at + query.length))
      ranges.push([at, at + query.length]);
    if (ranges.length > 0) matches.push({ lineNumber: i + 1, line, ranges });
  });
  return { total: matches.length, file: { path, matches: matches.slice(0, cap) } };
}

/** 5,000 lines of a test runner: 50 suites in bold cyan, passes (every tenth green with a dim timing). */
function testRunnerOutput() {
  const lines = [`${sgr('1', 'RUN')} v3.2.4 /srv/app`, ''];
  for (let i = 1; i <= 4995; i += 1) {
    if (i % 100 === 1) lines.push(sgr('1;36', `# suite ${(i - 1) / 100 + 1}/50`));
    else if (i % 10 === 0) lines.push(`${ESC}[32mok${ESC}[39m ${i} ${ESC}[2m${(i * 7) % 90}ms${ESC}[22m`);
    else lines.push(`ok ${i}`);
  }
  lines.push('', `${sgr('32', 'Tests  4945 passed')} (4945)`, `${sgr('2', 'Duration')}  48.21s`, '');
  return lines.join('\n');
}

/* ---------- the sessions ---------- */

const CHALK = 'vendor/chalk/source/index.js';
const ZOD = 'vendor/zod/lib/types.js';
const editedChalk = chalkIndex
  .replace(
    "\t\tthrow new Error('The `level` option should be an integer from 0 to 3');",
    '\t\tthrow new RangeError(`The \\`level\\` option should be an integer from 0 to 3, got ${options.level}`);',
  )
  .replace("const usedModels = ['rgb', 'hex', 'ansi256'];", "const usedModels = ['rgb', 'hex', 'ansi256', 'ansi16m'];");
if (editedChalk === chalkIndex) throw new Error('the chalk edit did not apply');

const zodGrep = grep(ZOD, zodTypes, 'ZodError', 12);

function codingSession() {
  return [
    [
      'call_glob_1',
      [
        ...genericPending({
          tool: 'glob',
          kind: 'search',
          args: { pattern: 'vendor/**/*.js' },
          titleOf: (a) => a.pattern && `glob ${a.pattern}`,
        }),
        {
          card: 'search',
          tool: 'glob',
          shape: 'paths',
          title: 'glob vendor/**/*.js',
          query: 'vendor/**/*.js',
          status: 'success',
          durationMs: 41,
          paths: [
            'vendor/chalk/source/index.js',
            'vendor/chalk/source/utilities.js',
            'vendor/zod/lib/ZodError.js',
            'vendor/zod/lib/index.js',
            'vendor/zod/lib/types.js',
          ],
          truncated: false,
          total: 5,
        },
      ],
    ],
    // A grep and a read issued in parallel: their updates interleave in the log.
    [
      [
        'call_grep_2',
        [
          ...genericPending({
            tool: 'grep',
            kind: 'search',
            args: { pattern: 'ZodError', path: 'vendor/zod/lib' },
            titleOf: (a) => a.pattern && `grep ${a.pattern}`,
          }),
          {
            card: 'search',
            tool: 'grep',
            shape: 'matches',
            title: 'grep ZodError',
            query: 'ZodError',
            status: 'success',
            durationMs: 63,
            files: [zodGrep.file],
            truncated: zodGrep.total > zodGrep.file.matches.length,
            total: zodGrep.total,
          },
        ],
      ],
      [
        'call_read_3',
        [
          ...genericPending({
            tool: 'read_file',
            kind: 'read',
            args: { path: ZOD, offset: 380, limit: 60 },
            titleOf: (a) => a.path && `Read ${a.path}`,
          }),
          {
            card: 'read',
            tool: 'read_file',
            title: `Read ${ZOD}`,
            path: ZOD,
            offset: 380,
            lines: readWindow(zodTypes, 380, 60),
            totalLines: zodTypes.length,
            status: 'success',
            durationMs: 12,
            locations: [{ path: ZOD, line: 380 }],
          },
        ],
      ],
    ],
    [
      'call_read_4',
      [
        ...genericPending({
          tool: 'read_file',
          kind: 'read',
          args: { path: 'secrets/prod.env' },
          titleOf: (a) => a.path && `Read ${a.path}`,
        }),
        {
          card: 'generic',
          tool: 'read_file',
          title: 'Read secrets/prod.env',
          kind: 'read',
          rawInput: { path: 'secrets/prod.env' },
          status: 'error',
          isError: true,
          error: "EACCES: permission denied, open 'secrets/prod.env'",
          content: [{ type: 'text', text: "EACCES: permission denied, open 'secrets/prod.env'" }],
          durationMs: 3,
        },
      ],
    ],
    [
      'call_edit_5',
      [
        { card: 'diff', tool: 'edit_file', title: 'Edit', status: 'pending' },
        {
          card: 'diff',
          tool: 'edit_file',
          title: `Edit ${CHALK}`,
          status: 'pending',
          locations: [{ path: CHALK, line: 26 }],
        },
        {
          card: 'diff',
          tool: 'edit_file',
          title: `Edit ${CHALK}`,
          status: 'running',
          locations: [{ path: CHALK, line: 26 }],
          diffs: [{ path: CHALK, oldText: chalkIndex, newText: editedChalk }],
        },
        {
          card: 'diff',
          tool: 'edit_file',
          title: `Edit ${CHALK}`,
          status: 'success',
          durationMs: 8,
          locations: [{ path: CHALK, line: 26 }],
          diffs: [{ path: CHALK, oldText: chalkIndex, newText: editedChalk }],
        },
      ],
    ],
    [
      'call_tsc_6',
      terminalCall({
        command: 'npx tsc --noEmit --strict source/index.js',
        cwd: '/home/dev/chalk',
        description: 'Type-check the entry file',
        output: read('terminal/tsc-pretty.log'),
        chunks: 4,
        exitCode: 2,
        durationMs: 4210,
      }),
    ],
    [
      'call_diff_7',
      terminalCall({
        command: 'git diff --color',
        cwd: '/home/dev/chalk',
        output: read('terminal/git-diff-color.log'),
        chunks: 2,
        exitCode: 0,
        durationMs: 95,
      }),
    ],
    [
      'call_push_8',
      deniedTerminal({
        command: 'git push --force origin main',
        cwd: '/home/dev/chalk',
        description: 'Publish the fix',
        reason: 'Never force-push main; open a pull request.',
      }),
    ],
    [
      'call_issue_9',
      [
        ...streamedArgs({
          teamId: 'ENG',
          title: 'chalk: level option error is unhelpful',
          labels: ['dx', 'bug'],
          priority: 2,
          estimate: null,
        }).map((rawInput) => ({
          card: 'generic',
          tool: 'mcp__linear__create_issue',
          title: 'mcp__linear__create_issue',
          status: 'pending',
          rawInput,
        })),
        {
          card: 'generic',
          tool: 'mcp__linear__create_issue',
          title: 'mcp__linear__create_issue',
          status: 'running',
          rawInput: {
            teamId: 'ENG',
            title: 'chalk: level option error is unhelpful',
            labels: ['dx', 'bug'],
            priority: 2,
            estimate: null,
          },
        },
        {
          card: 'generic',
          tool: 'mcp__linear__create_issue',
          title: 'Created issue ENG-1432',
          kind: 'other',
          status: 'success',
          durationMs: 812,
          rawInput: {
            teamId: 'ENG',
            title: 'chalk: level option error is unhelpful',
            labels: ['dx', 'bug'],
            priority: 2,
            estimate: null,
          },
          content: [
            { type: 'text', text: 'Created ENG-1432: chalk: level option error is unhelpful' },
            { type: 'resource_link', uri: 'https://linear.app/acme/issue/ENG-1432', name: 'ENG-1432' },
          ],
          output: { id: 'ENG-1432', url: 'https://linear.app/acme/issue/ENG-1432', state: 'Triage' },
        },
      ],
    ],
  ];
}

const zodSources = [
  {
    url: 'https://zod.dev/api#discriminated-unions',
    title: 'Discriminated unions | Zod',
    snippet: 'A discriminated union is a union of object schemas that all share a particular key.',
    publishedAt: '2025-07-10T00:00:00Z',
  },
  {
    url: 'https://github.com/colinhacks/zod/issues/2106',
    title: 'discriminatedUnion with nested unions · Issue #2106',
    snippet: 'Is it possible to nest discriminated unions?',
  },
  {
    url: 'https://github.com/colinhacks/zod/releases/tag/v3.22.4',
    title: 'Release v3.22.4 · colinhacks/zod',
    snippet: 'Fix: ZodError messages for discriminated unions.',
    publishedAt: '2023-10-09T00:00:00Z',
  },
  {
    url: 'https://stackoverflow.com/questions/76374013/zod-discriminated-union-error-message',
    title: 'Zod discriminated union error message - Stack Overflow',
    snippet: 'How do I customise the invalid_union_discriminator message?',
  },
];

function researchSession() {
  const search = (callId, tool, query, sources, answer, truncated, durationMs) => [
    callId,
    [
      ...genericPending({
        tool,
        kind: 'search',
        args: { query, max_results: sources.length },
        titleOf: (a) => a.query && `${tool}: ${a.query}`,
      }),
      {
        card: 'web',
        tool,
        kind: 'search',
        title: `${tool}: ${query}`,
        query,
        sources,
        answer,
        truncated,
        status: 'success',
        durationMs,
      },
    ],
  ];
  const answer =
    'Use `z.discriminatedUnion("type", [...])` when every member shares a **literal** key; Zod then picks the member by that key and reports ' +
    "`invalid_union_discriminator` instead of every member's issues.\n\n- Nested unions are not supported as members ([#2106](https://github.com/colinhacks/zod/issues/2106)).\n" +
    '- Customise the message with `errorMap`.';
  return [
    search('call_web_1', 'web_search', 'zod discriminated union error message', zodSources, answer, false, 1320),
    [
      'call_fetch_2',
      [
        ...genericPending({
          tool: 'web_fetch',
          kind: 'fetch',
          args: { url: 'https://zod.dev/api' },
          titleOf: (a) => a.url && `web_fetch ${a.url}`,
        }),
        {
          card: 'web',
          tool: 'web_fetch',
          kind: 'fetch',
          title: 'web_fetch https://zod.dev/api',
          url: 'https://zod.dev/api',
          statusCode: 200,
          truncated: true,
          contentType: 'text/html',
          content:
            '# Defining schemas\n\n## Discriminated unions\n\n```ts\nconst Result = z.discriminatedUnion("status", [\n  z.object({ status: z.literal("ok"), data: z.string() }),\n  z.object({ status: z.literal("err"), error: z.string() }),\n]);\n```\n\nEach option must be an object schema whose discriminator is a literal.',
          status: 'success',
          durationMs: 640,
        },
      ],
    ],
    [
      'call_fetch_3',
      [
        ...genericPending({
          tool: 'web_fetch',
          kind: 'fetch',
          args: { url: 'https://internal.acme.dev/wiki/zod-migration' },
          titleOf: (a) => a.url && `web_fetch ${a.url}`,
        }),
        {
          card: 'generic',
          tool: 'web_fetch',
          kind: 'fetch',
          title: 'web_fetch https://internal.acme.dev/wiki/zod-migration',
          rawInput: { url: 'https://internal.acme.dev/wiki/zod-migration' },
          status: 'error',
          isError: true,
          error: 'fetch failed: getaddrinfo ENOTFOUND internal.acme.dev',
          durationMs: 5003,
        },
      ],
    ],
    search(
      'call_web_4',
      'web_search',
      'chalk 5.4 level option RangeError',
      [
        {
          url: 'https://github.com/chalk/chalk/releases/tag/v5.4.1',
          title: 'Release v5.4.1 · chalk/chalk',
          snippet: 'Fix: `level` validation.',
        },
        {
          url: 'https://github.com/chalk/chalk#chalklevel',
          title: 'chalk/chalk: chalk.level',
          snippet: 'Specifies the level of color support. Levels are 0 to 3.',
        },
      ],
      'chalk validates `level` as an integer **0–3** and throws otherwise; 5.4.1 changed no behaviour here.',
      true,
      980,
    ),
    [
      'call_note_5',
      [
        ...streamedArgs({
          path: 'notes/zod-unions.md',
          content:
            '# Zod unions\n\n- prefer discriminatedUnion for tagged objects\n- errors: invalid_union_discriminator\n',
          append: false,
        }).map((rawInput) => ({
          card: 'generic',
          tool: 'write_note',
          title: 'write_note',
          kind: 'edit',
          status: 'pending',
          rawInput,
        })),
        {
          card: 'diff',
          tool: 'write_note',
          title: 'Write notes/zod-unions.md',
          status: 'success',
          durationMs: 4,
          diffs: [
            {
              path: 'notes/zod-unions.md',
              oldText: null,
              newText:
                '# Zod unions\n\n- prefer discriminatedUnion for tagged objects\n- errors: invalid_union_discriminator\n',
            },
          ],
        },
      ],
    ],
  ];
}

function opsSession() {
  return [
    [
      'call_status_1',
      terminalCall({
        command: 'git status --short',
        cwd: '/srv/app',
        output: ' M src/server.ts\n?? scripts/migrate.sql\n',
        exitCode: 0,
        durationMs: 38,
      }),
    ],
    [
      'call_ls_2',
      terminalCall({
        command: 'ls -la --color=always lib',
        cwd: '/srv/app',
        output: read('terminal/ls-color.log'),
        chunks: 3,
        exitCode: 0,
        durationMs: 22,
      }),
    ],
    [
      'call_test_3',
      terminalCall({
        command: 'npx vitest run --reporter=tap-flat',
        cwd: '/srv/app',
        description: 'Run the whole test suite',
        output: testRunnerOutput(),
        chunks: 50,
        exitCode: 0,
        durationMs: 48210,
      }),
    ],
    [
      'call_drop_4',
      deniedTerminal({
        command: 'kubectl delete namespace staging',
        cwd: '/srv/app',
        description: 'Reset the staging cluster',
        reason: 'Staging is shared with QA today.',
      }),
    ],
    [
      'call_restart_5',
      approvedTerminal({
        command: 'kubectl rollout restart deployment/api -n staging',
        cwd: '/srv/app',
        output: 'deployment.apps/api restarted\n',
        exitCode: 0,
        durationMs: 1402,
      }),
    ],
    [
      'call_deploy_6',
      [
        ...streamedArgs({ service: 'api', environment: 'staging', ref: 'a1b2c3d4e5f6' }).map((rawInput) => ({
          card: 'generic',
          tool: 'deploy',
          title: 'deploy',
          kind: 'execute',
          status: 'pending',
          rawInput,
        })),
        {
          card: 'generic',
          tool: 'deploy',
          title: 'deploy',
          kind: 'execute',
          status: 'running',
          rawInput: { service: 'api', environment: 'staging', ref: 'a1b2c3d4e5f6' },
        },
        {
          card: 'generic',
          tool: 'deploy',
          title: 'deploy',
          kind: 'execute',
          rawInput: { service: 'api', environment: 'staging', ref: 'a1b2c3d4e5f6' },
          status: 'error',
          isError: true,
          error: 'Deployment blocked: 2 required checks are failing on a1b2c3d',
          content: [{ type: 'text', text: 'Deployment blocked: 2 required checks are failing on a1b2c3d' }],
          output: { failing: ['lint', 'e2e'] },
          durationMs: 2200,
        },
      ],
    ],
    [
      'call_dev_7',
      terminalCall({
        command: 'npm run dev',
        cwd: '/srv/app',
        output: `${ESC}[32m  VITE v8.3.8${ESC}[39m  ready in 312 ms\n\n  ➜  Local:   http://localhost:5173/\n`,
        chunks: 2,
        signal: 'SIGTERM',
        status: 'cancelled',
        durationMs: 60000,
      }),
    ],
  ];
}

/** Flattens a session into log lines: a step is one call, or an array of calls run in parallel. */
function toLines(steps) {
  const lines = [];
  for (const step of steps) {
    const calls = Array.isArray(step[0]) ? step : [step];
    const longest = Math.max(...calls.map(([, updates]) => updates.length));
    for (let i = 0; i < longest; i += 1) {
      for (const [callId, updates] of calls) {
        if (i < updates.length) lines.push(JSON.stringify({ callId, seq: lines.length, intent: updates[i] }));
      }
    }
  }
  return lines.join('\n') + '\n';
}

mkdirSync(outDir, { recursive: true });
for (const [name, steps] of [
  ['coding-session', codingSession()],
  ['research-session', researchSession()],
  ['ops-session', opsSession()],
]) {
  const text = toLines(steps);
  writeFileSync(resolve(outDir, `${name}.jsonl`), text);
  console.log(
    `${name}.jsonl: ${text.split('\n').length - 1} updates, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB`,
  );
}
