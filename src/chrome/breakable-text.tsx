import { Fragment } from 'react';
import { titlePieces } from '../format/title-pieces';

/**
 * A title drawn with a `<wbr>` wherever {@link titlePieces} allows a break (after a path's
 * slashes, before a joined `--flag`), so a narrow header breaks it there rather than inside a
 * word. `<wbr>` adds no text: the drawn text, its copy and its accessible name are the title's.
 */
export function BreakableText({ text }: { text: string }) {
  const pieces = titlePieces(text);
  if (pieces.length === 1) return text;
  return pieces.map((piece, index) => (
    // Pieces of one text never move: their index is their identity.
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}
