// ESLint, flat config: the recommended JavaScript and TypeScript rules, plus React's whole
// recommended hooks preset. Formatting is Prettier's job (`npm run format`), not ESLint's.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { hooksDisableHasReason } from './scripts/eslint-disable-reason-rule.mjs';

// React's recommended hooks preset (eslint-plugin-react-hooks v7: the rules of hooks and the
// React Compiler's checks), every rule an error: a warning would not fail `npm test`. A finding
// the code keeps is disabled on its line with a reason (`-- why`), which
// test/react-hooks-lint.ssr.test.ts requires.
const reactHooksRules = Object.fromEntries(Object.keys(reactHooks.configs['recommended-latest'].rules).map((rule) => [rule, 'error']));

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
    plugins: { 'react-hooks': reactHooks, toolcards: { rules: { 'hooks-disable-has-reason': hooksDisableHasReason } } },
    rules: {
      ...reactHooksRules,
      'toolcards/hooks-disable-has-reason': 'error',
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
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
