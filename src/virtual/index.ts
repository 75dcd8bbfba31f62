/**
 * The one virtualized row list's way in from the rest of src/: `VirtualRowList` (on TanStack
 * Virtual), its row height and roving row focus. Its inner files are its own.
 */
export { useRowFocus } from './use-row-focus';
export { INITIAL_ROWS, ROW_HEIGHT_PX, VirtualRowList } from './virtual-row-list';
export type { MeasureRow, VirtualItem, VirtualRowListHandle } from './virtual-row-list';
