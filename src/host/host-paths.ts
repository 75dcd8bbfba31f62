/**
 * Paths as a host's user reads them: relative to the session's workspace, `~` for the home
 * directory, as DSH's client shows them. Plain string work (no `node:path`, no platform): the
 * same input gives the same text on the server and in the browser. Windows separators are kept.
 */

/** Where the session runs: the workspace the agent works in and the user's home directory. */
export interface HostPaths {
  /** The session's workspace root (absolute); a relative `cwd` resolves against it. */
  workspace?: string;
  /** The user's home directory (absolute), shown as `~`. */
  home?: string;
}

/** The host's paths, each kept only when it is a string: a value that cannot be read has none. */
function hostPathsOf(host: unknown): HostPaths {
  if (typeof host !== 'object' || host === null) return {};
  try {
    const { workspace, home } = host as Record<string, unknown>;
    return {
      workspace: typeof workspace === 'string' ? workspace : undefined,
      home: typeof home === 'string' ? home : undefined,
    };
  } catch {
    return {};
  }
}

function trimEnd(root: string): string {
  const trimmed = root.replace(/[/\\]+$/, '');
  return trimmed === '' ? root : trimmed;
}

/** The rest of `path` under `root`, `''` for the root itself, `undefined` when it is not under it. */
function under(path: string, root: string | undefined): string | undefined {
  if (root === undefined || root === '') return undefined;
  const base = trimEnd(root);
  if (path === base) return '';
  if (path.startsWith(`${base}/`) || path.startsWith(`${base}\\`)) return path.slice(base.length + 1);
  return undefined;
}

function isAbsolute(path: string): boolean {
  return /^([/\\]|[A-Za-z]:[/\\])/.test(path);
}

/** `.` and `..` segments resolved, separators kept; a `..` above the root is dropped. */
function normalize(path: string): string {
  if (!/(^|[/\\])\.\.?([/\\]|$)/.test(path)) return path;
  const separator = path.includes('\\') && !path.includes('/') ? '\\' : '/';
  const drive = /^[A-Za-z]:/.exec(path)?.[0] ?? '';
  const rest = path.slice(drive.length);
  const rooted = /^[/\\]/.test(rest);
  const kept: string[] = [];
  for (const segment of rest.split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (kept.length > 0 && kept[kept.length - 1] !== '..') kept.pop();
      else if (!rooted) kept.push(segment);
      continue;
    }
    kept.push(segment);
  }
  return `${drive}${rooted ? separator : ''}${kept.join(separator)}`;
}

/**
 * A file path for display: relative to the workspace when inside it (the workspace itself is
 * `.`), else `~/…` when under home, else unchanged. A relative path is already relative to the
 * workspace and stays as it is. Never throws: a `path` that is not a string gives `undefined`,
 * and host paths that are not strings (or cannot be read) are left out.
 */
export function displayPath(path: string, host: HostPaths): string;
export function displayPath(path: unknown, host: unknown): string | undefined;
export function displayPath(path: unknown, hostValue: unknown): string | undefined {
  if (typeof path !== 'string') return undefined;
  const host = hostPathsOf(hostValue);
  const inWorkspace = under(path, host.workspace);
  if (inWorkspace !== undefined) return inWorkspace === '' ? '.' : inWorkspace;
  const inHome = under(path, host.home);
  if (inHome !== undefined) return inHome === '' ? '~' : `~/${inHome}`;
  return path;
}

/**
 * The directory a command ran in, as DSH's client resolves it: an absolute `cwd` as it is, a
 * relative one joined under the workspace, an absent one *is* the workspace. Without a
 * workspace a relative `cwd` stays as written and an absent one stays absent. Never throws: a
 * `cwd` that is not a string counts as absent, and host paths that are not strings (or cannot be
 * read) are left out.
 */
export function resolveCwd(cwd: string | undefined, hostValue: HostPaths): string | undefined {
  const host = hostPathsOf(hostValue);
  const workspace = host.workspace !== undefined && host.workspace !== '' ? host.workspace : undefined;
  if (typeof cwd !== 'string' || cwd === '') return workspace;
  if (isAbsolute(cwd) || workspace === undefined) return normalize(cwd);
  return normalize(`${trimEnd(workspace)}/${cwd}`);
}

/** A resolved directory for a prompt: `~` for home, else the absolute path. */
export function displayDirectory(directory: string, host: HostPaths): string {
  const inHome = under(directory, host.home);
  if (inHome !== undefined) return inHome === '' ? '~' : `~/${inHome}`;
  return directory;
}

/**
 * The absolute path of a file a command's output names, as a host opens it: an absolute path as
 * it is (`.` and `..` resolved), `~/…` under home, a relative one under the command's directory
 * (`directory`, from {@link resolveCwd}). Undefined when that cannot be told: a relative path
 * with no known directory (or only a relative one), `~` without a home.
 */
export function resolveOutputPath(path: string, directory: string | undefined, host: HostPaths): string | undefined {
  if (isAbsolute(path)) return normalize(path);
  if (/^~[/\\]/.test(path))
    return host.home !== undefined && host.home !== ''
      ? normalize(`${trimEnd(host.home)}/${path.slice(2)}`)
      : undefined;
  if (directory === undefined || !isAbsolute(directory)) return undefined;
  return normalize(`${trimEnd(directory)}/${path}`);
}
