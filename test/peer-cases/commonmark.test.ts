import { kitMarkdownHtml, normalizeHtml } from './markdown-html';
import { expectPeerCase, loadPeerCases } from './peer-cases';

/**
 * The 655 examples of the CommonMark spec, run through the kit's Markdown view (its parse and
 * its drawing rules, see `kitMarkdownHtml`). Every example agrees or is listed below, by reason,
 * as a deliberate difference; the README's "Where the kit differs from its peers" mirrors it.
 */

interface SpecExample {
  example: number;
  section: string;
  markdown: string;
  html: string;
}

/** Deliberate differences, by reason: the examples each one accounts for. */
const DIFFERENCES_BY_REASON: Record<string, number[]> = {
  // Tool output is never HTML: an HTML block or inline tag shows as the text it is.
  'raw HTML is drawn as text': [
    21, 31, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157, 158, 159, 160, 161, 162, 163, 164, 165, 166, 167, 168,
    169, 170, 171, 172, 173, 174, 175, 176, 177, 178, 179, 180, 181, 182, 183, 184, 185, 186, 187, 188, 189, 190, 191,
    192, 193, 203, 310, 311, 346, 477, 478, 479, 493, 496, 526, 538, 615, 616, 617, 618, 619, 625, 627, 628, 629, 630,
    631, 632, 633, 645, 646,
  ],
  // The kit's one link policy: relative, mailto:, custom-scheme and empty targets stay text.
  'links only for absolute http(s) targets': [
    22, 23, 32, 33, 194, 195, 196, 197, 198, 200, 202, 204, 205, 206, 207, 208, 216, 217, 218, 219, 220, 406, 421, 424,
    435, 475, 476, 484, 485, 486, 487, 488, 489, 491, 494, 497, 498, 500, 501, 502, 503, 504, 505, 506, 507, 508, 509,
    511, 512, 514, 516, 517, 518, 520, 521, 523, 524, 529, 530, 531, 532, 534, 535, 536, 537, 541, 542, 543, 544, 545,
    546, 551, 552, 555, 556, 557, 558, 559, 560, 561, 562, 563, 564, 566, 567, 568, 569, 570, 571, 572, 573, 595, 598,
    599, 600, 601, 603, 606, 607,
  ],
  // The kit's own URL rule (README, "Hardening"), stricter than WHATWG so Node and browsers agree:
  // a host is ASCII letters, digits, `-` and `_` in non-empty labels (`foo.bar.\`baz`, `..` stay text).
  "links only for hosts the kit's URL rule accepts": [348, 602],
  // No request leaves the card: an image is its alt text and a link to its target.
  'images are never loaded: drawn as a label and a link': [
    519, 522, 533, 574, 575, 576, 577, 578, 579, 580, 581, 582, 583, 584, 585, 586, 587, 588, 589, 590, 591, 593,
  ],
};

const DIFFERENCES: Record<string, string> = Object.fromEntries(
  Object.entries(DIFFERENCES_BY_REASON).flatMap(([reason, examples]) =>
    examples.map((example) => [`example ${example}`, reason]),
  ),
);

describe('CommonMark spec examples', () => {
  const examples = loadPeerCases<SpecExample & { name?: string }>('commonmark.json').map(({ case: example }) => ({
    key: `example ${example.example}`,
    example,
  }));
  it.each(examples)('$key', ({ key, example }) => {
    const ours = normalizeHtml(kitMarkdownHtml(example.markdown));
    const theirs = normalizeHtml(example.html);
    expectPeerCase(key, DIFFERENCES, { agrees: ours === theirs, ours, theirs });
  });
});
