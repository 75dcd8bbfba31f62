import { displayCut } from '../format/display-cut';
import { JsonTree } from '../json-tree';
import { LongText } from './long-text';
import type { FallbackReason } from '../protocol/fallback-reason';
import { useCardContext } from '../react-base/card-context';
import type { ToolCardLabels } from '../labels/tool-card-labels';
import { useSlotProps } from '../react-base/slot-props';

/** A card name quoted in a note: no real one is longer. */
const MAX_CARD_NAME_CHARS = 100;

/** The note that says why a card shows raw data. */
export function fallbackNote(reason: FallbackReason, labels: ToolCardLabels): string {
  switch (reason.type) {
    case 'not-an-object':
      return labels.notAnObject;
    case 'unknown-card':
      return labels.unrecognizedCard(displayCut(reason.card, MAX_CARD_NAME_CHARS));
    case 'not-available':
      return labels.cardNotAvailable(displayCut(reason.card, MAX_CARD_NAME_CHARS));
    case 'load-failed':
      return labels.cardLoadFailed(displayCut(reason.card, MAX_CARD_NAME_CHARS));
    case 'draw-failed':
      return labels.drawFailed(reason.card);
    case 'invalid-fields':
      return labels.invalidIntent(
        reason.errors
          .slice(0, 3)
          .map((issue) => displayCut(issue.path ? `${issue.path}: ${issue.message}` : issue.message))
          .join('; '),
      );
    default: {
      const unreachable: never = reason;
      return unreachable;
    }
  }
}

/** The generic body of a card that could not be drawn as asked: a visible note, then the raw value. */
export function RawDataBody({ raw, note }: { raw: unknown; note: string }) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  return (
    <>
      <p {...slotProps('note')} role="note">
        {note}
      </p>
      {typeof raw === 'string' ? (
        <LongText text={raw} slot="raw-text" />
      ) : (
        <JsonTree value={raw} label={labels.rawData} />
      )}
    </>
  );
}
