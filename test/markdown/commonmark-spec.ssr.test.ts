import { parseCommonMark } from '../../src/markdown/commonmark/parse-commonmark';
import { oracleTree, specExamples, withoutPositions } from './support/mdast-oracle';

const examples = specExamples();

describe('the kit’s CommonMark parser on every example of the CommonMark 0.31.2 spec', () => {
  it('reads all 652 examples', () => {
    expect(examples).toHaveLength(652);
  });

  // No exceptions: on every example the parser gives the tree mdast-util-from-markdown gives.
  it.each(examples.map((example) => [example.number, example.section, example] as const))(
    'example %i (%s) gives the same mdast as mdast-util-from-markdown',
    (_number, _section, example) => {
      expect(withoutPositions(parseCommonMark(example.markdown))).toEqual(oracleTree(example.markdown));
    },
  );
});
