import { act, render, screen } from '@testing-library/react';
import { HighlightedLine } from '../../src/highlight/highlighted-line';
import { ensureLanguage } from '../../src/highlight/load-highlight-runtime';
import { preloadHighlighter } from '../../src/highlight/preload-highlighter';
import { setSynchronousMode } from '../../src/highlight/synchronous-mode';
import { driveBackgroundWork } from '../support/background-work';
import { useHighlightedLines } from '../../src/highlight/use-highlighted-lines';
import { readFixtureLines } from './highlight-test-utils';

function CodeView({
  lines,
  lang,
  start = 0,
  end = 30,
}: {
  lines: string[];
  lang?: string;
  start?: number;
  end?: number;
}) {
  const { tokensFor } = useHighlightedLines({ lines, lang, visibleStart: start, visibleEnd: end, overscan: 10 });
  return (
    <pre data-testid="code" data-last-line-tokens={tokensFor(lines.length - 1) ? 'yes' : 'no'}>
      {lines.slice(start, end).map((line, offset) => (
        <div key={start + offset}>
          <HighlightedLine text={line} tokens={tokensFor(start + offset)} />
        </div>
      ))}
    </pre>
  );
}

const chalk = readFixtureLines('chalk-index.js');
const code = () => screen.getByTestId('code');
const tokenSpans = () => code().querySelectorAll('[data-slot="token"]');

// The order matters: the first test needs a grammar no other test has loaded yet in this file.
describe('useHighlightedLines', () => {
  it('draws plain text first, then tokens once the grammar loads, with the same text', async () => {
    const background = driveBackgroundWork();
    render(<CodeView lines={chalk} lang="js" />);
    const plainText = chalk.slice(0, 30).join('');
    expect(code().textContent).toBe(plainText);
    expect(tokenSpans()).toHaveLength(0);
    expect(code().querySelectorAll('[data-highlighted]')).toHaveLength(0);

    // The hook asked for the grammar on mount; this waits for that same load, then for the slices.
    await act(() => ensureLanguage('javascript'));
    expect(background.pending()).toBeGreaterThan(0);
    await background.runAll();
    expect(code().querySelectorAll('[data-highlighted]')).toHaveLength(30);
    expect(tokenSpans().length).toBeGreaterThan(30);
    expect(code().textContent).toBe(plainText);
    const keyword = [...tokenSpans()].find((span) => span.textContent === 'const');
    expect(keyword?.getAttribute('style')).toMatch(/--shiki-light:\s*#[0-9a-f]{6};\s*--shiki-dark:\s*#[0-9a-f]{6}/);
    // Line 224 sits two chunks below the screen and its overscan: it is never tokenized.
    expect(code()).toHaveAttribute('data-last-line-tokens', 'no');
  });

  it('highlights the new lines on screen after a scroll', async () => {
    const background = driveBackgroundWork();
    const { rerender } = render(<CodeView lines={chalk} lang="javascript" />);
    await background.runAll();
    rerender(<CodeView lines={chalk} lang="javascript" start={200} end={225} />);
    await background.runAll();
    expect(code().querySelectorAll('[data-highlighted]')).toHaveLength(25);
    expect(code()).toHaveAttribute('data-last-line-tokens', 'yes');
    expect(code().textContent).toBe(chalk.slice(200, 225).join(''));
  });

  it('leaves an unknown language plain', async () => {
    const background = driveBackgroundWork();
    render(<CodeView lines={['let x = 1;']} lang="klingon" />);
    await background.runAll();
    expect(tokenSpans()).toHaveLength(0);
    expect(code().textContent).toBe('let x = 1;');
  });

  it('leaves lines plain without a language', () => {
    render(<CodeView lines={['let x = 1;']} />);
    expect(tokenSpans()).toHaveLength(0);
  });

  it('draws plain lines in an app’s first render even with the grammar loaded, and the visible lines’ tokens first after it', async () => {
    // A grammar compiles its regexes as they first run: tokenizing inside the render would hold the
    // paint (185 ms for the first rows of lib.dom.d.ts), and the first markup would depend on what an
    // earlier card had loaded.
    await preloadHighlighter({ langs: ['ts'] });
    const background = driveBackgroundWork();
    const lines = ['const answer: number = 42;', '// done'];
    render(<CodeView lines={lines} lang="typescript" />);
    expect(code().querySelectorAll('[data-highlighted]')).toHaveLength(0);
    expect(code().textContent).toBe(lines.join(''));
    // The frame that paints the render comes first, still plain: no slice holds the paint.
    await background.step();
    expect(code().querySelectorAll('[data-highlighted]')).toHaveLength(0);
    // Then one turn of background work: the lines on screen come first.
    await background.step();
    expect(code().querySelectorAll('[data-highlighted]')).toHaveLength(2);
    expect(code().textContent).toBe(lines.join(''));
    expect([...tokenSpans()].map((span) => span.textContent)).toContain('const');
  });

  it('holds the tokens as soon as the render returns under toolcards/testing (synchronous mode), once preloaded', async () => {
    await preloadHighlighter({ langs: ['ts'] });
    setSynchronousMode(true);
    onTestFinished(() => setSynchronousMode(false));
    const lines = ['const answer: number = 42;', '// done'];
    render(<CodeView lines={lines} lang="typescript" />);
    expect(code().querySelectorAll('[data-highlighted]')).toHaveLength(2);
    expect([...tokenSpans()].map((span) => span.textContent)).toContain('const');
  });
});
