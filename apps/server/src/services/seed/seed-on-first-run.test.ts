import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestEnv, dbKinds, type TestEnv } from '../../../test/helpers/test-app.js';

describe.each(dbKinds)('start-up on %s', (kind) => {
  let env: TestEnv | undefined;
  afterEach(() => env?.cleanup());

  it('migrates and seeds on first start only; a restart keeps data and adds nothing', async () => {
    env = await createTestEnv(kind);
    const first = await buildApp(env.config);
    expect(first.seed.seeded).toBe(true);
    const count = async (app: typeof first) =>
      Number((await app.ctx.db.selectFrom('services').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    const services = await count(first);
    await first.ctx.db.deleteFrom('notices').execute(); // an owner's edit survives a restart
    await first.close();

    const second = await buildApp(env.config);
    expect(second.seed.seeded).toBe(false);
    expect(await count(second)).toBe(services);
    expect(await second.ctx.db.selectFrom('notices').selectAll().execute()).toEqual([]);
    await second.close();
  });

  it('gives the demo member starting points as a ledger row, and the printed login works', async () => {
    env = await createTestEnv(kind);
    const app = await buildApp(env.config);
    try {
      const saved = app.seed.demoLogin!;
      expect(saved.id).toBe('demo');
      expect(saved.password.length).toBeGreaterThanOrEqual(8);
      const login = await app.inject({ method: 'POST', url: '/rest/auth/login', payload: saved });
      expect(login.statusCode).toBe(200);
      const profile = await app.inject({ url: '/rest/auth/profile', headers: { authorization: `Bearer ${login.json().accessToken}` } });
      expect(profile.json()).toMatchObject({ id: 'demo', point: 100000 });

      const member = await app.ctx.db.selectFrom('members').selectAll().where('login_id', '=', 'demo').executeTakeFirstOrThrow();
      const ledger = await app.ctx.db.selectFrom('point_ledger').selectAll().where('member_id', '=', member.id).execute();
      expect(ledger).toHaveLength(1);
      expect(ledger[0]).toMatchObject({ delta: 100000, balance_after: 100000, kind: 'grant' });
      expect(ledger.reduce((s, r) => s + Number(r.delta), 0)).toBe(Number(member.point));
    } finally {
      await app.close();
    }
  });

  it('keeps the generated token key across restarts, so sessions survive', async () => {
    env = await createTestEnv(kind);
    const first = await buildApp(env.config);
    const login = await first.inject({ method: 'POST', url: '/rest/auth/login', payload: first.seed.demoLogin! });
    const auth = { authorization: `Bearer ${login.json().accessToken}` };
    await first.close();
    const secrets = fs.statSync(path.join(env.config.dataDir, 'secrets.json'));
    expect(secrets.mode & 0o077).toBe(0);
    const second = await buildApp(env.config);
    expect((await second.inject({ url: '/rest/auth/profile', headers: auth })).statusCode).toBe(200);
    await second.close();
  });

  it('serves the SPA for page paths (including /api) and JSON under /rest', async () => {
    env = await createTestEnv(kind);
    const web = path.join(env.config.dataDir, 'web');
    fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>상점</title>');
    fs.writeFileSync(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(web, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
    const app = await buildApp({ ...env.config, webDist: web });
    try {
      for (const url of ['/', '/order', '/api', '/auth/naver?code=x', '/no/such/page']) {
        const res = await app.inject({ url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<title>상점</title>');
      }
      const asset = await app.inject({ url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      expect(asset.body).toBe('console.log(1)');
      // Phones that accept Brotli get the smaller file the build wrote beside it.
      const compressed = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
      const api = await app.inject({ url: '/rest/unknown', headers: { accept: 'text/html' } });
      expect(api.statusCode).toBe(404);
      expect(api.json().statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe.runIf(dbKinds.includes('postgres'))('two processes starting together on one PostgreSQL', () => {
  it('migrate once and seed once', async () => {
    const env = await createTestEnv('postgres');
    try {
      const apps = await Promise.all([buildApp(env.config), buildApp(env.config), buildApp(env.config)]);
      expect(apps.filter((a) => a.seed.seeded)).toHaveLength(1);
      const platforms = await apps[0]!.ctx.db.selectFrom('platforms').select('id').execute();
      expect(platforms).toHaveLength(15);
      const members = await apps[0]!.ctx.db.selectFrom('members').select('id').execute();
      expect(members).toHaveLength(1);
      await Promise.all(apps.map((a) => a.close()));
    } finally {
      await env.cleanup();
    }
  });
});
