import { fireEvent, render } from '@testing-library/react';
import { ToolCard } from '../../../src/index';
import webFetch from '../../fixtures/intents/web-fetch.json';
import webSearch from '../../fixtures/intents/web-search.json';
import { axeViolations, slot, slots } from '../terminal/terminal-test-utils';

const search = (extra: Record<string, unknown>) => ({
  card: 'web',
  kind: 'search',
  truncated: false,
  sources: [],
  ...extra,
});
const fetched = (extra: Record<string, unknown>) => ({
  card: 'web',
  kind: 'fetch',
  url: 'https://zod.dev/api',
  statusCode: 200,
  truncated: false,
  ...extra,
});

describe('the web card without truncated', () => {
  it.each([
    { card: 'web', kind: 'search', sources: [{ url: 'https://zod.dev/' }] },
    { card: 'web', kind: 'fetch', url: 'https://zod.dev/', statusCode: 200, content: 'Zod' },
  ])('draws $kind as complete, not as malformed data', (intent) => {
    const { container } = render(<ToolCard intent={intent} />);
    expect(container.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'web');
    expect(container.querySelector('[data-slot="truncated"]')).toBeNull();
    expect(container.querySelector('[data-slot="source-count"]')?.hasAttribute('data-truncated') ?? false).toBe(false);
  });
});

describe('the web card, search', () => {
  it('numbers the sources, each with its title as a safe link, real hostname, date and snippet', () => {
    const { container } = render(<ToolCard intent={webSearch} />);
    expect(slot(container, 'source-count')).toHaveTextContent('3 sources');
    const sources = slots(container, 'source');
    expect(sources.map((source) => slot(source, 'source-number').textContent)).toEqual(['[1]', '[2]', '[3]']);
    const first = sources[0] as HTMLElement;
    const link = first.querySelector('a');
    expect(link).toHaveTextContent('Discriminated unions | Zod');
    expect(link).toHaveAttribute('href', 'https://zod.dev/api#discriminated-unions');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAttribute('target', '_blank');
    expect(slot(first, 'source-host')).toHaveTextContent('zod.dev');
    expect(slot(first, 'source-date')).toHaveTextContent('10 Jul 2025');
    expect(slot(first, 'source-date')).toHaveAttribute('datetime', '2025-07-10');
    expect(slot(first, 'source-snippet')).toHaveTextContent('A discriminated union is a union');
    expect(slot(first, 'source-avatar')).toHaveTextContent('Z');
    expect(slot(first, 'source-avatar')).toHaveAttribute('aria-hidden', 'true');
    expect(sources[1]?.querySelector('[data-slot="source-date"]')).toBeNull();
  });

  it('draws the hostile source with no link and its text escaped', () => {
    const { container } = render(<ToolCard intent={webSearch} />);
    const hostile = slots(container, 'source')[2] as HTMLElement;
    expect(hostile.querySelector('a')).toBeNull();
    expect(slot(hostile, 'link-text')).toHaveTextContent('A hostile source');
    expect(slot(hostile, 'source-url')).toHaveTextContent('javascript:alert(1)');
    expect(slot(hostile, 'source-snippet').textContent).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[href^="javascript"], [href^="JAVASCRIPT"]')).toBeNull();
    expect(slot(hostile, 'source-avatar')).toHaveTextContent('?');
  });

  it('renders the answer as Markdown', () => {
    const { container } = render(<ToolCard intent={webSearch} />);
    const answer = container.querySelector('[data-section="answer"]') as HTMLElement;
    expect(slot(answer, 'markdown-inline-code')).toHaveTextContent('z.discriminatedUnion("type", [...])');
  });

  it('renders an answer with raw HTML and hostile links as text', () => {
    const answer =
      'See <script>alert(1)</script> and [this](javascript:alert(1)) or [docs](https://zod.dev/) ![t](https://t.test/p.gif)\n\n<iframe src="https://evil.test"></iframe>';
    const { container } = render(<ToolCard intent={search({ answer })} />);
    expect(container.querySelector('script, iframe, img')).toBeNull();
    expect(container.textContent).toContain('<script>');
    expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'https://zod.dev/',
      'https://t.test/p.gif',
    ]);
  });

  it('uses the hostname as the title of a source without one, in punycode for a look-alike domain', () => {
    const { container } = render(
      <ToolCard
        intent={search({
          sources: [{ url: 'https://xn--pple-43d.com/login' }, { url: 'https://xn--pple-43d.com/', title: 'Apple' }],
        })}
      />,
    );
    const [untitled, titled] = slots(container, 'source');
    expect(untitled?.querySelector('a')).toHaveTextContent('xn--pple-43d.com');
    expect(slot(untitled as HTMLElement, 'source-host')).toHaveTextContent('xn--pple-43d.com');
    expect(slot(titled as HTMLElement, 'source-host')).toHaveTextContent('xn--pple-43d.com');
  });

  it('makes no link of a source whose host is written in Unicode: its URL shows as text', () => {
    const { container } = render(<ToolCard intent={search({ sources: [{ url: 'https://\u0430pple.com/login' }] })} />);
    const [source] = slots(container, 'source');
    expect(source?.querySelector('a')).toBeNull();
    expect(source).toHaveTextContent('https://\u0430pple.com/login');
  });

  it('shows a date it cannot read as it was sent', () => {
    const { container } = render(
      <ToolCard intent={search({ sources: [{ url: 'https://a.test/', publishedAt: 'last Tuesday' }] })} />,
    );
    expect(slot(container, 'source-date')).toHaveTextContent('last Tuesday');
    expect(container.querySelector('time')).toBeNull();
  });

  it('says when the host capped the sources, and when there are none', () => {
    const capped = render(<ToolCard intent={{ ...webSearch, truncated: true }} />).container;
    expect(slot(capped, 'truncated')).toHaveTextContent('there are more sources');
    expect(slot(capped, 'source-count')).toHaveTextContent('3+ sources');
    const empty = render(<ToolCard intent={search({})} />).container;
    expect(slot(empty, 'empty')).toHaveTextContent('No sources');
  });

  it('has no axe violations', async () => {
    expect(await axeViolations(render(<ToolCard intent={webSearch} />).container)).toEqual([]);
  });
});

