import { createAnsiScreen, type AnsiColor, type AnsiLine } from '../../src/ansi';

/**
 * ANSI output in one comparable shape: characters with their drawn facts (colours as RGB in the
 * peers' palette, attributes, link), run-length encoded. The peers' HTML and the kit's spans are
 * both read into it, so a test compares what a reader sees, not markup.
 */
export type Runs = [text: string, facts: string][];

// ansi_up's and anser's palette (their tests expect these RGB values).
const BASE: [number, number, number][] = [
  [0, 0, 0],
  [187, 0, 0],
  [0, 187, 0],
  [187, 187, 0],
  [0, 0, 187],
  [187, 0, 187],
  [0, 187, 187],
  [255, 255, 255],
  [85, 85, 85],
  [255, 85, 85],
  [0, 255, 0],
  [255, 255, 85],
  [85, 85, 255],
  [255, 85, 255],
  [85, 255, 255],
  [255, 255, 255],
];
const NAMES = ['black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white'];
const CUBE = [0, 95, 135, 175, 215, 255];
const DEFAULT_FG = 'rgb(255,255,255)';
const DEFAULT_BG = 'rgb(0,0,0)';

function paletteRgb(index: number): string {
  let rgb: [number, number, number];
  if (index < 16) rgb = BASE[index]!;
  else if (index < 232)
    rgb = [CUBE[Math.floor((index - 16) / 36)]!, CUBE[Math.floor((index - 16) / 6) % 6]!, CUBE[(index - 16) % 6]!];
  else rgb = [8 + (index - 232) * 10, 8 + (index - 232) * 10, 8 + (index - 232) * 10];
  return `rgb(${rgb.join(',')})`;
}

function colorRgb(color: AnsiColor | undefined): string | undefined {
  if (!color) return undefined;
  return color.kind === 'palette' ? paletteRgb(color.index) : `rgb(${color.r},${color.g},${color.b})`;
}

function factsOf(parts: {
  fg?: string | undefined;
  bg?: string | undefined;
  flags: string[];
  href?: string | undefined;
}): string {
  const facts = [...parts.flags].sort();
  if (parts.fg) facts.push(`fg=${parts.fg}`);
  if (parts.bg) facts.push(`bg=${parts.bg}`);
  if (parts.href) facts.push(`link=${new URL(parts.href).href}`);
  return facts.join(' ');
}

function pushRun(runs: Runs, text: string, facts: string): void {
  if (text === '') return;
  const last = runs[runs.length - 1];
  if (last && last[1] === facts) last[0] += text;
  else runs.push([text, facts]);
}

/** The kit's lines as runs (lines joined by `\n`), `inverse` drawn as the peers draw it. */
function runsOfLines(lines: readonly AnsiLine[]): Runs {
  const runs: Runs = [];
  lines.forEach((line, index) => {
    if (index > 0) pushRun(runs, '\n', '');
    for (const span of line.spans) {
      let fg = colorRgb(span.style.fg);
      let bg = colorRgb(span.style.bg);
      if (span.style.inverse) [fg, bg] = [bg ?? DEFAULT_BG, fg ?? DEFAULT_FG];
      const flags: string[] = [];
      if (span.style.bold) flags.push('bold');
      if (span.style.dim) flags.push('dim');
      if (span.style.italic) flags.push('italic');
      if (span.style.underline) flags.push('underline');
      pushRun(runs, span.text, factsOf({ fg, bg, flags, href: span.href }));
    }
  });
  return runs;
}

