import type { LanguageRegistration, ThemeRegistrationRaw } from 'shiki/core';
import type { HighlightLanguage } from './highlight-languages';

/**
 * Where each grammar and theme comes from. Every entry is a literal `import()` so that bundlers
 * split each grammar into its own chunk: an app that only ever shows TypeScript never fetches the
 * Haskell grammar. Paths go through `shiki` (a direct dependency) rather than `@shikijs/langs`,
 * which is only shiki's own dependency and may be unreachable under strict installers (pnpm).
 * A grammar module's default export also holds the grammars it embeds (Vue brings CSS, TS…).
 *
 * Most grammars come precompiled (`@shikijs/langs-precompiled`): their regular expressions are
 * already JavaScript, so the first highlight skips converting each Oniguruma pattern (about 185 ms
 * of the 480 ms a cold TypeScript file took before its first tokens). The engine takes both kinds.
 * Only grammars exactly equal to the ones shiki 4.6 compiles at run time are taken precompiled
 * (test/highlight/precompiled-grammars.ssr.test.ts checks every regex): the package's latest is
 * 4.4.3, and the grammars that changed since (CSS and what embeds it, C#, Rust…) are compiled on
 * first use instead.
 */

type GrammarModule = Promise<{ default: LanguageRegistration[] }>;
type ThemeModule = Promise<{ default: ThemeRegistrationRaw }>;

