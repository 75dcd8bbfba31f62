/**
 * The kit's synchronous mode, which `toolcards/testing` turns on so that a test's markup never
 * depends on timing or on what an earlier test loaded. Work that apps do in the background
 * (highlighting beyond the first rows, parsing the rest of a huge log) is then done to the end
 * inside the render's own effects, so no update lands outside React's `act()`; and a language is
 * highlighted only if it was preloaded, never fetched on demand.
 */
let synchronous = false;

/** Turns synchronous mode on or off (for `toolcards/testing`; off in apps). */
export function setSynchronousMode(on: boolean): void {
  synchronous = on;
}

/** True while `toolcards/testing` has made the kit's background work synchronous. */
export function isSynchronousMode(): boolean {
  return synchronous;
}
