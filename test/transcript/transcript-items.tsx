import type { TranscriptItem } from '../../src/index';

/** `count` folded terminal calls, `call-0`…, with a chat message every tenth item. */
export function transcriptItems(count: number): TranscriptItem<string>[] {
  return Array.from({ length: count }, (_, index): TranscriptItem<string> =>
    index % 10 === 9
      ? { id: `message-${index}`, host: `Message ${index}` }
      : {
          id: `call-${index}`,
          intent: {
            card: 'terminal',
            title: `Call ${index}`,
            command: `echo ${index}`,
            output: `${index}\n`,
            exitCode: 0,
          },
        },
  );
}

/** A host item drawn as a paragraph. */
export const renderMessage = (text: string) => <p data-testid="message">{text}</p>;
