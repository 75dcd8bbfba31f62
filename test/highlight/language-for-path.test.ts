import { LANGUAGE_LOADERS } from '../../src/highlight/grammar-loaders';
import { languageFor } from '../../src/highlight/language-for-path';

describe('languageFor, from a file path', () => {
  it.each([
    ['src/index.ts', 'typescript'],
    ['src/app.tsx', 'tsx'],
    ['lib/index.js', 'javascript'],
    ['esm/index.mjs', 'javascript'],
    ['cjs/index.cjs', 'javascript'],
    ['ui/button.jsx', 'jsx'],
    ['tools/run.py', 'python'],
    ['src/main.rs', 'rust'],
    ['cmd/server/main.go', 'go'],
    ['src/Main.java', 'java'],
    ['app/Main.kt', 'kotlin'],
    ['lib/tasks.rb', 'ruby'],
    ['public/index.php', 'php'],
    ['src/parse.c', 'c'],
    ['include/parse.h', 'c'],
    ['src/engine.cpp', 'cpp'],
    ['src/Program.cs', 'csharp'],
    ['Sources/App.swift', 'swift'],
    ['scripts/build.sh', 'shellscript'],
    ['scripts/setup.bash', 'shellscript'],
    ['config/init.zsh', 'shellscript'],
    ['scripts/deploy.ps1', 'powershell'],
    ['db/schema.sql', 'sql'],
    ['package.json', 'json'],
    ['.vscode/extensions.jsonc', 'jsonc'],
    ['.github/workflows/ci.yaml', 'yaml'],
    ['docker-compose.yml', 'yaml'],
    ['Cargo.toml', 'toml'],
    ['README.md', 'markdown'],
    ['public/index.html', 'html'],
    ['styles/main.css', 'css'],
    ['styles/theme.scss', 'scss'],
    ['src/App.vue', 'vue'],
    ['src/routes/+page.svelte', 'svelte'],
    ['pom.xml', 'xml'],
    ['init.lua', 'lua'],
    ['analysis/model.R', 'r'],
    ['lib/main.dart', 'dart'],
    ['lib/app.ex', 'elixir'],
    ['src/Main.hs', 'haskell'],
    ['Dockerfile', 'dockerfile'],
    ['deploy/Dockerfile.prod', 'dockerfile'],
    ['Makefile', 'make'],
    ['GNUmakefile', 'make'],
    ['CMakeLists.txt', 'cmake'],
    ['Gemfile', 'ruby'],
    ['.env.local', 'dotenv'],
    ['tsconfig.json', 'jsonc'],
    ['tsconfig.build.json', 'jsonc'],
    ['C:\\work\\src\\App.TSX', 'tsx'],
    ['fix.patch', 'diff'],
  ])('%s is %s', (path, expected) => {
    expect(languageFor({ path })).toBe(expected);
  });

  it.each(['notes.txt', 'LICENSE', '.gitignore', 'archive.tar.gz', 'data.bin', 'no-extension', 'trailing.', ''])(
    '%j is plain text',
    (path) => {
      expect(languageFor({ path })).toBeUndefined();
    },
  );
});

describe('languageFor, from a language name', () => {
  it.each([
    ['ts', 'typescript'],
    ['TypeScript', 'typescript'],
    ['js', 'javascript'],
    ['py', 'python'],
    ['python3', 'python'],
    ['sh', 'shellscript'],
    ['bash', 'shellscript'],
    ['shell', 'shellscript'],
    ['console', 'shellsession'],
    ['yml', 'yaml'],
    ['md', 'markdown'],
    ['c++', 'cpp'],
    ['C#', 'csharp'],
    ['golang', 'go'],
    ['docker', 'dockerfile'],
    ['makefile', 'make'],
    [' rust ', 'rust'],
  ])('%j is %s', (lang, expected) => {
    expect(languageFor({ lang })).toBe(expected);
  });

  it('prefers the language name to the path', () => {
    expect(languageFor({ lang: 'python', path: 'script.js' })).toBe('python');
  });

  it('falls back to the path when the name is unknown', () => {
    expect(languageFor({ lang: 'klingon', path: 'src/a.go' })).toBe('go');
    expect(languageFor({ lang: 'klingon' })).toBeUndefined();
  });

  it('keeps text plain on purpose when the name says so, whatever the path', () => {
    for (const lang of ['text', 'plaintext', 'txt', 'plain'])
      expect(languageFor({ lang, path: 'a.ts' })).toBeUndefined();
  });

  it('gives nothing for nothing', () => {
    expect(languageFor({})).toBeUndefined();
  });

  it('only ever answers with a language it can load', () => {
    const samples = ['a.ts', 'a.vue', 'Makefile', 'Dockerfile', '.bashrc', 'a.m', 'a.tf', 'a.proto', 'a.gradle'];
    for (const path of samples) expect(Object.keys(LANGUAGE_LOADERS)).toContain(languageFor({ path }));
  });
});
