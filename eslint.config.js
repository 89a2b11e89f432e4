// One lint configuration for the whole repository, with type information.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Paths are from the repository root, so a workspace's own `npm run lint` (run in its folder) agrees.
const root = import.meta.dirname;

// Each web feature may import shared code (components/, hooks/, lib/) but never another feature:
// what two features share moves down. One zone per feature folder, so a new feature is covered too.
const webFeatures = readdirSync(join(root, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other: move what they share to components/, hooks/ or lib/.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // Fastify plugins and hooks are async by contract even when a body has nothing to await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/web', 'apps/server', 'packages/contract', 'e2e', 'bench'].map((folder) =>
            join(root, folder, 'tsconfig.json'),
          ),
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: featureZones }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
    },
  },
  {
    // Every date and number the web shows is read in one place, in the interface's language and the
    // reader's time zone: apps/web/src/i18n/format.ts. Tests may compute what they expect as they like.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/i18n/format.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message:
            'Read dates and numbers with apps/web/src/i18n/format.ts (formatDate, formatNumber, useFormat).',
        },
        {
          selector:
            "MemberExpression[object.name='Intl'][property.name=/^(DateTimeFormat|NumberFormat|RelativeTimeFormat)$/]",
          message:
            'Read dates and numbers with apps/web/src/i18n/format.ts (formatDate, formatNumber, useFormat).',
        },
        {
          selector:
            "ImportDeclaration[source.value='date-fns'] > ImportSpecifier[imported.name=/^(format|formatDistance|formatRelative|intlFormat)/]",
          message: 'Read dates with apps/web/src/i18n/format.ts (formatDate, useFormat).',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/ui/**/*.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['apps/server/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
);
