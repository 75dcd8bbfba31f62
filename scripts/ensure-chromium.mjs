// Finds Debian's Chromium for the browser tests and the benchmark; installs it when it is
// missing and we are root, or says exactly what to install. Test tools may not download a
// browser of their own on these machines, so a missing browser must never be skipped silently.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/** The path of a Chromium executable, installing Debian's package if needed and possible. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("toolcards: Chromium is missing; installing Debian's chromium package (apt-get, about 2 minutes)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    [
      'toolcards: the browser tests need Chromium, and none was found.',
      '  On Debian or Ubuntu, install it with:  sudo apt-get update && sudo apt-get install -y chromium',
      '  Or point CHROMIUM_PATH at an existing Chromium or Chrome executable.',
    ].join('\n'),
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