/** The kit's reading of `chunks` written one after another, as runs. */
export function ourRuns(chunks: readonly string[]): Runs {
  const screen = createAnsiScreen();
  for (const chunk of chunks) screen.write(chunk);
  const runs = runsOfLines(Array.from({ length: screen.lineCount }, (_, index) => screen.line(index)));
  // A final `\n` opens no counted line; the peers keep it as text.
  if (chunks.join('').endsWith('\n')) pushRun(runs, '\n', '');
  return runs;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

function classFacts(classes: string, facts: { fg?: string; bg?: string; flags: string[] }): void {
  for (const name of classes.split(/\s+/)) {
    const color = /^ansi-(bright-)?(\w+)-(fg|bg)$/.exec(name);
    const palette = /^ansi-palette-(\d+)-(fg|bg)$/.exec(name);
    const rgbClass = /^ansi-truecolor-(fg|bg)$/.exec(name);
    if (color && NAMES.includes(color[2]!))
      facts[color[3] as 'fg' | 'bg'] = paletteRgb(NAMES.indexOf(color[2]!) + (color[1] ? 8 : 0));
    else if (palette) facts[palette[2] as 'fg' | 'bg'] = paletteRgb(Number(palette[1]));
    else if (rgbClass) continue;
    else if (name === 'ansi-bold') facts.flags.push('bold');
    else if (name === 'ansi-dim') facts.flags.push('dim');
    else if (name === 'ansi-italic') facts.flags.push('italic');
    else if (name === 'ansi-underline') facts.flags.push('underline');
    else if (name === 'ansi-blink') facts.flags.push('blink');
    else if (name !== '') facts.flags.push(`class=${name}`);
  }
}

function styleFacts(style: string, facts: { fg?: string; bg?: string; flags: string[] }): void {
  for (const declaration of style.split(';')) {
    const [property = '', value = ''] = declaration.split(':').map((part) => part.trim());
    const rgb = value.replace(/\s+/g, '');
    if (property === 'color') facts.fg = rgb;
    else if (property === 'background-color') facts.bg = rgb;
    else if (property === 'font-weight' && value === 'bold') facts.flags.push('bold');
    else if (property === 'opacity') facts.flags.push('dim');
    else if (property === 'font-style' && value === 'italic') facts.flags.push('italic');
    else if (property === 'text-decoration') for (const word of value.split(/\s+/)) facts.flags.push(word);
    else if (property !== '') facts.flags.push(`${property}=${value}`);
  }
}

/** A peer's HTML (flat `<span>`s and `<a>`s, as ansi_up and anser write it) as runs. */
export function runsOfPeerHtml(html: string): Runs {
  const runs: Runs = [];
  const pattern = /<(span|a)([^>]*)>([^<]*)<\/\1>|([^<]+)/g;
  for (const match of html.matchAll(pattern)) {
    if (match[4] !== undefined) {
      pushRun(runs, unescape(match[4]), '');
      continue;
    }
    const attributes = match[2] ?? '';
    const facts: { fg?: string; bg?: string; flags: string[]; href?: string } = { flags: [] };
    const style = /style="([^"]*)"/.exec(attributes)?.[1];
    const classes = /class="([^"]*)"/.exec(attributes)?.[1];
    const href = /href="([^"]*)"/.exec(attributes)?.[1];
    if (classes) classFacts(classes, facts);
    if (style) styleFacts(style, facts);
    for (const [, side, rgb] of attributes.matchAll(/data-ansi-truecolor-(fg|bg)="([^"]*)"/g))
      facts[side as 'fg' | 'bg'] = `rgb(${(rgb ?? '').replace(/\s+/g, '')})`;
    if (href) facts.href = unescape(href);
    pushRun(runs, unescape(match[3] ?? ''), factsOf(facts));
  }
  return runs;
}

/**
 * The runs of `after` past the text of `before` (what one more write added), or `undefined` when it is no extension.
 */
export function addedRuns(before: Runs, after: Runs): Runs | undefined {
  const flat = (runs: Runs) => runs.flatMap(([text, facts]) => [...text].map((char) => [char, facts] as const));
  const old = flat(before);
  const next = flat(after);
  for (let index = 0; index < old.length; index++) {
    if (old[index]![0] !== next[index]?.[0] || old[index]![1] !== next[index]?.[1]) return undefined;
  }
  const runs: Runs = [];
  for (const [char, facts] of next.slice(old.length)) pushRun(runs, char, facts);
  return runs;
}
