// The flags every headless Debian Chromium of the project starts with (tests, the Next.js example
// test, the bench): without the background-networking ones, Chromium's connections are refused by
// the machine's closed network, many at a time, and it looks up Google's hosts at every start.

/** Flags for launching Debian's Chromium headless as root on a machine without internet. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
