import { renderToString } from 'react-dom/server';
import { ToolCard } from '../../../src/index';
import { readTerminalFixture } from '../../ansi/terminal-fixtures';
import terminalPending from '../../fixtures/intents/terminal-pending.json';
import terminalResult from '../../fixtures/intents/terminal-result.json';
import { numberedLog } from '../../support/numbered-log';

const rowsIn = (markup: string) => markup.match(/data-slot="line"/g)?.length ?? 0;

describe('server rendering of the terminal card', () => {
  it('holds the last rows of a long log in the markup, without layout', () => {
    const markup = renderToString(
      <ToolCard intent={{ card: 'terminal', command: 'seq 1000', output: numberedLog(1000) }} />,
    );
    expect(rowsIn(markup)).toBeGreaterThanOrEqual(23);
    expect(rowsIn(markup)).toBeLessThan(40);
    // A finished log opens at its end, where its summary and its error are.
    expect(markup).toContain('>line 999 </span>');
    expect(markup).toContain('>line 967 </span>');
    expect(markup).not.toContain('>line 0 </span>');
    expect(markup).toContain('padding-top:19340px;padding-bottom:0');
    expect(markup).toContain('color:var(--tc-ansi-green)');
    expect(markup).toContain('data-slot="jump-to-start"');
  });

  it('holds the real last rows of a huge log, read from its end without parsing the rest', () => {
    const markup = renderToString(
      <ToolCard intent={{ card: 'terminal', command: 'seq 100000', output: numberedLog(100_000) }} />,
    );
    expect(rowsIn(markup)).toBeGreaterThanOrEqual(23);
    expect(rowsIn(markup)).toBeLessThan(40);
    expect(markup).not.toContain('>line 0 </span>');
    // A static page of this markup shows the log's end, where the build's summary is, at its place.
    expect(markup).toContain(
      'data-index="99999"><span>line 99999 </span><span style="color:var(--tc-ansi-green)">ok</span>',
    );
    expect(markup).toContain('padding-top:1999340px;padding-bottom:0');
  });

  it('holds the first lines of a collapsed card whose preview is parsed from the start', () => {
    // The last style reset is too far before the preview's last five lines for them to be read
    // alone (each line is 400 characters), so the card parses from the start: its head is drawn.
    const long = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => `row ${from + index} ${'.'.repeat(390)}\n`).join('');
    const output = `${long(0, 250)}\x1b[31mred\x1b[0m\n${long(250, 200)}`;
    const markup = renderToString(
      <ToolCard intent={{ card: 'terminal', command: 'build', output, exitCode: 0 }} defaultOpen={false} />,
    );
    expect(markup).toContain('>row 0 ');
    expect(markup).toContain('>row 4 ');
    expect(markup).toContain('>row 449 ');
  });

  it('renders the same markup twice, with no escape byte in it', () => {
    const intent = { card: 'terminal', command: 'printf', output: readTerminalFixture('escapes.log'), exitCode: 0 };
    const markup = renderToString(<ToolCard intent={intent} />);
    expect(renderToString(<ToolCard intent={structuredClone(intent)} />)).toBe(markup);
    expect(markup).not.toContain('\x1b');
    expect(markup).toContain('Downloading (50%)');
  });

  it('renders the header and body of the host fixtures', () => {
    const result = renderToString(<ToolCard intent={terminalResult} />);
    expect(result).toContain('data-status="error"');
    expect(result).toContain('exit 2');
    // The end of the output: tsc's summary.
    expect(result).toContain('Found 54 errors in 3 files.');
    const pending = renderToString(<ToolCard intent={{ ...terminalPending, status: 'pending' }} />);
    expect(pending).toContain('data-slot="command-line"');
    expect(pending).toContain('/home/dev/chalk');
  });

  it('renders the collapsed preview of a closed card', () => {
    const markup = renderToString(
      <ToolCard intent={{ card: 'terminal', command: 'seq 100', output: numberedLog(100) }} defaultOpen={false} />,
    );
    expect(markup).toContain('data-slot="preview"');
    expect(rowsIn(markup)).toBe(10);
    expect(markup).toContain('Show all 100 lines');
  });

  it('draws a line of 100,000 colour changes as at most 1,000 spans, and says the rest is in one style', () => {
    let output = '';
    for (let index = 0; index < 100_000; index++) output += `\x1b[${31 + (index % 6)}mx`;
    const markup = renderToString(<ToolCard intent={{ card: 'terminal', command: 'rainbow', output }} />);
    const row = markup.slice(
      markup.indexOf('data-slot="line"'),
      markup.indexOf('</div>', markup.indexOf('data-slot="line"')),
    );
    expect(row).toContain('data-cut="styles"');
    // 1,000 spans, then the two notes: the styles merged, and the rest of the line not drawn.
    expect(row.match(/<span/g)!.length).toBeLessThanOrEqual(1002);
    expect(row).toContain('data-slot="line-note"');
    expect(row).toContain('more than 1,000 style changes');
  });

  it('keeps the markup of repeated far cursor moves within a few times the input', () => {
    const output = '\x1b[1024Cx'.repeat(100_000);
    const markup = renderToString(<ToolCard intent={{ card: 'terminal', command: 'moves', output }} />);
    expect(markup.length).toBeLessThan(output.length * 6);
    expect(markup).toContain('data-cut="moves"');
    expect(markup).toContain('cursor moves past the end of this line were cut short');
  });
});
