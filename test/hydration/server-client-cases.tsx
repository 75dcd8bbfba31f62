import type { ReactElement } from 'react';
import { ToolCard } from '../../src/index';

/*
 * Cards whose server markup and first client render used to differ: links that Node's and
 * Chromium's URL parsers decide differently, lone surrogates (U+FFFD after UTF-8 transport), and
 * an emoji cut in half at the 20,000-unit preview. Imported by the Chromium test and, through
 * the `renderOnServer` command, by Node, which renders the server side.
 */

const URLS = [
  'https://exa mple.com/',
  'https://xn--a.com/',
  'https://\u0661\u0662\u0663.com/',
  'https://\u0663.\u0664/',
  'https://example.com/a b',
  'https://\u0430pple.com/',
  'http://0x7f.1/',
];

/** A preview cut that falls between the two halves of an emoji. */
const EMOJI_AT_CUT = `${'a'.repeat(19_999)}😀${'b'.repeat(10)}`;

/** Each case by name. */
export const SERVER_CLIENT_CASES: Record<string, () => ReactElement> = {
  'web sources with URLs engines read differently': () => (
    <ToolCard
      intent={{
        card: 'web',
        kind: 'search',
        truncated: false,
        sources: URLS.map((url, index) => ({ url, title: `source ${index}` })),
      }}
    />
  ),
  'a fetch of a URL engines read differently': () => (
    <ToolCard
      intent={{
        card: 'web',
        kind: 'fetch',
        url: 'https://exa mple.com/',
        statusCode: 200,
        truncated: false,
        content: 'x',
      }}
    />
  ),
  'resource links in content blocks': () => (
    <ToolCard
      intent={{
        card: 'generic',
        title: 'links',
        content: URLS.map((uri) => ({ type: 'resource_link', uri, name: uri })),
      }}
    />
  ),
  'lone surrogates in a title, terminal output, a search line and raw strings': () => (
    <>
      <ToolCard
        intent={{ card: 'terminal', title: 'half \ud83d', command: 'echo \ude00', output: 'out \ud83d put\n' }}
      />
      <ToolCard
        intent={{
          card: 'search',
          shape: 'matches',
          truncated: false,
          total: 1,
          files: [{ path: 'a\ud800.ts', matches: [{ lineNumber: 1, line: 'x \udfff y', ranges: [[0, 1]] }] }],
        }}
      />
      <ToolCard
        intent={{ card: 'generic', title: 'raw', rawInput: { '\ud800key': 'value \udc00' }, output: 'text \ud83d' }}
      />
      <ToolCard intent={{ card: 'nope', title: '\ud83d' }} />
    </>
  ),
  'search ranges that end inside an emoji': () => (
    <ToolCard
      intent={{
        card: 'search',
        shape: 'matches',
        truncated: false,
        total: 1,
        files: [{ path: 'a.ts', matches: [{ lineNumber: 1, line: '😀x😀y', ranges: [[1, 4]] }] }],
      }}
    />
  ),
  'an emoji at the 20,000-unit cut of a raw text': () => (
    <ToolCard
      intent={{
        card: 'generic',
        title: 'cut',
        content: [{ type: 'text', text: EMOJI_AT_CUT }],
        rawInput: EMOJI_AT_CUT,
      }}
    />
  ),
};
