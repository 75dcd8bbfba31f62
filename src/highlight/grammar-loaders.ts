import type { LanguageRegistration, ThemeRegistrationRaw } from 'shiki/core';

/**
 * Where each grammar and theme comes from. Every entry is a literal `import()` so that bundlers
 * split each grammar into its own chunk: an app that only ever shows TypeScript never fetches the
 * Haskell grammar. Paths go through `shiki` (a direct dependency) rather than `@shikijs/langs`,
 * which is only shiki's own dependency and may be unreachable under strict installers (pnpm).
 * A grammar module's default export also holds the grammars it embeds (Vue brings CSS, TS…).
 */

type GrammarModule = Promise<{ default: LanguageRegistration[] }>;
type ThemeModule = Promise<{ default: ThemeRegistrationRaw }>;

/** Loaders for every language the kit highlights, by shiki language id. */
export const LANGUAGE_LOADERS = {
  astro: () => import('shiki/langs/astro.mjs'),
  bat: () => import('shiki/langs/bat.mjs'),
  c: () => import('shiki/langs/c.mjs'),
  clojure: () => import('shiki/langs/clojure.mjs'),
  cmake: () => import('shiki/langs/cmake.mjs'),
  cpp: () => import('shiki/langs/cpp.mjs'),
  csharp: () => import('shiki/langs/csharp.mjs'),
  css: () => import('shiki/langs/css.mjs'),
  dart: () => import('shiki/langs/dart.mjs'),
  diff: () => import('shiki/langs/diff.mjs'),
  dockerfile: () => import('shiki/langs/dockerfile.mjs'),
  dotenv: () => import('shiki/langs/dotenv.mjs'),
  elixir: () => import('shiki/langs/elixir.mjs'),
  elm: () => import('shiki/langs/elm.mjs'),
  erlang: () => import('shiki/langs/erlang.mjs'),
  fsharp: () => import('shiki/langs/fsharp.mjs'),
  go: () => import('shiki/langs/go.mjs'),
  graphql: () => import('shiki/langs/graphql.mjs'),
  groovy: () => import('shiki/langs/groovy.mjs'),
  haskell: () => import('shiki/langs/haskell.mjs'),
  hcl: () => import('shiki/langs/hcl.mjs'),
  html: () => import('shiki/langs/html.mjs'),
  ini: () => import('shiki/langs/ini.mjs'),
  java: () => import('shiki/langs/java.mjs'),
  javascript: () => import('shiki/langs/javascript.mjs'),
  json: () => import('shiki/langs/json.mjs'),
  json5: () => import('shiki/langs/json5.mjs'),
  jsonc: () => import('shiki/langs/jsonc.mjs'),
  jsx: () => import('shiki/langs/jsx.mjs'),
  julia: () => import('shiki/langs/julia.mjs'),
  kotlin: () => import('shiki/langs/kotlin.mjs'),
  latex: () => import('shiki/langs/latex.mjs'),
  less: () => import('shiki/langs/less.mjs'),
  lua: () => import('shiki/langs/lua.mjs'),
  make: () => import('shiki/langs/make.mjs'),
  markdown: () => import('shiki/langs/markdown.mjs'),
  nginx: () => import('shiki/langs/nginx.mjs'),
  nix: () => import('shiki/langs/nix.mjs'),
  'objective-c': () => import('shiki/langs/objective-c.mjs'),
  ocaml: () => import('shiki/langs/ocaml.mjs'),
  perl: () => import('shiki/langs/perl.mjs'),
  php: () => import('shiki/langs/php.mjs'),
  powershell: () => import('shiki/langs/powershell.mjs'),
  proto: () => import('shiki/langs/proto.mjs'),
  python: () => import('shiki/langs/python.mjs'),
  r: () => import('shiki/langs/r.mjs'),
  ruby: () => import('shiki/langs/ruby.mjs'),
  rust: () => import('shiki/langs/rust.mjs'),
  scala: () => import('shiki/langs/scala.mjs'),
  scss: () => import('shiki/langs/scss.mjs'),
  shellscript: () => import('shiki/langs/shellscript.mjs'),
  shellsession: () => import('shiki/langs/shellsession.mjs'),
  solidity: () => import('shiki/langs/solidity.mjs'),
  sql: () => import('shiki/langs/sql.mjs'),
  svelte: () => import('shiki/langs/svelte.mjs'),
  swift: () => import('shiki/langs/swift.mjs'),
  terraform: () => import('shiki/langs/terraform.mjs'),
  toml: () => import('shiki/langs/toml.mjs'),
  tsx: () => import('shiki/langs/tsx.mjs'),
  typescript: () => import('shiki/langs/typescript.mjs'),
  vue: () => import('shiki/langs/vue.mjs'),
  xml: () => import('shiki/langs/xml.mjs'),
  yaml: () => import('shiki/langs/yaml.mjs'),
  zig: () => import('shiki/langs/zig.mjs'),
} as const satisfies Record<string, () => GrammarModule>;

/** A shiki language id the kit can load and highlight. */
export type HighlightLanguage = keyof typeof LANGUAGE_LOADERS;

/** The theme used when the card's colour scheme is light. */
export const LIGHT_THEME = 'github-light';
/** The theme used when the card's colour scheme is dark. */
export const DARK_THEME = 'github-dark';

/** Loaders for the two themes; both are always loaded, since CSS picks between them. */
export const THEME_LOADERS = {
  [LIGHT_THEME]: () => import('shiki/themes/github-light.mjs'),
  [DARK_THEME]: () => import('shiki/themes/github-dark.mjs'),
} as const satisfies Record<string, () => ThemeModule>;

/** Whether `id` names a language the kit can load. */
export function isHighlightLanguage(id: string): id is HighlightLanguage {
  return Object.hasOwn(LANGUAGE_LOADERS, id);
}
