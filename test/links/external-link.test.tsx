import { render } from '@testing-library/react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ExternalLink } from '../../src/react-base/external-link';

describe('ExternalLink, the one drawing of a link', () => {
  it('opens an http(s) target in a new tab without handing it the page', () => {
    const { container } = render(<ExternalLink href="https://zod.dev/api" text="Zod" />);
    const link = container.querySelector('a');
    expect(link).toHaveAttribute('href', 'https://zod.dev/api');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAttribute('title', 'https://zod.dev/api');
    expect(link).toHaveAttribute('data-slot', 'link');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    '/relative',
    '//evil.test',
  ])('draws %j as text even when a caller passes it unvetted', (href) => {
    const { container } = render(<ExternalLink href={href} text="click me" />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('[data-slot="link-text"]')).toHaveTextContent('click me');
  });

  it('draws rich children inside the link', () => {
    const { container } = render(
      <ExternalLink href="https://zod.dev/">
        <strong>zod.dev</strong>
      </ExternalLink>,
    );
    expect(container.querySelector('a strong')).toHaveTextContent('zod.dev');
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('every link in the kit', () => {
  it('is drawn by ExternalLink: no other <a> or href= in src', () => {
    const offenders = sourceFiles(join(process.cwd(), 'src'))
      .filter((path) => !path.endsWith(join('react-base', 'external-link.tsx')))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .filter(
            (line) =>
              /<a[\s>]|createElement\(\s*['"]a['"]|setAttribute\(\s*['"]href|\.href\s*=[^=]/.test(line) ||
              (/\shref=/.test(line) && !line.includes('<ExternalLink')),
          )
          .map((line) => `${path}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
