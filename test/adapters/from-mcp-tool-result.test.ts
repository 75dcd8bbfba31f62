import { fromMcpToolResult } from '../../src/adapters/index';
import * as results from '../fixtures/adapters/mcp-results';
import { expectValidIntent } from './expect-valid-intent';

const args = { owner: 'vercel', repo: 'ai' };

function intentOf(result: unknown, toolName = 'list_issues') {
  return expectValidIntent(fromMcpToolResult(toolName, args, result));
}

describe('fromMcpToolResult', () => {
  it('keeps every block kind, in order and unchanged: text, image, audio, resource_link, resource', () => {
    expect(intentOf(results.everyBlock)).toEqual({
      card: 'generic',
      title: 'list_issues',
      tool: 'list_issues',
      rawInput: args,
      rawContent: results.everyBlock.content,
      status: 'success',
    });
  });

  it.each([
    ['text', results.textBlock],
    ['image', results.imageBlock],
    ['audio', results.audioBlock],
    ['resource_link', results.resourceLinkBlock],
    ['resource (text)', results.textResourceBlock],
    ['resource (blob)', results.blobResourceBlock],
  ])('keeps a lone %s block as the result content', (_kind, block) => {
    expect(intentOf({ content: [block] }).rawContent).toEqual([block]);
  });

  it('keeps a block kind from a newer revision, to be shown as JSON', () => {
    const block = { type: 'video', data: 'AAAA', mimeType: 'video/mp4' };
    expect(intentOf({ content: [results.textBlock, block] }).rawContent).toEqual([results.textBlock, block]);
  });

  it('shows structuredContent as the output, next to its text serialization', () => {
    expect(intentOf(results.structured)).toMatchObject({
      output: results.weatherStructured,
      rawContent: results.structured.content,
      status: 'success',
    });
  });

  it('keeps a structuredContent of null, which is a JSON value', () => {
    expect(intentOf({ content: [], structuredContent: null })).toMatchObject({ output: null });
  });

  it("shows isError as the error state, with the blocks' text as the error", () => {
    const intent = intentOf(results.toolError);
    expect(intent).toMatchObject({ isError: true, status: 'error', error: results.toolError.content[0]!.text });
    expect('rawContent' in intent).toBe(false);
  });

  it('keeps block annotations and _meta, and leaves the result _meta out', () => {
    const intent = intentOf(results.annotated);
    expect(intent.rawContent).toEqual(results.annotated.content);
    expect(JSON.stringify(intent)).not.toContain('related-task');
  });

  it('shows a call without a result yet as running, with its arguments', () => {
    expect(intentOf(undefined)).toEqual({
      card: 'generic',
      title: 'list_issues',
      tool: 'list_issues',
      rawInput: args,
      status: 'running',
    });
  });

  it('reads the legacy { toolResult } shape as the output', () => {
    expect(intentOf(results.legacy)).toMatchObject({ output: { rows: 3 }, status: 'success' });
  });

  it('shows an empty result as a success with no blocks', () => {
    const intent = intentOf(results.empty);
    expect(intent).toMatchObject({ status: 'success' });
    expect('rawContent' in intent).toBe(false);
  });

  it('shows a structuredContent that is itself an intent as that card', () => {
    const intent = intentOf({
      content: [results.textBlock],
      structuredContent: { card: 'search', shape: 'paths', paths: ['a.ts', 'b.ts'], truncated: false, total: 2 },
    });
    expect(intent).toMatchObject({
      card: 'search',
      shape: 'paths',
      paths: ['a.ts', 'b.ts'],
      tool: 'list_issues',
      status: 'success',
      rawContent: [results.textBlock],
    });
  });

  it('omits arguments the call did not have', () => {
    expect('rawInput' in expectValidIntent(fromMcpToolResult('ping', undefined, results.empty))).toBe(false);
  });

  it('never mutates the result', () => {
    const result = structuredClone(results.everyBlock);
    intentOf(Object.freeze(result));
    expect(result).toEqual(results.everyBlock);
  });
});

describe('fromMcpToolResult: malformed results', () => {
  it.each([
    ['null', null, 'got null'],
    ['a string', 'done', 'got a string'],
    ['a number', 3, 'got a number'],
    ['an array', [results.textBlock], 'got an array'],
    ['an object with no content', { structuredContent: { a: 1 } }, 'got an object'],
    ['content that is not a list', { content: 'done' }, 'got an object'],
  ])('gives an error card that says so and shows %s', (_name, result, why) => {
    const intent = intentOf(result);
    expect(intent).toMatchObject({
      card: 'generic',
      tool: 'list_issues',
      rawInput: args,
      status: 'error',
      error: `Not an MCP CallToolResult: ${why}`,
      output: result,
    });
  });

  it('keeps entries that are not blocks, wrapped so the card stays valid', () => {
    const intent = intentOf({ content: [results.textBlock, 'stray', null, { text: 'no type' }] });
    expect(intent.rawContent).toEqual([
      results.textBlock,
      { type: 'invalid', value: 'stray' },
      { type: 'invalid', value: null },
      { type: 'invalid', value: { text: 'no type' } },
    ]);
    expect(intent.status).toBe('success');
  });

  it.each([
    ['', ''],
    ['a number', 7],
    ['nothing', undefined],
  ])('gives an error card for a tool name that is %s', (_name, toolName) => {
    const intent = expectValidIntent(fromMcpToolResult(toolName as string, args, results.structured));
    expect(intent).toMatchObject({
      card: 'generic',
      status: 'error',
      error: expect.stringMatching(/^No tool name/),
      rawInput: args,
      output: results.structured,
    });
  });

  it('gives an error card, never a throw, for a result whose fields throw', () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('revoked');
        },
        has: () => {
          throw new Error('revoked');
        },
      },
    );
    expect(() => fromMcpToolResult('t', {}, hostile)).not.toThrow();
    expect(expectValidIntent(fromMcpToolResult('t', {}, hostile))).toMatchObject({
      status: 'error',
      error: expect.stringContaining('MCP tool result'),
    });
  });
});
