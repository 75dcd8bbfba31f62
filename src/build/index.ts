/**
 * `toolcards/vite`: build-time help for hosts that bundle the kit with Vite, Rollup or Rolldown.
 * Runs in the bundler's Node process: no React, no DOM, and nothing of the kit's runtime.
 */
export { toolcardsCompileHints, COMPILE_HINT } from './compile-hints-plugin';
export type { CompileHintsOptions, CompileHintsPlugin } from './compile-hints-plugin';
