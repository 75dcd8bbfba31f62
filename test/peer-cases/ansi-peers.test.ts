import { stripAnsi } from '../../src/ansi';
import { addedRuns, ourRuns, runsOfPeerHtml, type Runs } from './ansi-runs';
import { expectPeerCase, loadPeerCases, type PeerComparison } from './peer-cases';

/**
 * The test cases of ansi_up, anser, ansi-regex and strip-ansi, run against the kit's terminal
 * parser. HTML is compared as what a reader sees (text, colours in the peers' palette, bold,
 * underline, links), not as markup. Every case agrees or is listed below with the reason the kit
 * differs on purpose; the README's "Where the kit differs from its peers" mirrors these lists.
 */

const BLINK = 'no blink: the kit does not draw SGR 5 (blinking text is an accessibility hazard, WCAG 2.2.2)';
const NO_LINKIFY = 'links only from OSC 8: a URL printed as plain text stays text';
const CLEAR_LINE = 'no clearLine flag: `\\r` is applied as a terminal applies it (what follows overwrites the line)';

const ANSI_UP_DIFFERENCES: Record<string, string> = {
  'ansi_up › ansi to html › default colors › should reset a bold attr to html':
    'SGR 21 is double underline (ECMA-48, xterm, VTE), not "bold off"',
  'ansi_up › ansi to html › default colors › should reset a bold and faint attr to just faint html':
    'SGR 21 is double underline (ECMA-48, xterm, VTE), not "bold off"',
};

const ANSER_DIFFERENCES: Record<string, string> = {
  'Anser › linkify › should linkify a url': NO_LINKIFY,
  'Anser › ansi to html › transform text attributes › default › blink': BLINK,
  'Anser › ansi to html › transform text attributes › with classes › blink': BLINK,
  'Anser › ansi to html › use multiple text styles › default › underline, blinking, bold, blue text on red background':
    BLINK,
  'Anser › ansi to html › use multiple text styles › with classes › underline, blinking, bold, blue text on red background':
    BLINK,
  'Anser › ansi to json › should convert ansi with carriageReturn to json with positive clearLine flag [3]': CLEAR_LINE,
  'Anser › ansi to json › should convert ansi with carriageReturn to json with positive clearLine flag [4]': CLEAR_LINE,
  'Anser › ansi to json › should convert ansi without carriageReturn to json with negative clearLine flag [3]':
    CLEAR_LINE,
  'Anser › ansi to json › should convert ansi without carriageReturn to json with negative clearLine flag [4]':
    CLEAR_LINE,
  'Anser › ansi to json › should convert ansi with carriageReturn at start of line to json with positive clearLine':
    CLEAR_LINE,
};

interface AnsiUpCase {
  name: string;
  matcher: 'eql' | 'containEql';
  expected: string;
  chunks: string[];
  call: number;
}

interface AnserCase {
  name: string;
  api: 'escapeForHtml' | 'linkify' | 'ansiToHtml' | 'ansiToText' | 'ansiToJson';
  input: string;
  path: (string | number)[];
  matcher: 'eql' | 'containEql';
  expected: unknown;
}

const plain = (runs: Runs) => runs.map(([text]) => text).join('');

/** Compares our runs with a peer's HTML, or (containEql) checks our text holds the expected text. */
function compareHtml(ours: Runs, expected: string, matcher: 'eql' | 'containEql'): PeerComparison {
  if (matcher === 'containEql') {
    const agrees = plain(ours).includes(expected);
    return { agrees, ours: agrees ? expected : plain(ours), theirs: expected };
  }
  const theirs = runsOfPeerHtml(expected);
  return { agrees: JSON.stringify(ours) === JSON.stringify(theirs), ours, theirs };
}

describe('ansi_up test cases', () => {
  it.each(loadPeerCases<AnsiUpCase>('ansi_up.json'))('$key', ({ key, case: peer }) => {
    const written = ourRuns(peer.chunks.slice(0, peer.call));
    // Each ansi_up call returns only what its chunk added.
    const ours =
      peer.call > 1 ? (addedRuns(ourRuns(peer.chunks.slice(0, peer.call - 1)), written) ?? written) : written;
    expectPeerCase(key, ANSI_UP_DIFFERENCES, compareHtml(ours, peer.expected, peer.matcher));
  });
});

describe('anser test cases', () => {
  it.each(loadPeerCases<AnserCase>('anser.json'))('$key', ({ key, case: peer }) => {
    const ours = ourRuns([peer.input]);
    let comparison: PeerComparison;
    if (peer.api === 'ansiToText') {
      comparison = {
        agrees: stripAnsi(peer.input) === peer.expected,
        ours: stripAnsi(peer.input),
        theirs: peer.expected,
      };
    } else if (peer.api === 'ansiToJson') {
      const [index, field] = peer.path as [number, string];
      const run = ours.filter(([text]) => text.trim() !== '' || field !== 'fg')[index];
      const value =
        field === 'content'
          ? run?.[0]
          : field === 'fg'
            ? /fg=rgb\(([^)]*)\)/.exec(run?.[1] ?? '')?.[1]?.replace(/,/g, ', ')
            : '(no such flag)';
      comparison = { agrees: value === peer.expected, ours: value, theirs: peer.expected };
    } else {
      // escapeForHtml, linkify and ansiToHtml: what is drawn, read back from the peer's HTML.
      comparison = compareHtml(ours, String(peer.expected), peer.matcher);
    }
    expectPeerCase(key, ANSER_DIFFERENCES, comparison);
  });
});

const ESC_DIGIT =
  'ECMA-48 ends an escape at its final byte: `ESC 5` is a whole (private) sequence and the `n` after it is text, as in xterm';
const REGEX_DIFFERENCES: Record<string, string> = {
  'otherCode "5n" (Device status report) #132': ESC_DIGIT,
  'otherCode "0n" (Response: terminal is OK) #133': ESC_DIGIT,
  'otherCode "3n" (Response: terminal is not OK) #134': ESC_DIGIT,
  'otherCode "6n" (Get cursor position) #135': ESC_DIGIT,
};

interface AnsiRegexCase {
  set: string;
  code: string;
  info: string;
}

describe('ansi-regex codes: each sequence is consumed whole, and nothing after it', () => {
  const suite = loadPeerCases<AnsiRegexCase & { name?: string }>('ansi-regex.json');
  const consumption = 'abcdefghijklmnopqrstuvwxyz';
  it.each(
    suite.map(({ case: peer }, index) => ({
      key: `${peer.set} ${JSON.stringify(peer.code)} (${peer.info}) #${index}`,
      peer,
    })),
  )('$key', ({ key, peer }) => {
    const ours = stripAnsi(`\x1b${peer.code}${consumption}`);
    // A cursor move is applied, not deleted: a move forward leaves blanks before the text.
    const shown = ours.replace(/^[ \n]+/, '');
    expectPeerCase(key, REGEX_DIFFERENCES, { agrees: shown === consumption, ours: shown, theirs: consumption });
  });
});

const STRIP_DIFFERENCES: Record<string, string> = {
  'strip OSC sequence with BEL terminator':
    'stripAnsi gives the lines a terminal shows: `\\r` moves to column 0 and a final line break opens no line',
};

describe('strip-ansi test cases', () => {
  it.each(loadPeerCases<{ name: string; input: string; expected: string }>('strip-ansi.json'))(
    '$key',
    ({ key, case: peer }) => {
      const ours = stripAnsi(peer.input);
      expectPeerCase(key, STRIP_DIFFERENCES, { agrees: ours === peer.expected, ours, theirs: peer.expected });
    },
  );
});
