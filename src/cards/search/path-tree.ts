/** A file in the tree: the `name` drawn, the `path` as the host sent it. */
export interface PathFile {
  name: string;
  path: string;
}

/** A folder of the tree built from a list of paths. */
export interface PathFolder {
  name: string;
  /** The folder's path from the root: the key it is opened and closed by. */
  path: string;
  /** Sub-folders and files, each sorted by name. */
  folders: PathFolder[];
  files: PathFile[];
  /** Paths anywhere beneath. */
  count: number;
}

/** Where a row is among its folder's rows: `position` (1-based) of `setSize`. */
interface SiblingPlace {
  position: number;
  setSize: number;
}

/** One drawn row of the tree, with its place among its folder's rows. */
export type PathRow =
  | ({ kind: 'folder'; path: string; name: string; depth: number; count: number; open: boolean } & SiblingPlace)
  | ({ kind: 'file'; path: string; name: string; depth: number } & SiblingPlace);

interface FolderBuilder {
  name: string;
  path: string;
  folders: Map<string, FolderBuilder>;
  files: PathFile[];
  count: number;
}

// Code-unit order, never `localeCompare`: the same on the server and in every browser.
function byName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** Builders to folders, children before parents, without recursion (a crafted path may be 100,000 deep). */
function freeze(root: FolderBuilder): PathFolder {
  const order: FolderBuilder[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const current = stack.pop() as FolderBuilder;
    order.push(current);
    for (const child of current.folders.values()) stack.push(child);
  }
  const frozen = new Map<FolderBuilder, PathFolder>();
  for (let index = order.length - 1; index >= 0; index--) {
    const builder = order[index] as FolderBuilder;
    const folders = [...builder.folders.values()].map((child) => frozen.get(child) as PathFolder).sort(byName);
    frozen.set(builder, {
      name: builder.name,
      path: builder.path,
      folders,
      files: builder.files.sort(byName),
      count: builder.count,
    });
  }
  return frozen.get(root) as PathFolder;
}

/**
 * The folder tree of a list of paths, split on `/`, each folder counting the paths beneath it.
 * A leading `/` stays on the first folder's name; empty segments (`a//b`, a trailing `/`) are skipped.
 */
export function buildPathTree(paths: readonly string[]): PathFolder {
  const root: FolderBuilder = { name: '', path: '', folders: new Map(), files: [], count: 0 };
  for (const path of paths) {
    const segments = path.split('/').filter((segment) => segment !== '');
    if (path.startsWith('/') && segments.length > 0) segments[0] = `/${segments[0]}`;
    let folder = root;
    folder.count += 1;
    for (let index = 0; index < segments.length - 1; index++) {
      const name = segments[index] as string;
      let child = folder.folders.get(name);
      if (child === undefined) {
        child = {
          name,
          path: folder.path === '' ? name : `${folder.path}/${name}`,
          folders: new Map(),
          files: [],
          count: 0,
        };
        folder.folders.set(name, child);
      }
      child.count += 1;
      folder = child;
    }
    folder.files.push({ name: segments[segments.length - 1] ?? path, path });
  }
  return freeze(root);
}

type Pending = ({ folder: PathFolder; depth: number } | { file: PathFile; depth: number }) & SiblingPlace;

/**
 * The tree as rows in drawing order: in each folder its folders, then its files, each by name;
 * the contents of folders in `closed` (by path) left out. A folder holding only one folder is
 * one row (`lib/helpers`), as code editors draw it.
 */
export function pathTreeRows(tree: PathFolder, closed: ReadonlySet<string>): PathRow[] {
  const rows: PathRow[] = [];
  const stack: Pending[] = [];
  const pushContents = (folder: PathFolder, depth: number) => {
    // Reversed, so they pop in order; folders come first among a folder's rows.
    const setSize = folder.folders.length + folder.files.length;
    const firstFile = folder.folders.length + 1;
    for (let index = folder.files.length - 1; index >= 0; index--)
      stack.push({ file: folder.files[index] as PathFile, depth, position: firstFile + index, setSize });
    for (let index = folder.folders.length - 1; index >= 0; index--)
      stack.push({ folder: folder.folders[index] as PathFolder, depth, position: index + 1, setSize });
  };
  pushContents(tree, 0);
  while (stack.length > 0) {
    const next = stack.pop() as Pending;
    if ('file' in next) {
      rows.push({
        kind: 'file',
        path: next.file.path,
        name: next.file.name,
        depth: next.depth,
        position: next.position,
        setSize: next.setSize,
      });
      continue;
    }
    let shown = next.folder;
    let name = shown.name;
    while (shown.files.length === 0 && shown.folders.length === 1) {
      shown = shown.folders[0] as PathFolder;
      name = `${name}/${shown.name}`;
    }
    const open = !closed.has(shown.path);
    rows.push({
      kind: 'folder',
      path: shown.path,
      name,
      depth: next.depth,
      count: next.folder.count,
      open,
      position: next.position,
      setSize: next.setSize,
    });
    if (open) pushContents(shown, next.depth + 1);
  }
  return rows;
}
