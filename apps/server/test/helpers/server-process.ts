import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Config } from '../../src/config.js';
import { PROCESS_TOKEN_SECRET } from './test-app.js';

export { PROCESS_TOKEN_SECRET };

const serverEntry = fileURLToPath(new URL('../../src/index.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const serverDir = fileURLToPath(new URL('../../', import.meta.url));


export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * A real server process (the entry `npm start` runs) with its sweeps on, against the test's
 * database: the same PostgreSQL, or the same SQLite file (its data directory). Run from `bundle`, by
 * default the one this test run's global setup built (see bundleServer), else from the sources under tsx.
 */
export function startServerProcess(config: Config, env: Record<string, string> = {}, bundle: ServerBundle | undefined = runBundle()): ServerProcess {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'snsshop-proc-'));
  const child = spawn(process.execPath, bundle ? [bundle.entry] : ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
      DATA_DIR: config.dataDir,
      PORT: '0',
      API_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      JOBS_ENABLED: 'true',
      JOB_TICK_MS: '20',
      TOKEN_SECRET: PROCESS_TOKEN_SECRET,
      WEB_DIST: path.join(scratch, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => out,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** The ports the process listens on, once its banner names them. */
export async function listenerPorts(p: ServerProcess, timeoutMs = 30_000): Promise<{ shop: number; api: number }> {
  const banner = /쇼핑몰:\s+http:\/\/[^:]+:(\d+)[\s\S]*고객 API:\s+http:\/\/[^:]+:(\d+)/;
  if (!(await waitFor(async () => banner.test(p.output()), timeoutMs, 20))) throw new Error(`the server did not start:\n${p.output()}`);
  const [, shop, api] = banner.exec(p.output())!;
  return { shop: Number(shop), api: Number(api) };
}

/** Polls `check` until it returns true or the time runs out; answers whether it did. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, everyMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(everyMs);
  }
  return check();
}

export interface ServerBundle {
  entry: string;
  remove(): void;
}

const BUNDLE_ENV = 'SNSSHOP_TEST_SERVER_BUNDLE';

/** The server bundle the global setup built for this run, when it did (and it is still there). */
function runBundle(): ServerBundle | undefined {
  const entry = process.env[BUNDLE_ENV];
  return entry && fs.existsSync(entry) ? { entry, remove: () => {} } : undefined;
}

async function buildBundle(): Promise<ServerBundle> {
  fs.mkdirSync(path.join(serverDir, '.tmp'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(serverDir, '.tmp', 'dist-'));
  await promisify(execFile)(process.execPath, ['build.mjs', dir], { cwd: serverDir });
  return { entry: path.join(dir, 'index.js'), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The server bundled as `npm start` runs it (build.mjs), for a test that starts server processes: one
 * starts in a fraction of the time tsx takes. Built once per test run by the global setup (from the
 * sources as they are when the run starts) and shared by every file; a file run without that setup
 * builds its own. The folder sits inside the workspace so the bundle finds its npm dependencies.
 */
export async function bundleServer(): Promise<ServerBundle> {
  return runBundle() ?? buildBundle();
}

/** Once per test run (global setup): builds the shared bundle; the answer removes it when the run ends. */
export async function prepareRunBundle(): Promise<() => void> {
  const bundle = await buildBundle();
  process.env[BUNDLE_ENV] = bundle.entry;
  return () => {
    delete process.env[BUNDLE_ENV];
    bundle.remove();
  };
}
