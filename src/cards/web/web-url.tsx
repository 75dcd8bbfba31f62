import { ExternalLink } from '../../react-base/external-link';
import { splitDisplayUrl } from '../../protocol/safe-href';
import { useSlotProps } from '../../react-base/slot-props';

/**
 * A URL drawn as a link with its hostname emphasised, the hostname as the browser will contact
 * it (punycode stays punycode): the one part of a URL that says whose page it is. A URL the
 * link policy refuses is drawn as plain text, whole.
 */
export function WebUrl({ url }: { url: string }) {
  const slotProps = useSlotProps();
  const parts = splitDisplayUrl(url);
  if (parts === undefined) {
    return (
      <bdi {...slotProps('url')} data-unsafe="">
        <ExternalLink href={undefined} text={url} />
      </bdi>
    );
  }
  return (
    <bdi {...slotProps('url')}>
      <ExternalLink href={url}>
        <span {...slotProps('url-part')}>{parts.before}</span>
        <strong {...slotProps('url-host')}>{parts.host}</strong>
        <span {...slotProps('url-part')}>{parts.after}</span>
      </ExternalLink>
    </bdi>
  );
}
