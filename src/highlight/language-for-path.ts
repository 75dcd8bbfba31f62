import { isHighlightLanguage, type HighlightLanguage } from './highlight-languages';

/** What the language of a text is decided from. */
export interface LanguageHint {
  /** A language name as an agent or a Markdown fence gives it (`ts`, `Python`, `sh`, `yml`…). */
  lang?: string;
  /** A file path or name (`src/app.tsx`, `C:\\x\\Dockerfile`); used when `lang` says nothing. */
  path?: string;
}

// Names that mean "this is plain text on purpose": they stop the guess from the path too.
const PLAIN_NAMES = new Set(['text', 'txt', 'plain', 'plaintext', 'none', 'log', 'output']);

const ALIASES: Record<string, HighlightLanguage> = {
  node: 'javascript',
  python3: 'python',
  py3: 'python',
  golang: 'go',
  shell: 'shellscript',
  'shell-script': 'shellscript',
  console: 'shellsession',
  'shell-session': 'shellsession',
  pwsh: 'powershell',
  'c#': 'csharp',
  'c++': 'cpp',
  objc: 'objective-c',
  'objective-c': 'objective-c',
  docker: 'dockerfile',
  makefile: 'make',
  'f#': 'fsharp',
  protobuf: 'proto',
  batch: 'bat',
  tfvars: 'terraform',
};

const EXTENSIONS: Record<string, HighlightLanguage> = {
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  tsx: 'tsx',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'jsx',
  py: 'python',
  pyi: 'python',
  pyw: 'python',
  rs: 'rust',
  go: 'go',
  java: 'java',
  kt: 'kotlin',
  kts: 'kotlin',
  scala: 'scala',
  sc: 'scala',
  groovy: 'groovy',
  gradle: 'groovy',
  rb: 'ruby',
  rake: 'ruby',
  gemspec: 'ruby',
  ru: 'ruby',
  php: 'php',
  phtml: 'php',
  // `.h` is shared by C and C++; the C grammar reads both well enough for colour.
  c: 'c',
  h: 'c',
  cpp: 'cpp',
  cc: 'cpp',
  cxx: 'cpp',
  'c++': 'cpp',
  hpp: 'cpp',
  hh: 'cpp',
  hxx: 'cpp',
  ino: 'cpp',
  cs: 'csharp',
  csx: 'csharp',
  swift: 'swift',
  // `.m` is also MATLAB, but in the repositories agents read it is far more often Objective-C.
  m: 'objective-c',
  sh: 'shellscript',
  bash: 'shellscript',
  zsh: 'shellscript',
  ksh: 'shellscript',
  ps1: 'powershell',
  psm1: 'powershell',
  psd1: 'powershell',
  ps: 'powershell',
  bat: 'bat',
  cmd: 'bat',
  sql: 'sql',
  json: 'json',
  jsonc: 'jsonc',
  'code-workspace': 'jsonc',
  json5: 'json5',
  yaml: 'yaml',
  yml: 'yaml',
  toml: 'toml',
  ini: 'ini',
  cfg: 'ini',
  properties: 'ini',
  env: 'dotenv',
  md: 'markdown',
  markdown: 'markdown',
  mdown: 'markdown',
  mkd: 'markdown',
  html: 'html',
  htm: 'html',
  xhtml: 'html',
  css: 'css',
  scss: 'scss',
  less: 'less',
  vue: 'vue',
  svelte: 'svelte',
  astro: 'astro',
  xml: 'xml',
  svg: 'xml',
  xsd: 'xml',
  xsl: 'xml',
  xslt: 'xml',
  plist: 'xml',
  csproj: 'xml',
  lua: 'lua',
  r: 'r',
  dart: 'dart',
  ex: 'elixir',
  exs: 'elixir',
  erl: 'erlang',
  hrl: 'erlang',
  hs: 'haskell',
  elm: 'elm',
  ml: 'ocaml',
  mli: 'ocaml',
  fs: 'fsharp',
  fsi: 'fsharp',
  fsx: 'fsharp',
  clj: 'clojure',
  cljs: 'clojure',
  cljc: 'clojure',
  edn: 'clojure',
  pl: 'perl',
  pm: 'perl',
  jl: 'julia',
  zig: 'zig',
  nix: 'nix',
  sol: 'solidity',
  tf: 'terraform',
  tfvars: 'terraform',
  hcl: 'hcl',
  proto: 'proto',
  graphql: 'graphql',
  gql: 'graphql',
  diff: 'diff',
  patch: 'diff',
  tex: 'latex',
  dockerfile: 'dockerfile',
  mk: 'make',
  mak: 'make',
  cmake: 'cmake',
};

