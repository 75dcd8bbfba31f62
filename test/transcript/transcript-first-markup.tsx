import { ToolTranscript } from '../../src/index';
import { renderMessage, transcriptItems } from './transcript-items';

/** A 1,000-item transcript as a chat draws it (following, so its last items), and one from its start. */
export const firstMarkupTranscripts = () => [
  {
    name: 'following-its-end',
    element: <ToolTranscript items={transcriptItems(1000)} renderItem={renderMessage} initialItems={6} />,
  },
  {
    name: 'from-its-start',
    element: (
      <ToolTranscript items={transcriptItems(1000)} renderItem={renderMessage} follow={false} initialItems={6} />
    ),
  },
];

/** Where the ssr project records a case's server markup, which the unit project hydrates. */
export const serverRecord = (name: string) => `../fixtures/transcript/server-${name}.html`;
