import type { SlotList } from '../../slots/slot-list';

/** The read card's parts, by `data-slot`. */
export const READ_SLOTS = {
  meta: 'The header details: path, language, lines (`data-title-is-path`).',
  'file-path': "The file's path.",
  directory: 'The directory part of the path.',
  'file-name': 'The file name part of the path.',
  language: 'The language the file is highlighted as (`data-lang`).',
  'line-range': 'The lines shown ("lines 1–120 of 300").',
  'hidden-warning': 'The warning that the file holds hidden characters (`data-bidi` for direction controls).',
  panel: 'The toolbar and the file together.',
  toolbar: 'The bar above the file: wrap.',
  'wrap-toggle':
    'Wrap long lines or scroll sideways (`aria-pressed`, `data-state="on|off"`): one bordered toggle, last in the toolbar, on every card.',
  file: 'The scrolling file (`data-wrap`).',
  'code-rows': 'The drawn rows, padded to the height of those not drawn.',
  'code-row': 'One line of the file (`data-index`, `data-hidden-chars`).',
  'line-number': 'The line number, drawn by CSS from `data-line-number`, so it is never selected or copied.',
  'code-line': 'The code of a line (`data-highlighted` once tokens arrived, `data-cut` for a cut line).',
  token:
    'A highlighted token (`--shiki-light` / `--shiki-dark` colours; `data-italic`, `data-underline`, `data-strikethrough`).',
  'hidden-char': 'A hidden character made visible (`data-kind`, `data-count` for a run drawn as `␀×5000`).',
  preview: 'The head and tail of the file while the card is closed (`data-folded`).',
  'show-all': 'Opens the card from its preview.',
} as const satisfies SlotList;
