import type { SlotList } from '../../slots/slot-list';

/** The terminal card's parts, by `data-slot`. */
export const TERMINAL_SLOTS = {
  meta: 'The header details: command and working directory (`data-title-is-command` when the title is the command).',
  command: 'The command in the header.',
  prompt: 'The `$` before a command.',
  cwd: 'The working directory in the header.',
  description: "The agent's description of the command.",
  'command-line':
    'The command as a terminal shows it, for a pending, multi-line or missing command (`data-multiline`).',
  'command-row': 'One line of that command.',
  'prompt-cwd': 'The working directory before the first row.',
  truncated: 'The note that the output was cut.',
  'full-output-path': 'Where the whole output was saved.',
  panel: 'The toolbar and the output together.',
  toolbar: 'The bar above the output: find, wrap, Copy.',
  find: 'The find box and its buttons.',
  'find-input': 'The find box.',
  'find-count': '"3 of 12": the current hit and the number of hits.',
  'find-previous': 'Go to the previous hit.',
  'find-next': 'Go to the next hit.',
  'wrap-toggle':
    'Wrap long lines or scroll sideways (`aria-pressed`, `data-state="on|off"`): one bordered toggle, last in the toolbar, on every card.',
  'copy-command': 'Copy the command.',
  'copy-output': 'Copy the output as plain text.',
  'output-frame': 'The box around the output and Jump to end.',
  output: 'The scrolling output (`data-wrap`, `data-following`).',
  waiting: 'The words shown before the first line of a running command.',
  lines: 'The drawn lines, padded to the height of those not drawn.',
  line: 'One output line (`data-index`, `data-stream="stderr"`, `data-cut="styles|moves|length"` past a line budget).',
  'stream-label': 'The hidden "stderr" label of a stderr line, for screen readers.',
  'line-note': 'What a line budget cut from a line.',
  hit: 'A find hit (`data-hit`, `data-current-hit`).',
  'output-location':
    'A path and line in the output (`src/a.ts:12:5`), a button that asks the host to open it (with `onOpenLocation`).',
  'jump-to-end': 'Scrolls to the end of the output (the newest lines), below the output once it scrolls.',
  'jump-to-start': 'Scrolls from the end of the output back to its first line, in the same place.',
  preview: 'The head and tail of the output while the card is closed (`data-folded`).',
  'show-all': 'Opens the card from its preview.',
} as const satisfies SlotList;
