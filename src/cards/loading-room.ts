/**
 * One part of an open card's body as it is first drawn, told from the intent alone, so the body
 * drawn while the card's code loads keeps its room. Each part is a child of the body (the body's
 * gap between them), drawn hidden at the size the loaded part takes:
 *
 * - a string: a paragraph of that text, which wraps where the loaded one does (a description,
 *   "No output");
 * - `{ note }`: the same in a tinted box with padding (a truncation note);
 * - `{ strong }`, `{ small }`: the same in bold, or in the small type of a list's details;
 * - `{ item }`: one entry of a card's list (a web source): its parts stacked beside the room of its
 *   `mark` (its number) and what the card's stylesheet sets beside it;
 * - `{ code }`: the same in monospace, kept as written (a command's prompt rows, a raw text);
 * - `{ json }`: a JSON value's text, as its tree's box holds it (one row a line, wrapping as rows do);
 * - `{ section }`: a titled section (its heading's room) holding these parts;
 * - `{ rows }`: a scroll box of that many rows of the card's row height, bounded as the loaded box
 *   is (the card's stylesheet sets the height and what comes with the box), under the card's
 *   toolbar when `toolbar` lists its buttons' words (it wraps where the loaded one does);
 *   `heads`, `notes` and `gaps` more rows of the card's other kinds among them (a diff's hunk
 *   headers, notes in place of a file's lines, hidden context), and `titles` its header rows, drawn
 *   with their words so they wrap where the loaded ones do (a diff's file headers);
 * - `{ toolbar }`: the card's toolbar alone, its buttons' words;
 * - `{ group }`: parts spaced as the card's panel spaces them (a diff's toolbar, note and changes);
 * - `{ rem }`: a box that tall (a section heading, a JSON tree's rows), estimated from the value.
 */
export type LoadingRoomPart =
  | string
  | { note: string }
  | { code: string }
  | { strong: string }
  | { small: string }
  | { item: readonly LoadingRoomPart[]; mark: string }
  | { json: string }
  | { section: readonly LoadingRoomPart[] }
  | {
      rows: number;
      heads?: number;
      titles?: readonly LoadingRoomTitle[];
      notes?: number;
      gaps?: number;
      toolbar?: readonly string[];
    }
  | { toolbar: readonly string[] }
  | { group: readonly LoadingRoomPart[] }
  | { rem: number };

/** A header row among a card's rows (a diff file's): its path, its badges' words, its counts. */
export interface LoadingRoomTitle {
  path: string;
  badges: readonly string[];
  counts?: string;
}

/**
 * The room an open card's body takes when it is first drawn: its parts, top to bottom (see
 * {@link LoadingRoomPart}). Empty: the body draws nothing (a pending call with nothing to show), and
 * neither does the loading body.
 */
export type LoadingRoom = readonly LoadingRoomPart[];
