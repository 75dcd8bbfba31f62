import { useCardContext } from '../../react-base/card-context';
import { CardSection } from '../../chrome/card-section';
import { LongText } from '../../chrome/long-text';
import { JsonTree } from '../../json-tree';
import type { GenericIntent } from '../../protocol/intent-types';
import { ViewContent } from '../../content-blocks/view-content';
import { RawContent } from '../../content-blocks/raw-content';
import { useSlotProps } from '../../react-base/slot-props';
import { genericOpenParts } from './generic-open-parts';

/**
 * The body of the generic card: the input (a string as-is, other JSON as a tree), the view's
 * content blocks (text as Markdown: a presenter wrote it), the tool's raw content (plain text),
 * and a structured output as a tree.
 */
export function GenericCardBody({ intent }: { intent: GenericIntent }) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const parts = genericOpenParts(intent);
  return (
    <>
      {parts.input !== undefined && (
        <CardSection name="input" heading={labels.generic.input}>
          {typeof intent.rawInput === 'string' ? (
            <LongText text={intent.rawInput} slot="input-text" />
          ) : (
            <JsonTree value={intent.rawInput} label={labels.generic.input} />
          )}
        </CardSection>
      )}
      <ViewContent blocks={intent.content} />
      {parts.raw && (
        <RawContent blocks={intent.rawContent ?? []} heading={parts.content ? labels.toolOutput : labels.result} />
      )}
      {parts.output && (
        <CardSection name="output" heading={labels.generic.output}>
          <JsonTree value={intent.output} label={labels.generic.output} />
        </CardSection>
      )}
      {parts.empty && <p {...slotProps('empty')}>{labels.emptyResult}</p>}
    </>
  );
}
