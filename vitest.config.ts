import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sharedSrc = fileURLToPath(new URL('./packages/shared/src/', import.meta.url));
// The root barrel and each domain subpath (@snsshop/shared/orders …), as package.json exports them.
const alias = [
  { find: /^@snsshop\/shared$/, replacement: `${sharedSrc}index.ts` },
  { find: /^@snsshop\/shared\/([a-z-]+)$/, replacement: `${sharedSrc}$1/index.ts` },
];

export default defineConfig({
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        resolve: { alias },
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        // jsdom renders are slow on a busy CI machine: a test's own waits (findBy…) stay short, its ceiling does not.
        test: { name: 'web', root: 'apps/web', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], testTimeout: 30_000 },
      },
      // lints small fixtures against eslint.config.js to prove each import boundary is held
      { test: { name: 'tooling', root: 'tooling', include: ['**/*.test.ts'], testTimeout: 30_000 } },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          globalSetup: ['global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
