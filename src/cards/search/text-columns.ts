/** The stylesheet's `tab-size` for match lines. */
const TAB_COLUMNS = 4;

/**
 * About how many monospace columns `text` takes: one per UTF-16 unit but a tab, which takes up
 * to four. An estimate for sizing, never for cutting text: a wide character taking two columns
 * only makes the lead give way a little late.
 */
export function textColumns(text: string): number {
  let columns = 0;
  for (let index = 0; index < text.length; index++) columns += text.charCodeAt(index) === 9 ? TAB_COLUMNS : 1;
  return columns;
}
