import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Each fixture is linted as if it sat at `file` inside the real tree and imports real files, so the
// rules judge resolved paths exactly as `npm run lint` does. If a rule is dropped from
// eslint.config.js, its case here fails.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${file}` });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

const sharedEntry = readFileSync(path.join(repoRoot, 'packages/shared/src/index.ts'), 'utf8');
const sharedReExport = path.posix.join('packages/shared/src', /from '\.\/(.+?)\.js'/.exec(sharedEntry)![1]! + '.ts');

const anotherFeature = 'A feature never imports another feature.';
const oneWay = 'Imports go one way: shared → features → app.';
const upward = 'A server layer never imports a higher one';

const broken: { name: string; file: string; code: string; rule: string; message?: string }[] = [
  {
    name: 'a feature imports another feature through a relative path',
    file: 'apps/web/src/features/points/components/fixture.ts',
    code: "import { createOrder } from '../../orders/api/create-order';\nexport const f = createOrder;\n",
    rule: 'import-x/no-restricted-paths',
    message: anotherFeature,
  },
  {
    name: 'a feature test imports another feature',
    file: 'apps/web/src/features/auto-orders/components/fixture.test.ts',
    code: "import { createOrder } from '../../orders/api/create-order';\nexport const f = createOrder;\n",
    rule: 'import-x/no-restricted-paths',
    message: anotherFeature,
  },
  {
    name: 'components import a feature',
    file: 'apps/web/src/components/ui/fixture.ts',
    code: "import { createOrder } from '../../features/orders/api/create-order';\nexport const f = createOrder;\n",
    rule: 'import-x/no-restricted-paths',
    message: oneWay,
  },
  {
    name: 'lib imports app',
    file: 'apps/web/src/lib/fixture.ts',
    code: "import { App } from '../app/app';\nexport const f = App;\n",
    rule: 'import-x/no-restricted-paths',
    message: oneWay,
  },
  {
    name: 'a feature imports app',
    file: 'apps/web/src/features/orders/components/fixture.ts',
    code: "import { App } from '../../../app/app';\nexport const f = App;\n",
    rule: 'import-x/no-restricted-paths',
    message: oneWay,
  },
  {
    name: 'the web app imports the server',
    file: 'apps/web/src/lib/fixture.ts',
    code: "import { systemClock } from '../../../server/src/lib/clock.js';\nexport const f = systemClock;\n",
    rule: 'import-x/no-restricted-paths',
    message: 'The web app never imports the server.',
  },
  {
    name: 'lib imports db',
    file: 'apps/server/src/lib/fixture.ts',
    code: "import { openDatabase } from '../db/database.js';\nexport const f = openDatabase;\n",
    rule: 'import-x/no-restricted-paths',
    message: upward,
  },
  {
    name: 'db imports services',
    file: 'apps/server/src/db/fixture.ts',
    code: "import { applyPointChange } from '../services/points/apply-point-change.js';\nexport const f = applyPointChange;\n",
    rule: 'import-x/no-restricted-paths',
    message: upward,
  },
  {
    name: 'services import jobs',
    file: 'apps/server/src/services/points/fixture.ts',
    code: "import { expireCharges } from '../../jobs/expire-charges.js';\nexport const f = expireCharges;\n",
    rule: 'import-x/no-restricted-paths',
    message: upward,
  },
  {
    name: 'plugins import app.ts',
    file: 'apps/server/src/plugins/fixture.ts',
    code: "import { buildApp } from '../app.js';\nexport const f = buildApp;\n",
    rule: 'import-x/no-restricted-paths',
    message: upward,
  },
  {
    name: 'server code imports the tests’ helpers',
    file: 'apps/server/src/services/points/fixture.ts',
    code: "import { createTestApp } from '../../../test/helpers/test-app.js';\nexport const f = createTestApp;\n",
    rule: 'import-x/no-restricted-paths',
    message: 'Product code never imports the tests’ helpers or stand-ins',
  },
  {
    name: 'a server import cycle',
    file: 'apps/server/src/app.ts',
    code: "import './index.js';\nexport const f = 1;\n",
    rule: 'import-x/no-cycle',
  },
  {
    name: 'a web import cycle',
    file: 'apps/web/src/app/app.tsx',
    code: "import '../main';\nexport const f = 1;\n",
    rule: 'import-x/no-cycle',
  },
  {
    // the first module the package entry re-exports imports the entry back
    name: 'a shared import cycle',
    file: sharedReExport,
    code: `import * as all from '${path.posix.relative(path.posix.dirname(sharedReExport), 'packages/shared/src/index.js').replace(/^(?!\.)/, './')}';\nexport const f = all;\n`,
    rule: 'import-x/no-cycle',
  },
  {
    name: 'process.env read outside config.ts',
    file: 'apps/server/src/services/points/fixture.ts',
    code: 'export const port = process.env.PORT;\n',
    rule: 'no-restricted-properties',
  },
  {
    name: 'env imported from node:process outside config.ts',
    file: 'apps/server/src/jobs/fixture.ts',
    code: "import { env } from 'node:process';\nexport const port = env.PORT;\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'process.env read in the web app',
    file: 'apps/web/src/config/fixture.ts',
    code: 'export const mode = process.env.NODE_ENV;\n',
    rule: 'no-restricted-properties',
  },
  {
    name: 'packages/shared uses a Node module',
    file: 'packages/shared/src/fixture.ts',
    code: "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n",
    rule: 'import-x/no-nodejs-modules',
  },
  {
    name: 'packages/shared imports app code',
    file: 'packages/shared/src/fixture.ts',
    code: "import { systemClock } from '../../../apps/server/src/lib/clock.js';\nexport const f = systemClock;\n",
    rule: 'import-x/no-restricted-paths',
    message: 'packages/shared is pure',
  },
  {
    name: 'a file name that is not kebab-case',
    file: 'apps/web/src/lib/formatPrice.ts',
    code: 'export const f = 1;\n',
    rule: 'check-file/filename-naming-convention',
  },
  {
    name: 'a type imported as a value',
    file: 'apps/server/src/lib/fixture.ts',
    code: "import { Clock } from './clock.js';\nexport let c: Clock | undefined;\n",
    rule: '@typescript-eslint/consistent-type-imports',
  },
  {
    name: 'a hook called conditionally',
    file: 'apps/web/src/components/ui/fixture.tsx',
    code: "import { useState } from 'react';\nexport function F({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
    rule: 'react-hooks/rules-of-hooks',
  },
];

