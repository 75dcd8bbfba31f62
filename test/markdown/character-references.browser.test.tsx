import { parseCommonMark } from '../../src/markdown/commonmark/parse-commonmark';

// In a browser, named references are decoded by the DOM (decode-named-character-reference's
// browser build), not by a table shipped with the kit: the same text must come out as in Node.
describe('character references in the browser', () => {
  it('decodes named, decimal and hexadecimal references, and leaves unknown names as written', () => {
    expect(parseCommonMark('&copy; &ngE; &AElig; &#35; &#x1F600; &#0; &MadeUp; &copy')).toEqual([
      expect.objectContaining({
        type: 'paragraph',
        children: [{ type: 'text', value: '© ≧̸ Æ # 😀 \uFFFD &MadeUp; &copy' }],
      }),
    ]);
  });

  it('decodes references in link destinations and titles, never in code', () => {
    expect(parseCommonMark('[a](/&ouml; "&quot;t&quot;") `&amp;`')).toEqual([
      expect.objectContaining({
        children: [
          { type: 'link', url: '/ö', title: '"t"', children: [{ type: 'text', value: 'a' }] },
          { type: 'text', value: ' ' },
          { type: 'inlineCode', value: '&amp;' },
        ],
      }),
    ]);
  });
});
