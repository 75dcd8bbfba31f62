/** Flags for launching Debian's Chromium headless as root on a machine without internet. */
export declare const CHROMIUM_ARGS: readonly string[];
