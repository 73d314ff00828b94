import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { areasPlugin } from './tools/areas/rule.js';

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

// A catch without a binding cannot tell the failure it expects from a fault, a throttle or a bug: name the error,
// handle what is expected and throw the rest (docs/decisions.md, "Errors: expected and counted, or loud").
const bareCatch = {
  selector: 'CatchClause[param=null]',
  message: 'Name the error, handle only the failure you expect and rethrow the rest.',
};

// The test files of a project with `isolate: false` share one module graph per worker (vitest.config.ts): a
// module stand-in of one file would meet the modules another file loaded first, so the result depends on the order.
// Files with stand-ins of their own are `*.fresh.test.ts(x)`, each in a fresh graph.
const moduleStandInInSharedGraph = {
  selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
  message:
    'A test with a module stand-in of its own (`vi.mock`) is a `*.fresh.test.ts(x)` file (vitest.config.ts).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/cdk.out/**',
      '.data/**',
      'eslint.config.js',
      'web/public/**',
      // A six-line CommonJS stand-in for moment-timezone in the Lambda bundles (see the file); not TypeScript.
      'shared/src/holidays/moment-timezone-trimmed.cjs',
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
    rules: { 'no-restricted-syntax': ['error', zodNamedImport, ...readsSystemClock, bareCatch] },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    ignores: ['**/*.fresh.test.ts', '**/*.fresh.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', zodNamedImport, moduleStandInInSharedGraph] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Boundaries of docs/decisions.md item 32 ("ESLint enforces the boundaries"): services hold logic and reach
    // storage and AWS only through repositories and clients; the data layer knows nothing of HTTP; shared runs in
    // the browser and in Lambda.
    files: ['functions/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@aws-sdk/*'], message: 'Services reach AWS through clients and repositories.' },
            { group: ['**/data/*'], message: 'Services reach storage only through repositories.' },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: [
      'functions/src/**/*.repository.ts',
      'functions/src/**/*.entities.ts',
      'functions/src/data/**',
      'functions/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/data/tenant-table', '**/data/entity', '**/data/bound-entity'],
              message:
                'Only repositories, the item definitions they share (*.entities.ts) and the data layer know tables and keys.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/data/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../api/*', '@app/functions/api/*'], message: 'The data layer knows nothing of HTTP.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*', 'aws-lambda', '@middy/*', '@aws-lambda-powertools/*'],
              message: 'shared runs in the browser too: no AWS SDK.',
            },
            {
              group: ['react', 'react-dom', 'react-*', 'aws-amplify', 'aws-amplify/*', '@tanstack/*'],
              message: 'shared runs in Lambda too: no React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*'],
              message: 'Use the subpath imports #app/, #ui/, #lib/, #features/, #test/ instead of climbing.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    // The order of the API areas and their public surfaces (tools/areas/areas.js, docs/modules.md).
    files: ['functions/src/**/*.ts'],
    plugins: { areas: areasPlugin },
    rules: { 'areas/order': 'error' },
  },
  {
    files: ['tools/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The rules above that need type information run in oxlint's type-aware mode (.oxlintrc.json, on
    // typescript-go) instead: here they made ESLint build a TypeScript program per tsconfig, 500 of its 600 CPU
    // seconds (docs/decisions.md, "The test loop in minutes"). tools/lint/typed-rules.test.js keeps the two lists
    // in step. Last, so that it also covers typed rules a later block turns on.
    ...tseslint.configs.disableTypeChecked,
    name: 'typed-rules-in-oxlint',
    files: ['**/*.{ts,tsx}'],
  },
);
