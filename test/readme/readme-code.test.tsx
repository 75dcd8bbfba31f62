import { act, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ComponentType } from 'react';
import type { PresenterProblem } from '../../src/adapters/index';
import { ToolCard } from '../../src/index';
import { parseIntent } from '../../src/protocol/index';
import { asModule, blocksUnder, writeModule } from './readme-blocks';
import { chat } from './stubs/ai-sdk-react';

// The README's and the guides' code must run as printed: each block meant to run is taken from the document itself,
// its package imports pointed at the sources, and driven the way a host would drive it.

const importBlock = async <T,>(name: string, code: string): Promise<T> =>
  (await import(/* @vite-ignore */ writeModule(name, code))) as T;
const cards = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-toolcard]')];

describe('the README’s code', () => {
  it('gives a valid intent of every card that draws that card, not a fallback', () => {
    const [block] = blocksUnder('The protocol (v1)', 'json', 'docs/cards.md');
    const intents = JSON.parse((block as { code: string }).code) as { card: string }[];
    expect(new Set(intents.map((intent) => intent.card))).toEqual(
      new Set(['generic', 'terminal', 'diff', 'read', 'search', 'web']),
    );
    for (const intent of intents) {
      expect(parseIntent(intent)).toEqual({ ok: true, intent });
      const { container, unmount } = render(<ToolCard intent={intent} />);
      expect(container.querySelector('[data-toolcard]')).toHaveAttribute('data-card', intent.card);
      expect(container.querySelector('[data-slot="note"]')).toBeNull();
      unmount();
    }
  });

  it('draws a card in Korean with the label pack', async () => {
    const [block] = blocksUnder('Labels in other languages', 'tsx', 'docs/labels.md');
    const { KoreanToolCard } = await importBlock<{ KoreanToolCard: ComponentType<{ intent: unknown }> }>(
      'label-pack',
      (block as { code: string }).code,
    );
    const { container } = render(
      <KoreanToolCard intent={{ card: 'terminal', command: 'ls', output: 'a\n'.repeat(12), exitCode: 0 }} />,
    );
    expect(container.querySelector('[data-slot="copy-output"]')).toHaveAccessibleName('출력 복사');
    expect(container.querySelector('[data-slot="status"]')).toHaveTextContent('완료');
  });

  it.each([
    ['the README’s example', 'Example', 'README.md'],
    ['the embedding guide', 'Embedding in a chat app', 'docs/embedding.md'],
  ])('embeds a call in a chat row (%s)', async (_, heading, document) => {
    const [block] = blocksUnder(heading, 'tsx', document);
    const { ToolCallRow } = await importBlock<{ ToolCallRow: ComponentType<{ call: unknown }> }>(
      `embedding-${document.replace(/\W/g, '-')}`,
      (block as { code: string }).code,
    );
    const call = {
      toolName: 'bash',
      args: { command: 'ls' },
      result: { content: [{ type: 'text', text: 'README.md' }], isError: false },
      durationMs: 12,
    };
    const { container } = render(<ToolCallRow call={call} />);
    expect(cards(container)).toHaveLength(1);
    expect(container).toHaveTextContent('README.md');
  });

  it('draws every part of a streaming AI SDK call with its presenter, from the first part on', async () => {
    const [block] = blocksUnder('With the Vercel AI SDK', 'tsx', 'docs/ai-sdk.md');
    const example = await importBlock<{
      Chat: ComponentType;
      options: { onPresenterError?: (problem: PresenterProblem) => void };
    }>('ai-sdk', (block as { code: string }).code);
    const problems: PresenterProblem[] = [];
    example.options.onPresenterError = (problem) => problems.push(problem);
    const part = (state: string, extra: Record<string, unknown>) => ({
      type: 'tool-bash',
      toolCallId: `call-${state}-${JSON.stringify(extra)}`,
      state,
      ...extra,
    });
    chat.messages = [
      {
        id: 'm1',
        role: 'assistant',
        parts: [
          { type: 'text', text: 'Listing the files.' },
          part('input-streaming', { input: undefined }),
          part('input-streaming', { input: {} }),
          part('input-streaming', { input: { command: 'l' } }),
          part('input-available', { input: { command: 'ls' } }),
          part('output-available', { input: { command: 'ls' }, output: { stdout: 'README.md\n', exitCode: 0 } }),
        ],
      },
    ];
    const { container } = render(<example.Chat />);
    const drawn = cards(container);
    expect(drawn.map((card) => card.getAttribute('data-card'))).toEqual([
      'generic',
      'terminal',
      'terminal',
      'terminal',
      'terminal',
    ]);
    expect(drawn.map((card) => card.getAttribute('data-status'))).toEqual([
      'pending',
      'pending',
      'pending',
      'running',
      'success',
    ]);
    expect(drawn[4]).toHaveTextContent('README.md');
    expect(problems).toEqual([]);
  });

  it('shows an MCP call running, then its result blocks', async () => {
    const [block] = blocksUnder('With MCP', 'tsx', 'docs/mcp.md');
    const { McpCall } = await importBlock<{
      McpCall: ComponentType<{ client: unknown; name: string; args: Record<string, unknown> }>;
    }>('mcp', (block as { code: string }).code);
    let answer: (result: unknown) => void = () => {};
    const client = { callTool: () => new Promise((resolve) => (answer = resolve)) };
    const args = { path: 'song.wav' };
    const { container } = render(<McpCall client={client} name="read_audio" args={args} />);
    expect(cards(container)[0]).toHaveAttribute('data-status', 'running');
    // The answer settles the call's promise; a task later every callback on it has run.
    await act(async () => {
      answer({
        content: [
          { type: 'audio', data: 'UklGRiQAAABXQVZF', mimeType: 'audio/wav' },
          { type: 'resource_link', uri: 'file:///song.wav', name: 'song.wav', title: 'The song' },
        ],
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(cards(container)[0]).toHaveAttribute('data-status', 'success');
    expect(container.querySelector('audio')).toHaveAttribute('controls');
    expect(container).toHaveTextContent('The song');
  });

  it('gives a Vite config whose plugins hold toolcards/vite’s compile hints, run after the others', async () => {
    const [block] = blocksUnder(
      'The first card of each kind: compiled as its chunk loads (`toolcards/vite`)',
      'ts',
      'docs/custom-cards.md',
    );
    const config = await importBlock<{ default: { plugins: unknown[] } }>(
      'vite-config',
      (block as { code: string }).code,
    );
    const hints = config.default.plugins
      .flat(2)
      .find((plugin) => (plugin as { name?: string }).name === 'toolcards:compile-hints');
    expect(hints).toMatchObject({ apply: 'build', enforce: 'post', generateBundle: { order: 'post' } });
  });

  it('prints the toolcards/testing example that test/testing/readme-example.test.tsx runs', () => {
    const [block] = blocksUnder('Snapshot-testing your integration', 'tsx', 'docs/testing.md');
    const example = readFileSync(resolve(process.cwd(), 'test/testing/readme-example.test.tsx'), 'utf8');
    // The test file is the README block with its imports pointed at the sources.
    const relative = asModule((block as { code: string }).code).replaceAll(`'${process.cwd()}/`, "'../../");
    expect(example).toBe(`${relative.trimEnd()}\n`);
  });
});
