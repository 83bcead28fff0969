import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { dockerAvailable } from '../helpers/docker.js';
import { waitFor } from '../helpers/server-process.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const project = `snsshop-test-${process.pid}`;
const port = String(39_000 + (process.pid % 1000));
const env = { ...process.env, SHOP_PORT: port, SHOP_API_PORT: String(Number(port) + 1000), TOKEN_SECRET: 'compose-test-secret-0123456789abcdefghij' };

function compose(...args: string[]) {
  const r = spawnSync('docker', ['compose', '-p', project, ...args], { cwd: repoRoot, env, encoding: 'utf8', timeout: 900_000 });
  return { ok: r.status === 0, out: `${r.stdout}\n${r.stderr}` };
}

// The global setup prints the SKIPPED line when there is no Docker daemon.
describe.skipIf(!dockerAvailable())('the container image with PostgreSQL from compose.yaml', () => {
  afterAll(() => {
    compose('down', '-v', '--remove-orphans');
  });

  it('builds, starts, turns healthy and serves /rest/health on PostgreSQL', { timeout: 1_200_000 }, async () => {
    const up = compose('up', '-d', '--build', '--wait', '--wait-timeout', '180');
    expect(up.ok, up.out).toBe(true);
    let health: { ok?: boolean; backup?: unknown } = {};
    const ready = await waitFor(async () => {
      const res = await fetch(`http://127.0.0.1:${port}/rest/health`).catch(() => null);
      if (!res?.ok) return false;
      health = (await res.json()) as typeof health;
      return true;
    }, 60_000, 500);
    expect(ready, compose('logs').out).toBe(true);
    // backup null: on PostgreSQL the shop leaves backups to pg_dump.
    expect(health).toMatchObject({ ok: true, backup: null });
    const user = spawnSync('docker', ['compose', '-p', project, 'exec', '-T', 'shop', 'id', '-u'], { cwd: repoRoot, env, encoding: 'utf8' });
    expect(user.stdout.trim()).not.toBe('0');
  });
});
