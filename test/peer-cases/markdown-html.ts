import type { Definition, Nodes, RootContent } from 'mdast';
import { normalizeMarkdownUrl } from '../../src/markdown/normalize-markdown-url';
import { parseMarkdown } from '../../src/markdown/parse-markdown';
import { safeHref } from '../../src/protocol/safe-href';

/**
 * What the kit's Markdown view draws for a text, written in the CommonMark spec's HTML
 * vocabulary so the two can be compared: the kit's parse (pieces, taming, shared definitions)
 * and its drawing rules (raw HTML as text, links only through the link policy, images as a label
 * and a link, never loaded). A heading, drawn as a styled `<p data-depth>`, is written `<hN>`:
 * the element differs, the structure does not.
 */
export function kitMarkdownHtml(markdown: string): string {
  const document = parseMarkdown(markdown);
  return document.children.map((node) => block(node, document.definitions, false)).join('');
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function link(url: string, inner: string): string {
  const href = safeHref(normalizeMarkdownUrl(url));
  return href === undefined ? inner : `<a href="${escape(href)}">${inner}</a>`;
}

function inline(nodes: readonly Nodes[], definitions: ReadonlyMap<string, Definition>): string {
  return nodes
    .map((node): string => {
      switch (node.type) {
        case 'text':
          return escape(node.value);
        case 'emphasis':
          return `<em>${inline(node.children, definitions)}</em>`;
        case 'strong':
          return `<strong>${inline(node.children, definitions)}</strong>`;
        case 'inlineCode':
          return `<code>${escape(node.value.replace(/\r\n|\r|\n/g, ' '))}</code>`;
        case 'break':
          return '<br />\n';
        case 'html':
          return escape(node.value);
        case 'link':
          return link(node.url, inline(node.children, definitions));
        case 'linkReference': {
          const definition = definitions.get(node.identifier);
          const inner = inline(node.children, definitions);
          if (definition) return link(definition.url, inner);
          const suffix =
            node.referenceType === 'full'
              ? `[${escape(node.label ?? node.identifier)}]`
              : node.referenceType === 'collapsed'
                ? '[]'
                : '';
          return `[${inner}]${suffix}`;
        }
        case 'image':
          return `[image: ${escape(node.alt ?? '')}]${link(node.url, escape(node.url))}`;
        case 'imageReference': {
          const definition = definitions.get(node.identifier);
          return definition
            ? `[image: ${escape(node.alt ?? '')}]${link(definition.url, escape(definition.url))}`
            : `![${escape(node.alt ?? '')}]`;
        }
        default:
          return 'children' in node ? inline(node.children as Nodes[], definitions) : '';
      }
    })
    .join('');
}

function block(node: RootContent, definitions: ReadonlyMap<string, Definition>, tight: boolean): string {
  switch (node.type) {
    case 'paragraph':
      return tight ? inline(node.children, definitions) : `<p>${inline(node.children, definitions)}</p>\n`;
    case 'heading':
      return `<h${node.depth}>${inline(node.children, definitions)}</h${node.depth}>\n`;
    case 'thematicBreak':
      return '<hr />\n';
    case 'blockquote':
      return `<blockquote>\n${node.children.map((child) => block(child, definitions, false)).join('')}</blockquote>\n`;
    case 'code': {
      const language = node.lang ? ` class="language-${escape(node.lang)}"` : '';
      return `<pre><code${language}>${escape(node.value)}${node.value === '' ? '' : '\n'}</code></pre>\n`;
    }
    case 'html':
      return `${escape(node.value)}\n`;
    case 'definition':
      return '';
    case 'list': {
      const loose = node.spread === true || node.children.some((item) => item.spread === true);
      const tag = node.ordered ? 'ol' : 'ul';
      const start =
        node.ordered && node.start !== null && node.start !== undefined && node.start !== 1
          ? ` start="${node.start}"`
          : '';
      const items = node.children.map(
        (item) => `<li>${item.children.map((child) => block(child, definitions, !loose)).join('')}</li>\n`,
      );
      return `<${tag}${start}>\n${items.join('')}</${tag}>\n`;
    }
    default:
      return 'children' in node ? inline(node.children as Nodes[], definitions) : '';
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/**
 * HTML in one comparable form: whitespace between tags dropped, `title` attributes dropped (the
 * kit's links always show their target), absolute http(s) targets written as the URL parser
 * writes them, line breaks before a tag dropped (the spec's renderer ends a tight item's text with
 * one), character references decoded and the four specials escaped again.
 */
export function normalizeHtml(html: string): string {
  return html
    .replace(/ title="[^"]*"/g, '')
    .replace(/href="([^"]*)"/g, (_, href: string) => {
      const decoded = href.replace(/&(amp|lt|gt|quot);/g, (__, name: string) => ENTITIES[name] ?? '');
      return `href="${escape(safeHref(decoded) ?? decoded)}"`;
    })
    .replace(/>\s+</g, '><')
    .replace(/\n+</g, '<')
    .replace(/&#(x[0-9a-f]+|\d+);/gi, (_, code: string) =>
      escape(String.fromCodePoint(code[0] === 'x' || code[0] === 'X' ? parseInt(code.slice(1), 16) : Number(code))),
    )
    .trim();
}
