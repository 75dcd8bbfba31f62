import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ToolCard } from '../src/index';
import webFetch from '../test/fixtures/intents/web-fetch.json';
import webSearch from '../test/fixtures/intents/web-search.json';
import { slotIn } from './support/slot-in';

const meta = {
  title: 'Cards/Web',
  component: ToolCard,
  args: { intent: webSearch },
} satisfies Meta<typeof ToolCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const PAGE = `# Zod

TypeScript-first schema validation with static type inference. ${'Zod is designed to be as developer-friendly as possible. '.repeat(6)}

## Installation

\`\`\`sh
npm install zod
\`\`\`

- Zero external dependencies
- Works in Node.js and all modern browsers
- Tiny: 8kb minified + zipped

> Read the [documentation](https://zod.dev/) or the [source](https://github.com/colinhacks/zod).

<div class="banner">Raw HTML shows as text</div>

![The Zod logo](https://zod.dev/logo.svg)

${'More of the page follows here, paragraph after paragraph. '.repeat(20)}`;

/** The host fixture: three sources, one hostile (a javascript: URL and HTML in its snippet). */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="source"]')).toHaveLength(3);
    await expect(canvasElement.querySelector('time')).toHaveTextContent('10 Jul 2025');
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A Markdown answer with a list, code, a link, raw HTML and a hostile link. */
export const MarkdownAnswer: Story = {
  args: {
    intent: {
      ...webSearch,
      answer:
        '**Use `z.discriminatedUnion`** when every member shares a literal key:\n\n1. Faster parsing [1]\n2. Clearer errors\n\n```ts\nz.discriminatedUnion("type", [A, B]);\n```\n\nSee [the docs](https://zod.dev/api) — not <b>this</b> or [that](javascript:alert(1)).',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-section="answer"] a')).toHaveAttribute(
      'href',
      'https://zod.dev/api',
    );
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

/** Capped sources; a title-less source shown by its hostname; a look-alike (non-ASCII) domain not linked. */
export const SearchTruncated: Story = {
  args: {
    intent: {
      card: 'web',
      kind: 'search',
      title: 'web_search',
      query: 'apple id login',
      truncated: true,
      sources: [
        {
          url: 'https://\u0430pple.com/login',
          title: 'Apple ID',
          snippet: 'A look-alike domain: not linked, its URL shown as text.',
          publishedAt: 'Thu, 10 Jul 2025 08:00:00 GMT',
        },
        {
          url: 'https://www.apple.com/',
          snippet: 'No title: the hostname stands in.',
          publishedAt: '2025-07-09T23:30:00-05:00',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'truncated')).toBeInTheDocument();
    // A non-ASCII hostname is not linked (the kit's URL rule): its URL shows as text, flagged unsafe.
    await expect(slotIn(canvasElement, 'source-url')).toHaveAttribute('data-unsafe', '');
    await expect(slotIn(canvasElement, 'source-host')).toHaveTextContent('www.apple.com');
    await expect(slotIn(canvasElement, 'source-count')).toHaveTextContent('2+ sources');
  },
};

/** The host fixture: no content, truncated. */
export const Fetch: Story = {
  args: { intent: webFetch },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'status')).toHaveTextContent(/^Done$/);
    await expect(slotIn(canvasElement, 'url-host')).toHaveTextContent('zod.dev');
  },
};

/** A page collapsed to a preview; the button shows all of it. */
export const FetchWithContent: Story = {
  args: { intent: { ...webFetch, truncated: false, content: PAGE, contentType: 'text/markdown' } },
  play: async ({ canvasElement }) => {
    const toggle = slotIn(canvasElement, 'page-toggle') as HTMLElement;
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(slotIn(canvasElement, 'markdown-image')).toHaveTextContent('Image (not loaded): The Zod logo');
  },
};

/** Redirect, client error and server error: each pill its own class and phrase. */
export const FetchStatuses: Story = {
  render: (args) => (
    <>
      <ToolCard
        {...args}
        intent={{
          ...webFetch,
          title: 'web_fetch http://zod.dev',
          url: 'http://zod.dev',
          statusCode: 301,
          truncated: false,
        }}
      />
      <ToolCard
        {...args}
        intent={{
          ...webFetch,
          title: 'web_fetch /missing',
          url: 'https://zod.dev/missing',
          statusCode: 404,
          truncated: false,
          content: '# 404\n\nThis page could not be found.',
        }}
      />
      <ToolCard
        {...args}
        intent={{
          ...webFetch,
          title: 'web_fetch /api',
          url: 'https://zod.dev/api',
          statusCode: 503,
          truncated: false,
          isError: true,
          error: 'Service Unavailable',
        }}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const pills = [...canvasElement.querySelectorAll('[data-slot="status"]')].map((pill) => pill.textContent);
    await expect(pills).toEqual([
      'Done·301 Moved Permanently',
      'Failed·404 Not Found',
      'Failed·503 Service Unavailable',
    ]);
  },
};

/** Plain-text content is shown as text, not Markdown. */
export const FetchPlainText: Story = {
  args: {
    intent: {
      ...webFetch,
      truncated: false,
      content: '# not a heading\nUser-agent: *\nDisallow: /private',
      contentType: 'text/plain',
    },
  },
  play: async ({ canvasElement }) => expect(slotIn(canvasElement, 'page-text')).toHaveTextContent('# not a heading'),
};

/** A fetch call still running: a generic card with the fetch kind. */
export const Pending: Story = {
  args: {
    intent: {
      card: 'generic',
      kind: 'fetch',
      title: 'web_fetch https://zod.dev/',
      status: 'running',
      rawInput: { url: 'https://zod.dev/' },
    },
  },
  play: async ({ canvasElement }) =>
    expect(canvasElement.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'generic'),
};

/** A failed search whose only text is its error: said once, with no "No sources" under it. */
export const SearchError: Story = {
  args: {
    intent: {
      card: 'web',
      kind: 'search',
      query: 'zod unions',
      sources: [],
      status: 'error',
      error: 'Error: rate limited, try again in 30 s',
    },
    defaultOpen: true,
  },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'error-text')).toHaveTextContent(/^rate limited/);
    await expect(canvasElement.querySelector('[data-slot="empty"]')).toBeNull();
  },
};
