import { ExternalLink } from '../../chrome/external-link';
import { splitDisplayUrl } from '../../protocol/safe-href';

/**
 * A URL drawn as a link with its hostname emphasised, the hostname as the browser will contact
 * it (punycode stays punycode): the one part of a URL that says whose page it is. A URL the
 * link policy refuses is drawn as plain text, whole.
 */
export function WebUrl({ url }: { url: string }) {
  const parts = splitDisplayUrl(url);
  if (parts === undefined) {
    return (
      <bdi data-slot="url" data-unsafe="">
        <ExternalLink href={undefined} text={url} />
      </bdi>
    );
  }
  return (
    <bdi data-slot="url">
      <ExternalLink href={url}>
        <span data-slot="url-part">{parts.before}</span>
        <strong data-slot="url-host">{parts.host}</strong>
        <span data-slot="url-part">{parts.after}</span>
      </ExternalLink>
    </bdi>
  );
}
