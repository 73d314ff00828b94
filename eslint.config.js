import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// `no-restricted-syntax` of a later config replaces the earlier one for its files: every config that sets it
// lists all selectors that apply to its files.
const zodNamedImport = {
  selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
  message: "Use `import * as z from 'zod'`: the named `z` import keeps every zod locale in the bundle.",
};

// Business code asks the clock (`now()` of functions/src/clock.ts), which tests can move; `new Date(value)`
// stays allowed, and elapsed time is measured with `performance.now()`.
const readsSystemClock = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Use `now()` from the clock (functions/src/clock.ts) instead of `new Date()`.',
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Use `now()` from the clock (functions/src/clock.ts) instead of `Date.now()`.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/cdk.out/**',
      '.data/**',
      'eslint.config.js',
      'web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      'no-restricted-syntax': ['error', zodNamedImport],
    },
  },
  {
    files: ['functions/src/**/*.ts', 'shared/src/**/*.ts'],
    ignores: ['functions/src/clock.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', zodNamedImport, ...readsSystemClock] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
