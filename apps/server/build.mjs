// Bundles the server (with packages/shared inlined) into dist/index.js, and the owner's command line into
// dist/admin.js (so a production machine or the image runs it without tsx); npm dependencies stay external.
// A folder named as the argument takes the place of dist (tests that start many server processes bundle once into a scratch one).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@snsshop/'));

await build({
  entryPoints: { index: 'src/index.ts', admin: 'src/cli/admin.ts' },
  outdir: process.argv[2] ?? 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
