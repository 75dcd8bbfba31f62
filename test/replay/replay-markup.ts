/*
 * How the replay tests compare markup. Plain DOM, no node APIs: the jsdom and the Chromium tests
 * share it. Each adjustment below exists because React or the HTML serializer, not the kit, makes
 * two renders of one intent spell the same DOM differently; each is named, and nothing else is
 * touched.
 */

/** The comments React's server renderer writes for Suspense and Activity boundaries and between text nodes. */
const HYDRATION_COMMENTS = /<!--\$-->|<!--\/\$-->|<!--\$!-->|<!--&-->|<!--\/&-->|<!-- -->/g;

/**
 * React's `useId` values: `_r_<n>_` on a client mount (a counter global to the page, so two
 * mounts of the same tree never share one) and `_R_<tree position>_` on the server.
 */
const REACT_ID = /_[rR]_[0-9a-zA-Z]+_/g;

/** Server markup without React's hydration comments: the one change the issue allows. */
function stripHydrationComments(markup: string): string {
  return markup.replace(HYDRATION_COMMENTS, '');
}

/**
 * Renames each React id to `id-1`, `id-2`… by first appearance. Two markups equal after it have
 * the same id graph (every `aria-controls`, `aria-labelledby` and `id` pairs up the same way);
 * only the counter value React happened to mint differs.
 */
export function renameReactIds(markup: string): string {
  const names = new Map<string, string>();
  return markup.replace(REACT_ID, (id) => {
    let name = names.get(id);
    if (name === undefined) {
      name = `id-${names.size + 1}`;
      names.set(id, name);
    }
    return name;
  });
}

/**
 * Markup as a DOM tree that server and client output can be compared on: parsed by the HTML
 * parser (entities and attribute-name case as the browser reads them, exactly as a page loading
 * server HTML would), each `style` attribute spelled by the CSSOM (React writes
 * `--tc-depth:0` on the server and the browser serializes the client's `--tc-depth: 0;`), React
 * ids renamed, and adjacent text nodes merged (the server separates them with `<!-- -->`).
 * Compare two with `isEqualNode`, which ignores attribute order as the DOM standard defines
 * (React's client sets an `<input>`'s `type` last; the server writes it first).
 */
export function comparableTree(markup: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = renameReactIds(stripHydrationComments(markup));
  for (const element of box.querySelectorAll<HTMLElement>('[style]'))
    element.setAttribute('style', element.style.cssText);
  box.normalize();
  return box;
}

/** Serializes a tree with attributes in name order, to show where two trees differ. */
function sortedMarkup(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
  if (node.nodeType === Node.COMMENT_NODE) return `<!--${(node as Comment).data}-->`;
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .map((attribute) => ` ${attribute.name}="${attribute.value}"`)
    .sort()
    .join('');
  return `<${node.localName}${attributes}>${[...node.childNodes].map(sortedMarkup).join('')}</${node.localName}>`;
}

/** The first place two strings differ, with some context, or `undefined` when they are equal. */
export function firstDifference(a: string, b: string): string | undefined {
  if (a === b) return undefined;
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  const around = (text: string) => text.slice(Math.max(0, at - 160), at + 160);
  return `first difference at character ${at}:\n  ${around(a)}\n  ${around(b)}`;
}

/** Where two comparable trees differ (attribute order ignored), or `undefined` when equal. */
export function treeDifference(a: Node, b: Node): string | undefined {
  if (a.isEqualNode(b)) return undefined;
  return firstDifference(sortedMarkup(a), sortedMarkup(b)) ?? 'trees differ in a way their serialization does not show';
}

/**
 * Markup with each `style` attribute's declarations in name order. jsdom's CSSOM moves a
 * declaration to the end when React changes its value (Chromium keeps it in place), so a list
 * whose top spacer grew spells `padding-bottom` first while one mounted there spells it second.
 * The kit's inline styles hold no `;` inside a value, so splitting on it is exact here.
 */
export function stylesInNameOrder(markup: string): string {
  const box = document.createElement('div');
  box.innerHTML = markup;
  for (const element of box.querySelectorAll<HTMLElement>('[style]')) {
    const declarations = (element.getAttribute('style') ?? '')
      .split(';')
      .map((declaration) => declaration.trim())
      .filter((declaration) => declaration !== '')
      .sort();
    element.setAttribute('style', `${declarations.join('; ')};`);
  }
  return box.innerHTML;
}

/** The card's live region text, which announces status changes. */
export function announcement(card: Element): string {
  return card.querySelector('[data-slot="announcer"]')?.textContent ?? '';
}

/**
 * A card's markup with its live region emptied: a card announces a status *change*, so the one
 * that lived through the call holds "title: Done" while a replayed card mounted settled is
 * silent, by design (see CardFrame). Callers assert both announcements before comparing the rest.
 */
export function markupWithoutAnnouncement(card: Element): string {
  const clone = card.cloneNode(true) as Element;
  const announcer = clone.querySelector('[data-slot="announcer"]');
  if (announcer) announcer.textContent = '';
  return clone.outerHTML;
}
