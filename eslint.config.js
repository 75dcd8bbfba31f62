// ESLint, flat config: the recommended JavaScript and TypeScript rules, React's whole
// recommended hooks preset, and the layers of src/ (ARCHITECTURE.md's table) as import zones.
// Formatting is Prettier's job (`npm run format`), not ESLint's.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { hooksDisableHasReason } from './scripts/eslint-disable-reason-rule.mjs';
import { layerZones } from './scripts/layer-zones.mjs';
import { noRefWriteInRender } from './scripts/ref-write-in-render-rule.mjs';

// The layers of src/, from the bottom up: the one table ARCHITECTURE.md's layer table describes,
// the import zones below enforce (scripts/layer-zones.mjs makes them) and test/architecture/
// checks against the folders that exist. A layer imports only from itself and the layers before
// it in this list (or only its `onlyFrom`).

/** @type {import('./eslint.config.js').Layer[]} Each field is described in eslint.config.d.ts. */
export const LAYERS = [
  { name: 'protocol', folders: ['protocol'], react: false },
  {
    name: 'foundations',
    folders: ['labels', 'format', 'cache', 'scheduling', 'slots', 'sorted'],
    react: false,
    onlyFrom: ['protocol'],
  },
  { name: 'parsers', folders: ['ansi', 'diff'], react: false, engines: true },
  { name: 'react base', folders: ['react-base'], react: true },
  { name: 'view engines', folders: ['highlight', 'virtual', 'json-tree', 'markdown'], react: true, engines: true },
  { name: 'host', folders: ['host'], react: true },
  { name: 'chrome', folders: ['chrome', 'content-blocks'], react: true },
  { name: 'cards', folders: ['cards'], react: true, apart: true },
  { name: 'shell', folders: ['shell'], react: true },
  // A whole session of cards: draws `<ToolCard>` (the shell) for each call.
  { name: 'transcript', folders: ['transcript'], react: true },
  // Last but the entries: only the entries may import them; they turn other shapes into intents.
  { name: 'adapters', folders: ['adapters'], react: false, onlyFrom: ['protocol'] },
  // Build plugins for hosts' bundlers: Node code, nothing of the kit's runtime; only their entry imports them.
  { name: 'build', folders: ['build'], react: false, onlyFrom: [] },
  { name: 'entries', folders: ['.', 'testing', 'label-packs'], react: true },
  // CSS only: the stylesheets import no code and no code imports them (scripts/build.mjs bundles them).
  { name: 'styles', folders: ['styles'], react: false, onlyFrom: [] },
];

// React's recommended hooks preset (eslint-plugin-react-hooks v7: the rules of hooks and the
// React Compiler's checks), every rule an error: a warning would not fail `npm test`. A finding
// the code keeps is disabled on its line with a reason (`-- why`), which
// test/react-hooks-lint.ssr.test.ts requires.
const reactHooksRules = Object.fromEntries(
  Object.keys(reactHooks.configs['recommended-latest'].rules).map((rule) => [rule, 'error']),
);

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'storybook-static/',
      'node_modules/',
      'examples/next/.next/',
      'test/readme/.blocks/',
      // Real tool outputs and consumer projects, kept byte for byte.
      'test/fixtures/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Terminal output is made of control characters: matching them is the kit's job.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      toolcards: {
        rules: { 'hooks-disable-has-reason': hooksDisableHasReason, 'no-ref-write-in-render': noRefWriteInRender },
      },
    },
    rules: {
      ...reactHooksRules,
      'toolcards/hooks-disable-has-reason': 'error',
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // What ships: no write through a ref while rendering, a property of the object a ref holds included.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'toolcards/no-ref-write-in-render': 'error' },
  },
  // One `no-restricted-imports` block per folder of src/, from LAYERS.
  ...layerZones(LAYERS),
  {
    // CommonJS on purpose: what Jest loads with require() (the toolcards/testing/jest preset, examples/jest's config).
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests and stories use vitest's globals (`describe`, `it`, `expect`, `vi`).
    files: ['test/**', 'stories/**'],
    languageOptions: { globals: { ...globals.vitest } },
  },
);
