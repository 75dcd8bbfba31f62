/**
 * A terminal log of `count` lines, `line <n> ok` from `from` on, each with a coloured word (and,
 * with `palette`, a mark in one of the 256 colours): big logs for tests without a fixture file.
 */
export function numberedLog(count: number, from = 0, options: { palette?: boolean } = {}): string {
  let log = '';
  for (let index = from; index < from + count; index++) {
    log += `line ${index} \x1b[32mok\x1b[0m${options.palette ? ` \x1b[38;5;${index % 256}m#\x1b[m` : ''}\n`;
  }
  return log;
}
