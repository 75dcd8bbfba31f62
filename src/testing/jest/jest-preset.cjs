'use strict';
/**
 * `toolcards/testing/jest`: what Jest needs to load the kit, as a preset
 * (`preset: 'toolcards/testing/jest'`) or as fields to spread into a config of your own.
 *
 * Jest runs tests as CommonJS, and transforms nothing in `node_modules` by default; the kit, shiki
 * (its highlighter) and most of what shiki imports are ES modules only, some in `.mjs` files that
 * a default `transform` does not match either. Jest then fails with "Must use import to load ES
 * Module", and highlighting fails with it. This transforms exactly those packages, ES modules to
 * CommonJS (`@babel/preset-env` for the running Node, with the `babel-jest` Jest ships), and
 * nothing else in `node_modules`. The list is computed from the installed packages, so it follows
 * shiki's dependencies from version to version with nothing to keep up to date by hand.
 */
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

/** A package's manifest, or `undefined` when it cannot be read. */
function manifestOf(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Where `name` is installed as Node finds it from `dir`: its own node_modules, then each parent's. */
function installedDir(name, dir) {
  for (let at = dir; ; at = dirname(at)) {
    const candidate = join(at, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(at) === at) return undefined;
  }
}

/** Whether a manifest says its package is ES modules (`"type": "module"`, or `.mjs` entry files). */
function isEsm(manifest) {
  return (
    manifest.type === 'module' || /\.mjs"/.test(JSON.stringify([manifest.main, manifest.module, manifest.exports]))
  );
}

/** The kit and every ES-module package it depends on, directly or not, by name. */
function esmPackages() {
  const kit = dirname(__dirname);
  const names = new Set(['toolcards']);
  const visited = new Set([kit]);
  const queue = [kit];
  while (queue.length > 0) {
    const dir = queue.pop();
    const manifest = manifestOf(dir) ?? {};
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
      const found = installedDir(name, dir);
      if (found === undefined || visited.has(found)) continue;
      visited.add(found);
      queue.push(found);
      const dependency = manifestOf(found);
      if (dependency !== undefined && isEsm(dependency)) names.add(name);
    }
  }
  return [...names].sort();
}

// A scoped name's `/` is either separator on disk.
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('/', '[\\\\/]');
const names = esmPackages().map(escape).join('|');
// Either separator, and pnpm's layout (node_modules/.pnpm/<name>@<version>/node_modules/<name>).
const inPackages = `[\\\\/]node_modules[\\\\/](?:\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(?:${names})[\\\\/]`;

// Assigned one by one (not `module.exports = {…}`) so that an ES module importing this file finds
// the names too (Node reads a CommonJS file's exports with cjs-module-lexer).

/** Those packages' files, `.mjs` included, to CommonJS; spread it before a transform of your own that matches `.js`. */
exports.transform = {
  [`${inPackages}.+\\.[cm]?js$`]: [
    'babel-jest',
    // ES modules to CommonJS, `import()` included (the grammars, the lazy cards), nothing else: Node runs the rest as
    // it is.
    { babelrc: false, configFile: false, presets: [['@babel/preset-env', { targets: { node: 'current' } }]] },
  ],
  // Jest's own default for your files, which a preset's `transform` would otherwise replace.
  '\\.[jt]sx?$': 'babel-jest',
};

/** Jest's default (nothing in node_modules, nor Yarn PnP's loader) except those packages. */
exports.transformIgnorePatterns = [
  `[\\\\/]node_modules[\\\\/](?!(?:\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(?:${names})[\\\\/])`,
  '\\.pnp\\.[^\\\\/]+$',
];
