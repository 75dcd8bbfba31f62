import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { useEffect } from 'react';
import { useIsomorphicLayoutEffect } from '../src/react-base/use-isomorphic-layout-effect';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

// React 18's server renderer warns once per useLayoutEffect it meets (React 19 is silent, so a
// render here cannot show it): the kit must never hand one to a server.
describe('layout effects on a server', () => {
  it('become plain effects where there is no window, so React 18 prints no warning per card', () => {
    expect(typeof window).toBe('undefined');
    expect(useIsomorphicLayoutEffect).toBe(useEffect);
  });

  it('are only ever used through useIsomorphicLayoutEffect', () => {
    const direct = sourceFiles(resolve(process.cwd(), 'src'))
      .filter((file) => !file.endsWith('use-isomorphic-layout-effect.ts'))
      .filter((file) => /\buseLayoutEffect\b/.test(readFileSync(file, 'utf8')));
    expect(direct).toEqual([]);
  });
});
