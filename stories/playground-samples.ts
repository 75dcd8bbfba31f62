import { approvalRequested, outputAvailable, outputError } from '../test/fixtures/adapters/ai-sdk-parts';
import { everyBlock, structured, toolError } from '../test/fixtures/adapters/mcp-results';
import bashStderr from '../test/fixtures/dsh-views/bash-stderr.json';
import editNotFound from '../test/fixtures/dsh-views/edit-not-found.json';
import globPaths from '../test/fixtures/dsh-views/glob-paths.json';
import diffCreate from '../test/fixtures/intents/diff-create.json';
import terminalSignal from '../test/fixtures/intents/terminal-signal.json';
import webFetch from '../test/fixtures/intents/web-fetch.json';
import type { PlaygroundSample } from './support/playground';

/*
 * The Playground's one-click samples: real payloads of each kind, the same small fixtures the
 * tests read (DSH calls recorded from DeepSeek Harness, AI SDK parts and MCP results field for
 * field from their specifications), and one intent the protocol check refuses.
 */
export const PLAYGROUND_SAMPLES: readonly PlaygroundSample[] = [
  { group: 'Render intents', name: 'Terminal, stopped by a signal', value: terminalSignal },
  { group: 'Render intents', name: 'Diff, a new file', value: diffCreate },
  { group: 'Render intents', name: 'Web fetch', value: webFetch },
  { group: 'DSH calls', name: 'bash, exit 2', value: bashStderr },
  { group: 'DSH calls', name: 'glob', value: globPaths },
  { group: 'DSH calls', name: 'edit, not found', value: editNotFound },
  { group: 'AI SDK tool parts', name: 'Output available', value: outputAvailable },
  { group: 'AI SDK tool parts', name: 'Approval requested', value: approvalRequested },
  { group: 'AI SDK tool parts', name: 'Output error', value: outputError },
  { group: 'MCP results', name: 'Structured content', value: structured },
  { group: 'MCP results', name: 'Every block kind', value: everyBlock },
  { group: 'MCP results', name: 'Tool error', value: toolError },
  {
    group: 'Invalid',
    name: 'Fields of the wrong type',
    value: { card: 'terminal', title: 'ls -la', exitCode: 'one', output: 42 },
  },
];
