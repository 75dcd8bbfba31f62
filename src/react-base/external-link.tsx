import type { ReactNode } from 'react';
import { safeHref } from '../protocol/safe-href';
import { useSlotProps } from './slot-props';

/** Props of {@link ExternalLink}. */
export interface ExternalLinkProps {
  /** Where the link goes; checked again here by `safeHref`, so anything but `http:`/`https:` draws as text. */
  href: string | undefined;
  /** What the link says. */
  text?: string;
  /**
   * What the link says, when it is more than a string (Markdown emphasis, a highlighted hostname); wins over `text`.
   */
  children?: ReactNode;
  /** Shown on hover: the full target, so a link never hides where it goes; the target itself unless set. */
  title?: string;
}

/**
 * The kit's one drawing of a link: it opens in a new tab without handing the page to the target
 * (`noopener noreferrer`) or vouching for it (`nofollow`). Whatever `safeHref` refuses is drawn
 * as plain text, so a caller that forgot to vet a URL still cannot make a `javascript:` link.
 */
export function ExternalLink({ href, text, children, title }: ExternalLinkProps) {
  const slotProps = useSlotProps();
  const target = safeHref(href);
  const label = children ?? text;
  if (target === undefined) return <span {...slotProps('link-text')}>{label}</span>;
  return (
    <a {...slotProps('link')} href={target} title={title ?? target} target="_blank" rel="noopener noreferrer nofollow">
      {label}
    </a>
  );
}
