import { displayPath, resolveCwd } from '../../src/index';
import { displayDirectory, resolveOutputPath } from '../../src/host/host-paths';

const host = { workspace: '/home/dev/project', home: '/home/dev' };

describe('displayPath', () => {
  it('shows a path inside the workspace relative to it, and the workspace itself as .', () => {
    expect(displayPath('/home/dev/project/src/a.ts', host)).toBe('src/a.ts');
    expect(displayPath('/home/dev/project', host)).toBe('.');
    expect(displayPath('/home/dev/project/', { workspace: '/home/dev/project/' })).toBe('.');
  });

  it('shows a path under home with ~, and leaves others and relative paths alone', () => {
    expect(displayPath('/home/dev/notes/todo.md', host)).toBe('~/notes/todo.md');
    expect(displayPath('/home/dev', host)).toBe('~');
    expect(displayPath('/etc/hosts', host)).toBe('/etc/hosts');
    expect(displayPath('src/a.ts', host)).toBe('src/a.ts');
  });

  it('does not take a sibling that only shares a prefix for the workspace', () => {
    expect(displayPath('/home/dev/project-old/a.ts', host)).toBe('~/project-old/a.ts');
  });

  it('changes nothing without a host', () => {
    expect(displayPath('/home/dev/project/a.ts', {})).toBe('/home/dev/project/a.ts');
  });

  it('keeps Windows separators', () => {
    expect(displayPath('C:\\work\\app\\src\\a.ts', { workspace: 'C:\\work\\app' })).toBe('src\\a.ts');
  });
});

describe('resolveCwd', () => {
  it('keeps an absolute cwd, joins a relative one under the workspace, and takes the workspace for none', () => {
    expect(resolveCwd('/tmp', host)).toBe('/tmp');
    expect(resolveCwd('sub', host)).toBe('/home/dev/project/sub');
    expect(resolveCwd('sub/../lib/./x', host)).toBe('/home/dev/project/lib/x');
    expect(resolveCwd(undefined, host)).toBe('/home/dev/project');
  });

  it('leaves a relative cwd as written, and an absent one absent, without a workspace', () => {
    expect(resolveCwd('sub', {})).toBe('sub');
    expect(resolveCwd(undefined, {})).toBeUndefined();
  });

  it('shows a directory under home with ~', () => {
    expect(displayDirectory('/home/dev/project/sub', host)).toBe('~/project/sub');
    expect(displayDirectory('/srv', host)).toBe('/srv');
  });
});

describe('resolveOutputPath', () => {
  const session = { workspace: '/srv/app', home: '/home/dev' };

  it('joins a path the output gives under the command’s directory, resolving . and ..', () => {
    expect(resolveOutputPath('src/a.ts', '/srv/app/packages/web', session)).toBe('/srv/app/packages/web/src/a.ts');
    expect(resolveOutputPath('./main.go', '/srv/app', session)).toBe('/srv/app/main.go');
    expect(resolveOutputPath('../lib/x.rs', '/srv/app/cli', session)).toBe('/srv/app/lib/x.rs');
  });

  it('keeps an absolute path, and reads ~ as the home directory', () => {
    expect(resolveOutputPath('/tmp/x.py', '/srv/app', session)).toBe('/tmp/x.py');
    expect(resolveOutputPath('C:\\src\\a.ts', undefined, session)).toBe('C:\\src\\a.ts');
    expect(resolveOutputPath('~/notes/a.md', undefined, session)).toBe('/home/dev/notes/a.md');
  });

  it('says nothing when the directory is unknown or itself relative, or ~ has no home', () => {
    expect(resolveOutputPath('src/a.ts', undefined, session)).toBeUndefined();
    expect(resolveOutputPath('src/a.ts', 'packages/web', {})).toBeUndefined();
    expect(resolveOutputPath('~/a.md', '/srv/app', {})).toBeUndefined();
  });
});