describe('the web card, fetch', () => {
  it('shows the URL with its hostname emphasised, a plain "Done" for 200 and the truncation note', () => {
    const { container } = render(<ToolCard intent={webFetch} />);
    const url = slot(container, 'url');
    expect(url.querySelector('a')).toHaveAttribute('href', 'https://zod.dev/');
    expect(slot(url, 'url-host')).toHaveTextContent('zod.dev');
    expect(slot(container, 'status')).toHaveTextContent(/^Done$/);
    expect(container.querySelector('[data-slot="http-status"]')).toBeNull();
    expect(slot(container, 'truncated')).toHaveTextContent('The host cut this page');
    expect(slot(container, 'empty')).toHaveTextContent('No content');
  });

  it.each([
    [301, 'success', 'Done·301 Moved Permanently'],
    [404, 'error', 'Failed·404 Not Found'],
    [503, 'error', 'Failed·503 Service Unavailable'],
  ])('says status %i in the one status pill, a 4xx or 5xx as a failure', (statusCode, status, text) => {
    const { container } = render(<ToolCard intent={fetched({ statusCode })} />);
    expect(slot(container, 'status')).toHaveAttribute('data-status', status);
    expect(slot(container, 'status')).toHaveAttribute('data-detail', 'http');
    expect(slot(container, 'status')).toHaveTextContent(text);
    expect(container.querySelector('[data-toolcard]')).toHaveAttribute('data-status', status);
  });

  it('collapses long content to a preview, and shows the whole page on request', () => {
    const content = `# Zod\n\n${'First paragraph words. '.repeat(20)}\n\n${'Second paragraph. '.repeat(40)}\n\nThe very end.`;
    const { container } = render(<ToolCard intent={fetched({ content })} />);
    const toggle = slot(container, 'page-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent(/Show the whole page \([\d,]+ characters\)/);
    expect(slot(container, 'page')).toHaveAttribute('data-state', 'closed');
    expect(slot(container, 'page').textContent).not.toContain('The very end.');
    expect(slot(container, 'markdown-heading')).toHaveTextContent('Zod');
    fireEvent.click(toggle);
    expect(slot(container, 'page').textContent).toContain('The very end.');
    expect(slot(container, 'page-toggle')).toHaveTextContent('Show less');
    expect(slot(container, 'page-toggle')).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows short content whole, with no toggle', () => {
    const { container } = render(<ToolCard intent={fetched({ content: 'Just **this**.' })} />);
    expect(container.querySelector('[data-slot="page-toggle"]')).toBeNull();
    expect(slot(container, 'page').querySelector('strong')).toHaveTextContent('this');
  });

  it('shows plain-text content as text, not Markdown', () => {
    const { container } = render(
      <ToolCard intent={fetched({ content: '# not a heading\n<b>x</b>', contentType: 'text/plain; charset=utf-8' })} />,
    );
    expect(slot(container, 'content-type')).toHaveTextContent('text/plain; charset=utf-8');
    expect(container.querySelector('[data-slot="markdown-heading"], b')).toBeNull();
    expect(slot(container, 'page-text').textContent).toBe('# not a heading\n<b>x</b>');
  });

  it('draws content blocks when the host sent blocks', () => {
    const { container } = render(<ToolCard intent={fetched({ content: [{ type: 'text', text: 'from a block' }] })} />);
    expect(slot(container, 'content')).toHaveTextContent('from a block');
  });

  it('shows a URL the link policy refuses as text', () => {
    const { container } = render(<ToolCard intent={fetched({ url: 'javascript:alert(document.cookie)' })} />);
    expect(container.querySelector('a')).toBeNull();
    expect(slot(container, 'url')).toHaveTextContent('javascript:alert(document.cookie)');
    expect(slot(container, 'url')).toHaveAttribute('data-unsafe', '');
  });

  it('has no axe violations, collapsed and expanded', async () => {
    const content = `${'Words and more words. '.repeat(60)}\n\n[a link](https://zod.dev/)`;
    const { container } = render(<ToolCard intent={fetched({ content, statusCode: 404 })} />);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(slot(container, 'page-toggle'));
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('a pending web call', () => {
  it.each(['search', 'fetch'])('stays a generic card with its kind (%s)', (kind) => {
    const { container } = render(
      <ToolCard intent={{ card: 'generic', kind, title: `web_${kind}`, status: 'pending', rawInput: { q: 'zod' } }} />,
    );
    expect(container.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'generic');
    expect(slot(container, 'title')).toHaveTextContent(`web_${kind}`);
  });
});