describe('lint boundaries', () => {
  it.each(broken)('reports $name', async ({ file, code, rule, message }) => {
    const found = await lint(file, code);
    expect(found).toContainEqual(expect.objectContaining({ rule, ...(message ? { message: expect.stringContaining(message) } : {}) }));
  });

  it('places every top-level folder and file of the server in a layer', async () => {
    const src = path.join(repoRoot, 'apps/server/src');
    const config = (await eslint.calculateConfigForFile(path.join(src, 'app.ts'))) as { rules: Record<string, [unknown, { zones: { target: string | string[]; from: string | string[] }[] }]> };
    const zoned = new Set(
      config.rules['import-x/no-restricted-paths']![1].zones
        .flatMap((z) => [z.target, z.from].flat())
        .map((p) => path.relative(src, path.resolve(repoRoot, p)))
        .filter((p) => !p.startsWith('..') && !p.includes(path.sep)),
    );
    const entries = readdirSync(src).filter((e) => !e.endsWith('.test.ts'));
    expect(entries.filter((e) => !zoned.has(e)), 'add these to serverLayers in eslint.config.js').toEqual([]);
  });

  it('reports nothing for code that keeps every boundary', async () => {
    const clean: [string, string][] = [
      [
        'apps/web/src/features/orders/components/fixture.tsx',
        [
          "import { formatWon } from '@snsshop/shared';",
          "import { Spinner } from '../../../components/ui/spinner';",
          "import { api } from '../../../lib/api-client';",
          "import { paths } from '../../../config/paths';",
          "import { createOrder } from '../api/create-order';",
          'export const f = [formatWon, Spinner, api, paths, createOrder];',
        ].join('\n') + '\n',
      ],
      [
        'apps/server/src/services/points/fixture.ts',
        [
          "import { msg } from '@snsshop/shared';",
          "import type { AppContext } from '../../context.js';",
          "import type { Executor } from '../../db/database.js';",
          "import { AppError } from '../../lib/errors.js';",
          "import { applyPointChange } from './apply-point-change.js';",
          'export const f = [msg, AppError, applyPointChange];',
          'export type T = [AppContext, Executor];',
        ].join('\n') + '\n',
      ],
      ['apps/server/src/config.ts', 'export const port = process.env.PORT;\n'],
    ];
    for (const [file, code] of clean) expect(await lint(file, code), file).toEqual([]);
  });
});