/** Loaders for every language the kit highlights (highlight-languages.ts), by shiki language id. */
export const LANGUAGE_LOADERS = {
  astro: () => import('shiki/langs/astro.mjs'),
  bat: () => import('@shikijs/langs-precompiled/bat') as unknown as GrammarModule,
  c: () => import('@shikijs/langs-precompiled/c') as unknown as GrammarModule,
  clojure: () => import('@shikijs/langs-precompiled/clojure') as unknown as GrammarModule,
  cmake: () => import('@shikijs/langs-precompiled/cmake') as unknown as GrammarModule,
  cpp: () => import('@shikijs/langs-precompiled/cpp') as unknown as GrammarModule,
  csharp: () => import('shiki/langs/csharp.mjs'),
  css: () => import('shiki/langs/css.mjs'),
  dart: () => import('shiki/langs/dart.mjs'),
  diff: () => import('@shikijs/langs-precompiled/diff') as unknown as GrammarModule,
  dockerfile: () => import('@shikijs/langs-precompiled/dockerfile') as unknown as GrammarModule,
  dotenv: () => import('shiki/langs/dotenv.mjs'),
  elixir: () => import('shiki/langs/elixir.mjs'),
  elm: () => import('@shikijs/langs-precompiled/elm') as unknown as GrammarModule,
  erlang: () => import('@shikijs/langs-precompiled/erlang') as unknown as GrammarModule,
  fsharp: () => import('@shikijs/langs-precompiled/fsharp') as unknown as GrammarModule,
  go: () => import('@shikijs/langs-precompiled/go') as unknown as GrammarModule,
  graphql: () => import('@shikijs/langs-precompiled/graphql') as unknown as GrammarModule,
  groovy: () => import('@shikijs/langs-precompiled/groovy') as unknown as GrammarModule,
  haskell: () => import('@shikijs/langs-precompiled/haskell') as unknown as GrammarModule,
  hcl: () => import('@shikijs/langs-precompiled/hcl') as unknown as GrammarModule,
  html: () => import('shiki/langs/html.mjs'),
  ini: () => import('@shikijs/langs-precompiled/ini') as unknown as GrammarModule,
  java: () => import('@shikijs/langs-precompiled/java') as unknown as GrammarModule,
  javascript: () => import('@shikijs/langs-precompiled/javascript') as unknown as GrammarModule,
  json: () => import('@shikijs/langs-precompiled/json') as unknown as GrammarModule,
  json5: () => import('@shikijs/langs-precompiled/json5') as unknown as GrammarModule,
  jsonc: () => import('@shikijs/langs-precompiled/jsonc') as unknown as GrammarModule,
  jsx: () => import('@shikijs/langs-precompiled/jsx') as unknown as GrammarModule,
  julia: () => import('shiki/langs/julia.mjs'),
  kotlin: () => import('@shikijs/langs-precompiled/kotlin') as unknown as GrammarModule,
  latex: () => import('shiki/langs/latex.mjs'),
  less: () => import('@shikijs/langs-precompiled/less') as unknown as GrammarModule,
  lua: () => import('@shikijs/langs-precompiled/lua') as unknown as GrammarModule,
  make: () => import('@shikijs/langs-precompiled/make') as unknown as GrammarModule,
  markdown: () => import('@shikijs/langs-precompiled/markdown') as unknown as GrammarModule,
  nginx: () => import('@shikijs/langs-precompiled/nginx') as unknown as GrammarModule,
  nix: () => import('@shikijs/langs-precompiled/nix') as unknown as GrammarModule,
  'objective-c': () => import('@shikijs/langs-precompiled/objective-c') as unknown as GrammarModule,
  ocaml: () => import('@shikijs/langs-precompiled/ocaml') as unknown as GrammarModule,
  perl: () => import('shiki/langs/perl.mjs'),
  php: () => import('shiki/langs/php.mjs'),
  powershell: () => import('shiki/langs/powershell.mjs'),
  proto: () => import('@shikijs/langs-precompiled/proto') as unknown as GrammarModule,
  python: () => import('@shikijs/langs-precompiled/python') as unknown as GrammarModule,
  r: () => import('@shikijs/langs-precompiled/r') as unknown as GrammarModule,
  ruby: () => import('shiki/langs/ruby.mjs'),
  rust: () => import('shiki/langs/rust.mjs'),
  scala: () => import('@shikijs/langs-precompiled/scala') as unknown as GrammarModule,
  scss: () => import('shiki/langs/scss.mjs'),
  shellscript: () => import('@shikijs/langs-precompiled/shellscript') as unknown as GrammarModule,
  shellsession: () => import('@shikijs/langs-precompiled/shellsession') as unknown as GrammarModule,
  solidity: () => import('@shikijs/langs-precompiled/solidity') as unknown as GrammarModule,
  sql: () => import('shiki/langs/sql.mjs'),
  svelte: () => import('shiki/langs/svelte.mjs'),
  swift: () => import('@shikijs/langs-precompiled/swift') as unknown as GrammarModule,
  terraform: () => import('@shikijs/langs-precompiled/terraform') as unknown as GrammarModule,
  toml: () => import('@shikijs/langs-precompiled/toml') as unknown as GrammarModule,
  tsx: () => import('@shikijs/langs-precompiled/tsx') as unknown as GrammarModule,
  typescript: () => import('@shikijs/langs-precompiled/typescript') as unknown as GrammarModule,
  vue: () => import('shiki/langs/vue.mjs'),
  xml: () => import('@shikijs/langs-precompiled/xml') as unknown as GrammarModule,
  yaml: () => import('@shikijs/langs-precompiled/yaml') as unknown as GrammarModule,
  zig: () => import('@shikijs/langs-precompiled/zig') as unknown as GrammarModule,
} as const satisfies Record<HighlightLanguage, () => GrammarModule>;

/** The theme used when the card's colour scheme is light. */
export const LIGHT_THEME = 'github-light';
/** The theme used when the card's colour scheme is dark. */
export const DARK_THEME = 'github-dark';

/** Loaders for the two themes; both are always loaded, since CSS picks between them. */
export const THEME_LOADERS = {
  [LIGHT_THEME]: () => import('shiki/themes/github-light.mjs'),
  [DARK_THEME]: () => import('shiki/themes/github-dark.mjs'),
} as const satisfies Record<string, () => ThemeModule>;
