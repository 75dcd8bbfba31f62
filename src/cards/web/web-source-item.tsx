import { useCardContext } from '../../react-base/card-context';
import { ExternalLink } from '../../react-base/external-link';
import { formatUtcDate, isoDay, parseUtcDate } from '../../format/format-utc-date';
import type { WebSource } from '../../protocol/intent-types';
import { letterAvatar } from './letter-avatar';
import { webSourceParts } from './web-open-parts';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link WebSourceItem}. */
export interface WebSourceItemProps {
  source: WebSource;
  /** 1-based, as the answer cites it. */
  number: number;
}

/**
 * One citation: its number, a letter avatar, the title as a link (or the hostname when it has
 * no title), the real hostname beside it, the publication date in UTC, and the snippet as text.
 * A source whose URL the link policy refuses shows no link and its URL as plain text.
 */
export function WebSourceItem({ source, number }: WebSourceItemProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const { title, hostname, published, snippet } = webSourceParts(source);
  const day = published !== undefined ? parseUtcDate(published) : undefined;
  const avatar = letterAvatar(hostname);
  return (
    <li {...slotProps('source')}>
      <span {...slotProps('source-number')}>{`[${number}]`}</span>
      <span {...slotProps('source-avatar')} data-hue={avatar.hue} aria-hidden="true">
        {avatar.letter}
      </span>
      <div {...slotProps('source-main')}>
        <bdi {...slotProps('source-title')}>
          <ExternalLink href={source.url} text={title} />
        </bdi>
        <span {...slotProps('source-meta')}>
          {hostname !== undefined ? (
            <span {...slotProps('source-host')}>{hostname}</span>
          ) : (
            <bdi {...slotProps('source-url')} data-unsafe="">
              {source.url}
            </bdi>
          )}
          {published !== undefined &&
            (day !== undefined ? (
              <time {...slotProps('source-date')} dateTime={isoDay(day)}>
                {formatUtcDate(published, labels.date)}
              </time>
            ) : (
              <span {...slotProps('source-date')}>{published}</span>
            ))}
        </span>
        {snippet !== undefined && <p {...slotProps('source-snippet')}>{snippet}</p>}
      </div>
    </li>
  );
}
