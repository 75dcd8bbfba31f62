/** Props of {@link ExternalLink}. */
export interface ExternalLinkProps {
  /** A target that passed `safeHref`; `undefined` draws the text with no link. */
  href: string | undefined;
  text: string;
  /** Shown on hover: the full target, so a link never hides where it goes. */
  title?: string;
}

/** A link that opens in a new tab without handing the page to the target, or plain text. */
export function ExternalLink({ href, text, title }: ExternalLinkProps) {
  if (href === undefined) return <span data-slot="link-text">{text}</span>;
  return (
    <a data-slot="link" href={href} title={title ?? href} target="_blank" rel="noopener noreferrer nofollow">
      {text}
    </a>
  );
}
