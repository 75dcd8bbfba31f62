/**
 * Where a result row sits in the results list, told to a screen reader: a virtualized list
 * mounts only some rows, so each row says its level and its place among its siblings itself
 * (WAI-ARIA `aria-level`, `aria-posinset`, `aria-setsize` on a `listitem`), rather than the
 * reader counting the rows drawn. A file's header is level 1 with the files as its siblings, a
 * match level 2 among its file's matches; a tree's rows take their depth.
 */
export interface ListItemPlace {
  /** 1 for a top row (a file, a top folder), one more per level beneath. */
  level: number;
  /** 1-based place among the rows of the same parent. */
  position: number;
  /** Rows of the same parent, drawn or not. */
  setSize: number;
}

/** The attributes that make a row a `listitem` at `place`. */
export function listItemProps(place: ListItemPlace) {
  return {
    role: 'listitem',
    'aria-level': place.level,
    'aria-posinset': place.position,
    'aria-setsize': place.setSize,
  } as const;
}
