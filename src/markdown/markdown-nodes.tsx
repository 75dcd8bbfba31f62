import type { Definition, Nodes } from 'mdast';
import { createElement, type ReactNode } from 'react';
import { ExternalLink } from '../react-base/external-link';
import type { ToolCardLabels } from '../labels/tool-card-labels';
import { normalizeMarkdownUrl } from './normalize-markdown-url';
import { useSlotProps, type SlotPropsOf } from '../react-base/slot-props';

/** Nesting drawn as elements; deeper content is drawn as its plain text, so no input can overflow the stack. */
const MAX_DRAW_DEPTH = 32;

/** What drawing a Markdown tree needs besides the nodes. */
export interface MarkdownDrawContext {
  definitions: ReadonlyMap<string, Definition>;
  labels: ToolCardLabels;
  /** The level of a `#` heading: the card's own heading level plus one, so the page's outline stays whole. */
  headingBase: number;
  /** The card's {@link SlotPropsOf}, read once by the view (drawing functions cannot call hooks). */
  slotProps: SlotPropsOf;
}

/** The text of a subtree, gathered without recursion (an image contributes its alt text). */
function plainTextOf(node: Nodes): string {
  let text = '';
  const stack: Nodes[] = [node];
  while (stack.length > 0) {
    const current = stack.pop() as Nodes;
    if ('value' in current && typeof current.value === 'string') text += current.value;
    else if ((current.type === 'image' || current.type === 'imageReference') && current.alt) text += current.alt;
    else if ('children' in current)
      for (let index = current.children.length - 1; index >= 0; index--) stack.push(current.children[index] as Nodes);
  }
  return text;
}

function MarkdownImage({ alt, url, labels }: { alt: string; url: string | undefined; labels: ToolCardLabels }) {
  const slotProps = useSlotProps();
  // Never an <img>: loading a URL from tool output is I/O, a tracking pixel, and a spoof surface.
  return (
    <span {...slotProps('markdown-image')}>
      <span {...slotProps('markdown-image-label')}>{labels.markdownImage(alt)}</span>
      {url !== undefined && url !== '' && (
        <>
          {' '}
          <ExternalLink href={normalizeMarkdownUrl(url)} text={url} />
        </>
      )}
    </span>
  );
}

function referenceText(
  node: Extract<Nodes, { type: 'linkReference' | 'imageReference' }>,
  inner: ReactNode,
): ReactNode {
  const suffix =
    node.referenceType === 'full'
      ? `[${node.label ?? node.identifier}]`
      : node.referenceType === 'collapsed'
        ? '[]'
        : '';
  return (
    <>
      {node.type === 'imageReference' ? '![' : '['}
      {inner}
      {`]${suffix}`}
    </>
  );
}

/** Every child of a node, drawn. */
export function drawChildren(nodes: readonly Nodes[], context: MarkdownDrawContext, depth: number): ReactNode[] {
  return nodes.map((node, index) => drawNode(node, context, depth, index));
}

/**
 * One mdast node as React elements. Text is always text: `html` nodes show their source as
 * text, links go through the kit's link policy (`ExternalLink`), images are never loaded, and
 * headings are real headings one level below the card's (`headingLevel`, h2 unless the host
 * says), so a screen reader can jump through a fetched page while the host's outline stays whole.
 */
function drawNode(node: Nodes, context: MarkdownDrawContext, depth: number, key: number): ReactNode {
  if (depth > MAX_DRAW_DEPTH) return <span key={key}>{plainTextOf(node)}</span>;
  const inner = () => ('children' in node ? drawChildren(node.children as Nodes[], context, depth + 1) : null);
  switch (node.type) {
    case 'root':
      return <div key={key}>{inner()}</div>;
    case 'paragraph':
      return <p key={key}>{inner()}</p>;
    case 'heading':
      return createElement(
        `h${Math.min(6, context.headingBase + node.depth - 1)}`,
        { key, ...context.slotProps('markdown-heading'), 'data-depth': node.depth },
        inner(),
      );
    case 'thematicBreak':
      return <hr key={key} />;
    case 'blockquote':
      return <blockquote key={key}>{inner()}</blockquote>;
    case 'list':
      return node.ordered ? (
        <ol key={key} start={node.start ?? undefined}>
          {inner()}
        </ol>
      ) : (
        <ul key={key}>{inner()}</ul>
      );
    case 'listItem':
      return (
        <li key={key} data-spread={node.spread ? '' : undefined}>
          {inner()}
        </li>
      );
    case 'code':
      return (
        <pre key={key} {...context.slotProps('markdown-code')} data-lang={node.lang ?? undefined}>
          <code>{node.value}</code>
        </pre>
      );
    case 'html':
      return (
        <span key={key} {...context.slotProps('markdown-html')}>
          {node.value}
        </span>
      );
    case 'definition':
      return null;
    case 'text':
      return node.value;
    case 'emphasis':
      return <em key={key}>{inner()}</em>;
    case 'strong':
      return <strong key={key}>{inner()}</strong>;
    case 'inlineCode':
      return (
        <code key={key} {...context.slotProps('markdown-inline-code')}>
          {/* A code span's line endings are spaces (CommonMark 6.1). */}
          {node.value.replace(/\r\n|\r|\n/g, ' ')}
        </code>
      );
    case 'break':
      return <br key={key} />;
    case 'link':
      return (
        <ExternalLink key={key} href={normalizeMarkdownUrl(node.url)}>
          {inner()}
        </ExternalLink>
      );
    case 'linkReference': {
      const definition = context.definitions.get(node.identifier);
      if (definition === undefined) return <span key={key}>{referenceText(node, inner())}</span>;
      return (
        <ExternalLink key={key} href={normalizeMarkdownUrl(definition.url)}>
          {inner()}
        </ExternalLink>
      );
    }
    case 'image':
      return <MarkdownImage key={key} alt={node.alt ?? ''} url={node.url} labels={context.labels} />;
    case 'imageReference': {
      const definition = context.definitions.get(node.identifier);
      if (definition === undefined) return <span key={key}>{referenceText(node, node.alt ?? '')}</span>;
      return <MarkdownImage key={key} alt={node.alt ?? ''} url={definition.url} labels={context.labels} />;
    }
    default:
      // Node types CommonMark never produces (extensions): their text, never dropped.
      return <span key={key}>{plainTextOf(node)}</span>;
  }
}
