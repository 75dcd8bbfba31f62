/**
 * The languages the kit highlights, by shiki language id: what the startup code needs to name a
 * language (`languageFor`, a card's header). The grammars themselves and the loaders that fetch
 * them (grammar-loaders.ts, which must list exactly these) belong to the highlighting runtime,
 * loaded the first time code is highlighted.
 */
export const HIGHLIGHT_LANGUAGES = [
  'astro',
  'bat',
  'c',
  'clojure',
  'cmake',
  'cpp',
  'csharp',
  'css',
  'dart',
  'diff',
  'dockerfile',
  'dotenv',
  'elixir',
  'elm',
  'erlang',
  'fsharp',
  'go',
  'graphql',
  'groovy',
  'haskell',
  'hcl',
  'html',
  'ini',
  'java',
  'javascript',
  'json',
  'json5',
  'jsonc',
  'jsx',
  'julia',
  'kotlin',
  'latex',
  'less',
  'lua',
  'make',
  'markdown',
  'nginx',
  'nix',
  'objective-c',
  'ocaml',
  'perl',
  'php',
  'powershell',
  'proto',
  'python',
  'r',
  'ruby',
  'rust',
  'scala',
  'scss',
  'shellscript',
  'shellsession',
  'solidity',
  'sql',
  'svelte',
  'swift',
  'terraform',
  'toml',
  'tsx',
  'typescript',
  'vue',
  'xml',
  'yaml',
  'zig',
] as const;

/** A shiki language id the kit can load and highlight. */
export type HighlightLanguage = (typeof HIGHLIGHT_LANGUAGES)[number];

const KNOWN: ReadonlySet<string> = new Set(HIGHLIGHT_LANGUAGES);

/** Whether `id` names a language the kit can load. */
export function isHighlightLanguage(id: string): id is HighlightLanguage {
  return KNOWN.has(id);
}
