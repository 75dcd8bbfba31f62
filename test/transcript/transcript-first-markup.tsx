import { ToolTranscript } from '../../src/index';
import { renderMessage, transcriptItems } from './transcript-items';

/** The 1,000 items with their last three calls open, as a chat opens its newest cards. */
const lastCallsOpen = () =>
  transcriptItems(1000).map((item, index) =>
    index >= 996 && 'intent' in item ? { ...item, defaultOpen: true } : item,
  );

/**
 * A 1,000-item transcript as a chat draws it (following, so its last items), one from its start, and
 * one that picks how many to draw from its items (the last ones open: fewer); `drawn` items each.
 */
export const firstMarkupTranscripts = () => [
  {
    name: 'following-its-end',
    drawn: 6,
    element: <ToolTranscript items={transcriptItems(1000)} renderItem={renderMessage} initialItems={6} />,
  },
  {
    name: 'from-its-start',
    drawn: 6,
    element: (
      <ToolTranscript items={transcriptItems(1000)} renderItem={renderMessage} follow={false} initialItems={6} />
    ),
  },
  {
    name: 'its-newest-screen-unless-told',
    drawn: 3,
    element: <ToolTranscript items={lastCallsOpen()} renderItem={renderMessage} />,
  },
];

/** Where the ssr project records a case's server markup, which the unit project hydrates. */
export const serverRecord = (name: string) => `../fixtures/transcript/server-${name}.html`;
