import { act, fireEvent, render } from '@testing-library/react';
import { builtInCards, createToolCard, terminalCard } from '../../src/index';
import { pollCard, pollModelCalls } from '../fixtures/cards/poll-card';

function slot(container: HTMLElement, name: string): HTMLElement {
  const element = container.querySelector<HTMLElement>(`[data-slot="${name}"]`);
  if (!element) throw new Error(`no ${name} slot`);
  return element;
}

// The seventh card: one definition (the fixture) and one registry line (here).
const ToolCardWithPolls = createToolCard({ cards: { ...builtInCards, poll: pollCard } });

const poll = {
  card: 'poll',
  question: 'Tabs or spaces?',
  options: [
    { label: 'tabs', votes: 3 },
    { label: 'spaces', votes: 5 },
  ],
};

describe('a card added by a host with createToolCard', () => {
  beforeEach(() => {
    pollModelCalls.count = 0;
  });

  it('draws its body and header part, takes its title rule, and copies its own text', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = render(<ToolCardWithPolls intent={poll} />);
    expect(container.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'poll');
    expect(slot(container, 'title')).toHaveTextContent('Tabs or spaces?');
    expect(slot(container, 'poll-total')).toHaveTextContent('8 votes');
    expect(slot(container, 'poll-options').querySelector('[data-leader]')).toHaveTextContent('spaces: 5');
    await act(async () => fireEvent.click(slot(container, 'copy')));
    expect(writeText).toHaveBeenCalledWith('Tabs or spaces? (8 votes, spaces leads)');
  });

  it('builds its model once for the header, the body and the copy text', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockResolvedValue(undefined) },
      configurable: true,
    });
    const { container, rerender } = render(<ToolCardWithPolls intent={poll} />);
    await act(async () => fireEvent.click(slot(container, 'copy')));
    fireEvent.click(slot(container, 'toggle'));
    rerender(<ToolCardWithPolls intent={poll} />);
    expect(pollModelCalls.count).toBe(1);
  });

  it('keeps its model when a new intent repeats its inputs, and builds a new one when they change', () => {
    const { container, rerender } = render(<ToolCardWithPolls intent={poll} />);
    rerender(<ToolCardWithPolls intent={{ ...poll, title: 'Final answer' }} />);
    expect(pollModelCalls.count).toBe(1);
    expect(slot(container, 'title')).toHaveTextContent('Final answer');
    rerender(<ToolCardWithPolls intent={{ ...poll, options: [{ label: 'tabs', votes: 9 }] }} />);
    expect(pollModelCalls.count).toBe(2);
    expect(slot(container, 'poll-total')).toHaveTextContent('9 votes');
  });

  it('shows an invalid intent of the new card raw, with the schema’s reason and the card’s title rule', () => {
    const { container } = render(
      <ToolCardWithPolls intent={{ card: 'poll', question: 'Tabs?', options: 'all of them' }} />,
    );
    expect(container.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'generic');
    expect(slot(container, 'title')).toHaveTextContent('Tabs?');
    expect(container).toHaveTextContent('options');
    expect(pollModelCalls.count).toBe(0);
  });

  it('shows a model that throws as the raw data with a note, and the page lives on', () => {
    const Broken = createToolCard({
      cards: {
        poll: {
          ...pollCard,
          model: () => {
            throw new Error('no votes');
          },
        },
      },
    });
    const { container } = render(<Broken intent={poll} />);
    expect(container.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'generic');
    expect(container).toHaveTextContent('The poll card failed to draw');
    expect(container).toHaveTextContent('Tabs or spaces?');
  });
});

describe('a ToolCard made of only some cards', () => {
  const TerminalOnly = createToolCard({ cards: { terminal: terminalCard } });

  it('draws the cards it holds', () => {
    const { container } = render(<TerminalOnly intent={{ card: 'terminal', command: 'ls', output: 'a.txt\n' }} />);
    expect(container.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'terminal');
    expect(container).toHaveTextContent('a.txt');
  });

  it('shows a protocol card it left out as raw data, saying the app does not include it', () => {
    const { container } = render(<TerminalOnly intent={{ card: 'diff', patch: '' }} />);
    expect(container.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'generic');
    expect(container).toHaveTextContent('The diff card is not among this app’s cards');
  });

  it('still tells a card no one knows from a card left out', () => {
    const { container } = render(<TerminalOnly intent={{ card: 'chart' }} />);
    expect(container).not.toHaveTextContent('not among this app’s cards');
  });
});