// Files known by their whole name (compared in lower case).
const FILE_NAMES: Record<string, HighlightLanguage> = {
  dockerfile: 'dockerfile',
  containerfile: 'dockerfile',
  makefile: 'make',
  gnumakefile: 'make',
  'cmakelists.txt': 'cmake',
  gemfile: 'ruby',
  rakefile: 'ruby',
  podfile: 'ruby',
  vagrantfile: 'ruby',
  brewfile: 'ruby',
  jenkinsfile: 'groovy',
  '.bashrc': 'shellscript',
  '.bash_profile': 'shellscript',
  '.zshrc': 'shellscript',
  '.zprofile': 'shellscript',
  '.profile': 'shellscript',
  '.envrc': 'shellscript',
  '.env': 'dotenv',
  '.gitconfig': 'ini',
  '.editorconfig': 'ini',
  '.npmrc': 'ini',
  '.babelrc': 'jsonc',
  '.eslintrc': 'jsonc',
  '.prettierrc': 'json',
  'nginx.conf': 'nginx',
  // TypeScript and VS Code read these with comments allowed; the JSON grammar would flag them.
  'tsconfig.json': 'jsonc',
  'jsconfig.json': 'jsonc',
  'settings.json': 'jsonc',
  'cargo.lock': 'toml',
};

/** A table entry, never an inherited member: `constructor` or `__proto__` as a name finds nothing. */
function own(table: Record<string, HighlightLanguage>, key: string): HighlightLanguage | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/** The language named by `lang`: a shiki id, an alias or an extension; `null` for "plain on purpose". */
function fromName(name: string): HighlightLanguage | null | undefined {
  const key = name.trim().toLowerCase();
  if (PLAIN_NAMES.has(key)) return null;
  if (isHighlightLanguage(key)) return key;
  return own(ALIASES, key) ?? own(EXTENSIONS, key);
}

function fromPath(path: string): HighlightLanguage | undefined {
  const base = (path.split(/[\\/]/).pop() ?? '').toLowerCase();
  const named = own(FILE_NAMES, base);
  if (named) return named;
  if (/^(docker|container)file\./.test(base)) return 'dockerfile';
  if (base.startsWith('.env.')) return 'dotenv';
  if (/^tsconfig\..+\.json$/.test(base)) return 'jsonc';
  const dot = base.lastIndexOf('.');
  // A leading dot alone (`.gitignore`) marks a hidden file, not an extension.
  if (dot <= 0) return undefined;
  return own(EXTENSIONS, base.slice(dot + 1));
}

/**
 * The shiki language id to highlight a text with: from `lang` (ids and common aliases such as
 * `ts`, `py`, `sh`, `yml`), else from the file name in `path` (extension or a known name such as
 * `Dockerfile`), else `undefined`, meaning plain text. `lang: 'text'` (or `plain`, `txt`) is
 * plain on purpose and skips the path. Never throws: a hint that is not an object, or a field that
 * is not a string, says nothing.
 */
export function languageFor(hint: LanguageHint): HighlightLanguage | undefined {
  let lang: unknown;
  let path: unknown;
  try {
    ({ lang, path } = hint);
  } catch {
    // Not an object, or a getter or proxy that throws: nothing says the language.
    return undefined;
  }
  if (typeof lang === 'string' && lang !== '') {
    const named = fromName(lang);
    if (named === null) return undefined;
    if (named) return named;
  }
  return typeof path === 'string' && path !== '' ? fromPath(path) : undefined;
}
