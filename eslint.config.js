import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ['auth', 'account', 'orders', 'auto-orders', 'points', 'content', 'landing', 'api-docs', 'admin', 'guide'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/*.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // kebab-case file and folder names everywhere (STYLE.md rule 3)
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', 'fs', 'path', '@snsshop/server', '@snsshop/web', 'react*'], message: 'packages/shared is pure: no I/O, no app code.' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['@snsshop/server', '**/apps/server/**'], message: 'The web app never imports the server.' }] }],
    },
  },
  {
    files: ['apps/web/src/{components,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'Imports go one way: shared → features → app.' }, { group: ['@snsshop/server'], message: 'The web app never imports the server.' }] }],
    },
  },
  // no feature imports another feature (STYLE.md rule 3)
  ...features.map((f) => ({
    files: [`apps/web/src/features/${f}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: features.filter((o) => o !== f).map((o) => `**/features/${o}/**`), message: 'A feature never imports another feature.' },
            { group: ['**/app/**'], message: 'Imports go one way: shared → features → app.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@snsshop/web', '**/apps/web/**'], message: 'The server never imports the web app.' }] }],
    },
  },
);
