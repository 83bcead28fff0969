import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries are checked on resolved file paths (import-x), so `../../orders/api/x` and
// `@snsshop/shared` are judged by where they land, not by how the import string is spelled.
const root = path.dirname(fileURLToPath(import.meta.url));
const web = 'apps/web/src';
const server = 'apps/server/src';

// Every folder under features/ is a feature, so a new one is covered without touching this file.
const features = fs
  .readdirSync(path.join(root, web, 'features'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

// Server layers, low to high: a layer imports only from its own layer or lower ones.
const serverLayers = [
  ['lib', 'config.ts'],
  ['db'],
  ['auth', 'providers', 'notify', 'payments', 'context.ts'],
  ['services'],
  ['jobs'],
  ['plugins'],
  ['routes', 'customer-api'],
  ['app.ts', 'index.ts', 'cli'],
].map((layer) => layer.map((p) => `${server}/${p}`));

const oneWay = 'Imports go one way: shared → features → app.';

/** Boundaries that hold for every file, tests included. */
const boundaryZones = [
  ...features.map((f) => ({
    target: `${web}/features/${f}`,
    from: `${web}/features`,
    except: [`./${f}`],
    message: 'A feature never imports another feature.',
  })),
  { target: [`${web}/components`, `${web}/lib`, `${web}/config`, `${web}/testing`], from: [`${web}/features`, `${web}/app`], message: oneWay },
  { target: `${web}/features`, from: `${web}/app`, message: oneWay },
  { target: 'apps/web', from: 'apps/server', message: 'The web app never imports the server.' },
  { target: 'apps/server', from: 'apps/web', message: 'The server never imports the web app.' },
  { target: 'packages/shared', from: ['apps', 'e2e'], message: 'packages/shared is pure: no app code.' },
];

/** Boundaries for the server's product code; its tests may reach across layers and into test/. */
const serverZones = [
  ...serverLayers.slice(0, -1).map((layer, i) => ({
    target: layer,
    from: serverLayers.slice(i + 1).flat(),
    message: 'A server layer never imports a higher one (lib, config → db → adapters → services → jobs → plugins → routes → app).',
  })),
  { target: server, from: 'apps/server/test', message: 'Product code never imports the tests’ helpers or stand-ins.' },
];

const testFiles = ['**/*.test.{ts,tsx}', '**/__tests__/**', 'apps/server/test/**', 'apps/web/src/testing/**', 'e2e/**'];

// process.env is read in config.ts only; the rest of the server gets its settings from there.
const noProcessEnv = {
  'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings through apps/server/src/config.ts, the only reader of process.env.' }],
  'no-restricted-syntax': [
    'error',
    {
      selector: "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
      message: 'Read settings through apps/server/src/config.ts, the only reader of process.env.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.tmp/**', 'data/**', '**/*.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'check-file': checkFile, 'import-x': importX },
    settings: {
      // parse .ts/.tsx dependencies too, or no-cycle never follows an import into them
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/shared', 'apps/server', 'apps/web', 'e2e'].map((p) => path.join(root, p, 'tsconfig.json')),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // kebab-case file and folder names everywhere (STYLE.md rule 3)
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e}/**/': 'KEBAB_CASE' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...boundaryZones, ...serverZones] }],
      ...noProcessEnv,
    },
  },
  {
    files: testFiles,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  {
    // The explicit allow-list of process.env readers: the config module, and the test, benchmark and
    // browser-test scripts that pick their database, durations or browser from the environment.
    files: [`${server}/config.ts`, 'apps/server/test/**', 'apps/server/bench/**', 'e2e/**'],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', 'fs', 'path', '@snsshop/server', '@snsshop/web', 'react*'], message: 'packages/shared is pure: no I/O, no app code.' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['@snsshop/server'], message: 'The web app never imports the server.' }] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@snsshop/web'], message: 'The server never imports the web app.' }] }],
    },
  },
);
