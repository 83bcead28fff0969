import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes .br and .gz next to every text asset after the build; the server sends them to browsers
 * that accept them (@fastify/static preCompressed), so phones download a third of the bytes.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'snsshop-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The shared contract's zod schemas by domain (`contract-orders` …), its messages, the owner
 * console's schemas, and zod's full build (`zod`): chunks that only the screens using them load.
 * Without these groups the bundler hoists what many screens share into the entry, and every guest
 * on `/` would download it. The first screen's few zod-free modules (settings reader, landing
 * defaults, common messages, enums, formats) stay out of them.
 */
const firstScreenShared = /packages\/shared\/src\/(common\/(common-messages|enums|format|money)|content\/read-settings|landing\/landing-(defaults|icons)|[a-z-]+\/index)\.ts$/;
const zodFull = /node_modules\/zod\/(v4\/classic|v4\/locales|v4\/core\/(json-schema|to-json-schema|registries))/;
/**
 * The small zod-free parts the order screen shares with other screens (its rules, texts and quote, form
 * fields, ETA line, mutation hook), in one chunk: on HTTP/1.1 a phone opens six connections, and a
 * dozen sub-kilobyte chunks queued behind each other delayed the order page's first paint (issue 17).
 * The quote (and the coupon kinds it prices) stay here too: left in the orders contract, this chunk
 * would import the contract's chunks, which import the messages chunk, which imports this one — a
 * cycle in which a contract chunk ran before the messages it reads and no screen rendered.
 */
const orderScreenParts = new RegExp(
  [
    /packages\/shared\/src\/(orders\/(order-rules|order-messages|price-changed|service-stats-text|quote)|coupons\/coupon-kinds|refills\/refill-badge|growth\/tier-price|common\/(money|duration))\.ts$/,
    /apps\/web\/src\/components\/ui\/(field|form-error|confirm-dialog|load-error)\.tsx$/,
    /apps\/web\/src\/features\/orders\/(components\/service-eta\.tsx|api\/(get-services|get-service-stats|order-history-key)\.ts)$/,
    /node_modules\/@tanstack\/(react-query\/build\/modern\/useMutation|query-core\/build\/modern\/mutationObserver)\.js$/,
  ]
    .map((r) => r.source)
    .join('|'),
);
const contractChunk = (id: string) => {
  if (zodFull.test(id)) return 'zod';
  if (orderScreenParts.test(id)) return 'order-parts';
  const [, domain, file] = /packages\/shared\/src\/([a-z-]+)\/([a-z-]+)\.ts$/.exec(id) ?? [];
  if (!domain || !file || firstScreenShared.test(id)) return null;
  // Messages and the owner console's schemas apart, so a guest screen's schemas pull in neither.
  if (/messages$/.test(file)) return 'contract-messages';
  if (/(^|-)admin(-|$)/.test(file)) return 'contract-console';
  return `contract-${domain}`;
};

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest tells the landing page's bytes test which chunks `/` loads.
    manifest: true,
    // Every browser the shop supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: contractChunk, includeDependenciesRecursively: false }] } } },
  },
  server: { proxy: { '/rest': 'http://localhost:3000' } },
  preview: { proxy: { '/rest': 'http://localhost:3000' } },
});
