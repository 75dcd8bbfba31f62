import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../src/styles/styles.css';
import { approvalRequested } from '../fixtures/adapters/ai-sdk-parts';
import { toolError } from '../fixtures/adapters/mcp-results';
import globPaths from '../fixtures/dsh-views/glob-paths.json';
import diffCreate from '../fixtures/intents/diff-create.json';
import { PLAYGROUND_SAMPLES } from '../../stories/playground-samples';
import { Playground } from '../../stories/support/playground';

/*
 * The Playground as a host uses it: paste a payload into the box and see the card the kit draws
 * for it, or, for an invalid intent, what the protocol check says and then the fallback card.
 */

/** Puts `text` in the box at once, as a paste does (not typed key by key). */
async function pasteInto(text: string) {
  await userEvent.fill(page.getByRole('textbox', { name: 'Payload (JSON)' }), text);
}

const card = () => document.querySelector('[data-toolcard]');
const issues = () => page.getByRole('region', { name: 'What the protocol check says' });

describe('the Playground', () => {
  it.each([
    ['a render intent', diffCreate, 'diff', 'Write src/hello.ts'],
    ['a DSH call with its views and raw content', globPaths, 'search', 'proj/src/a.ts'],
    ['an AI SDK tool part', approvalRequested, 'generic', 'Waiting for approval'],
    ['an MCP CallToolResult', toolError, 'generic', 'API rate limit exceeded'],
  ])('draws the card of %s pasted into the box, with no protocol issue', async (_kind, value, cardName, text) => {
    render(<Playground samples={PLAYGROUND_SAMPLES} initialText="" />);
    await pasteInto(JSON.stringify(value, null, 2));
    await expect.poll(() => card()?.getAttribute('data-card')).toBe(cardName);
    await expect.element(page.getByText(text, { exact: false }).first()).toBeInTheDocument();
    expect(document.querySelector('[data-protocol-issues]')).toBeNull();
  });

  it("shows parseIntent's issues for an invalid intent, then the fallback card with the value", async () => {
    render(<Playground samples={PLAYGROUND_SAMPLES} initialText="" />);
    await pasteInto(JSON.stringify({ card: 'terminal', title: 'ls -la', exitCode: 'one' }));
    await expect.element(issues()).toHaveTextContent(/exitCode: Invalid type: Expected number but received "one"/);
    expect(card()?.getAttribute('data-card')).toBe('generic');
    await expect.element(page.getByRole('article').getByText('ls -la').first()).toBeInTheDocument();
  });

  it('says what is wrong with text that is not JSON, and still draws a card', async () => {
    render(<Playground samples={PLAYGROUND_SAMPLES} initialText="" />);
    await pasteInto('{ card: terminal');
    await expect.element(page.getByText(/^Not JSON:/)).toBeInTheDocument();
    await expect.element(issues()).toHaveTextContent('Expected an object, got string');
    expect(card()?.getAttribute('data-card')).toBe('generic');
  });

  it('puts a sample in the box in one click', async () => {
    render(<Playground samples={PLAYGROUND_SAMPLES} initialText="" />);
    await userEvent.click(page.getByRole('group', { name: 'MCP results' }).getByRole('button', { name: 'Tool error' }));
    await expect
      .element(page.getByRole('textbox', { name: 'Payload (JSON)' }))
      .toHaveValue(JSON.stringify(toolError, null, 2));
    await expect.poll(() => card()?.getAttribute('data-status')).toBe('error');
  });
});
