/**
 * npm run bench (last step) — Lighthouse, mobile profile (its default: a mid-range phone on a slow
 * 4G link, simulated), for the landing page and /order of a real shop: the built web app served by
 * the real server on a fresh SQLite database. Prints, per page, the median over
 * BENCH_LIGHTHOUSE_RUNS runs (default 3) of the performance score, cumulative layout shift, LCP,
 * total blocking time, the JavaScript bytes and all bytes transferred, and whether the landing page
 * loaded the order form's code.
 * Needs Chromium (CHROME_PATH or the usual paths); without it the step prints SKIPPED. WEB_DIST
 * measures another build of the web app.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { chromeArgs, findChrome } from '../helpers/chrome.js';

interface Run {
  score: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  jsBytes: number;
  totalBytes: number;
  scripts: string[];
}

const root = fileURLToPath(new URL('../../', import.meta.url));
const pages = [
  { name: '/ (landing)', path: '/' },
  { name: '/order', path: '/order' },
];
const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The route chunk holding the order form (routes/order.tsx), not the order history's. */
const isOrderFormChunk = (url: string) => /\/assets\/order-(?!history-)[^/]+\.js$/.test(url);

async function measure(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    jsBytes: summary.find((i) => i.resourceType === 'script')?.transferSize ?? NaN,
    totalBytes: summary.find((i) => i.resourceType === 'total')?.transferSize ?? NaN,
    scripts: requests.filter((r) => r.resourceType === 'Script').map((r) => r.url),
  };
}

/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART and the like): try again. */
async function measureWithRetry(url: string, port: number, attempts = 3): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port);
    } catch (err) {
      if (attempt >= attempts) throw err;
      console.log(`  (retrying ${url}: ${(err as Error).message})`);
    }
  }
}

async function main() {
  const chromePath = findChrome();
  if (!chromePath) {
    console.log('\nSKIPPED: Lighthouse (landing page and /order) — install Chromium (apt-get install -y chromium) or set CHROME_PATH=/path/to/chromium.');
    return;
  }
  const webDist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    console.log('\n[Lighthouse] building the web app first (npm run build -w apps/web)…');
    execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'ignore' });
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snsshop-lighthouse-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', PORT: '0', HOST: '127.0.0.1', WEB_DIST: webDist });
  const app = await buildApp(config);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...chromeArgs.filter((f) => f !== '--headless'), '--headless=new'] });

    console.log(`\n[Lighthouse, mobile profile, median of ${runs} run${runs > 1 ? 's' : ''}]`);
    console.log('page            score    CLS        LCP        TBT  JS transferred  all transferred');
    let landingScripts: string[] = [];
    for (const page of pages) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) results.push(await measureWithRetry(`http://127.0.0.1:${port}${page.path}`, chrome.port));
      if (page.path === '/') landingScripts = results.flatMap((r) => r.scripts);
      const row = [
        page.name.padEnd(15),
        String(median(results.map((r) => r.score))).padStart(5),
        median(results.map((r) => r.cls)).toFixed(3).padStart(6),
        `${(median(results.map((r) => r.lcpMs)) / 1000).toFixed(2)} s`.padStart(9),
        `${Math.round(median(results.map((r) => r.tbtMs)))} ms`.padStart(9),
        `${(median(results.map((r) => r.jsBytes)) / 1024).toFixed(1)} KiB`.padStart(14),
        `${(median(results.map((r) => r.totalBytes)) / 1024).toFixed(1)} KiB`.padStart(15),
      ];
      console.log(row.join('  '));
    }
    const orderFormOnLanding = landingScripts.some(isOrderFormChunk);
    console.log(`landing page loads the order form's code: ${orderFormOnLanding ? 'YES (route splitting broke)' : 'no'}`);
    if (orderFormOnLanding) process.exitCode = 1;
  } finally {
    await chrome?.kill();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
