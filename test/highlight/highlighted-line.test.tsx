import { render } from '@testing-library/react';
import { HighlightedLine } from '../../src/highlight/highlighted-line';

describe('HighlightedLine', () => {
  it('draws the plain text when there are no tokens', () => {
    const { container } = render(<HighlightedLine text="let a = 1;" />);
    const line = container.querySelector('[data-slot="code-line"]');
    expect(line).toHaveTextContent('let a = 1;');
    expect(line).not.toHaveAttribute('data-highlighted');
  });

  it('draws one span per coloured token, with both themes as CSS variables', () => {
    const { container } = render(
      <HighlightedLine
        text="let a = 1;"
        tokens={[
          { content: 'let', light: '#cf222e', dark: '#f97583' },
          { content: ' a = ' },
          { content: '1', light: '#005cc5', dark: '#79b8ff' },
          { content: ';' },
        ]}
      />,
    );
    const line = container.querySelector('[data-slot="code-line"]');
    expect(line).toHaveAttribute('data-highlighted', '');
    expect(line?.textContent).toBe('let a = 1;');
    const tokens = container.querySelectorAll('[data-slot="token"]');
    expect([...tokens].map((token) => token.textContent)).toEqual(['let', '1']);
    expect((tokens[0] as HTMLElement).style.getPropertyValue('--shiki-light')).toBe('#cf222e');
    expect((tokens[0] as HTMLElement).style.getPropertyValue('--shiki-dark')).toBe('#f97583');
  });

  it('marks font styles as attributes, and sets no colour a theme leaves out', () => {
    const { container } = render(
      <HighlightedLine text="// x" tokens={[{ content: '// x', dark: '#8b949e', italic: true, underline: true }]} />,
    );
    const token = container.querySelector('[data-slot="token"]') as HTMLElement;
    expect(token).toHaveAttribute('data-italic', '');
    expect(token).toHaveAttribute('data-underline', '');
    expect(token).not.toHaveAttribute('data-strikethrough');
    expect(token.style.getPropertyValue('--shiki-light')).toBe('');
  });

  it('ignores tokens that do not spell its text (tokens for an older version of the line)', () => {
    const { container } = render(
      <HighlightedLine text="let b = 2;" tokens={[{ content: 'let a = 1;', light: '#cf222e' }]} />,
    );
    expect(container.querySelector('[data-slot="code-line"]')).not.toHaveAttribute('data-highlighted');
    expect(container.textContent).toBe('let b = 2;');
    expect(container.querySelector('[data-slot="token"]')).toBeNull();
  });

  it('draws an empty line as an empty element', () => {
    const { container } = render(<HighlightedLine text="" tokens={[]} />);
    expect(container.querySelector('[data-slot="code-line"]')?.textContent).toBe('');
  });
});
