import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, waitFor, type ServerProcess } from '../../../test/helpers/server-process.js';
import { createTestEnv, grantPoints, registerAndLogin, type TestEnv } from '../../../test/helpers/test-app.js';
import { buildApp } from '../../app.js';
import { runOpsCommand } from '../../cli/ops-commands.js';
import { takeBackup } from './sqlite-backup.js';

describe('restoring a SQLite backup', () => {
  let env: TestEnv;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    await env?.cleanup();
  });

  let kept: { id: string; password: string };
  let gone: { id: string; password: string };
  let backupFile: string;

  beforeAll(async () => {
    env = await createTestEnv('sqlite');
    const app = await buildApp(env.config);
    kept = await registerAndLogin(app);
    await grantPoints(app, kept.id, 12_345);
    const b = await takeBackup({ dataDir: env.config.dataDir, backupDir: env.config.backup.dir, keep: 3 });
    expect(b.ok).toBe(true);
    backupFile = b.file;
    // Written after the backup: a restore takes the shop back to before it.
    gone = await registerAndLogin(app);
    await grantPoints(app, kept.id, 1_000);
    await app.close();
  });

  /** A port free now, so the banner names the address the server really listens on. */
  const freePort = () =>
    new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const port = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(port));
      });
    });

  async function startServer() {
    const p = startServerProcess(env.config, { PORT: String(await freePort()) });
    let url = '';
    const up = await waitFor(async () => {
      url = /쇼핑몰:\s+(http:\/\/\S+)/.exec(p.output())?.[1] ?? '';
      return url !== '';
    }, 30_000);
    expect(up, p.output()).toBe(true);
    return { p, url };
  }

  const restore = async () => {
    const out: string[] = [];
    const code = await runOpsCommand(env.config, ['restore', backupFile], (s) => out.push(s));
    return { code, text: out.join('\n') };
  };

  it('refuses while a server uses the data directory, and changes nothing', async () => {
    server = (await startServer()).p;
    const before = fs.statSync(path.join(env.config.dataDir, 'shop.db')).mtimeMs;
    const r = await restore();
    expect(r.code).toBe(1);
    expect(r.text).toContain('서버가 이 데이터 폴더를 쓰고 있어 복원하지 않았습니다');
    expect(r.text).toContain(String(server.child.pid));
    expect(fs.statSync(path.join(env.config.dataDir, 'shop.db')).mtimeMs).toBe(before);
    await server.kill('SIGTERM');
    server = undefined;
  });

  it('after the server stops: restores, keeps the old file aside, and the next start serves the restored data', async () => {
    const r = await restore();
    expect(r.code, r.text).toBe(0);
    expect(r.text).toContain('모든 회원의 잔액이 원장 합계와 같습니다');
    const aside = /복원 전 파일은 (\S+) 에/.exec(r.text)?.[1];
    expect(aside && fs.existsSync(aside)).toBe(true);

    const started = await startServer();
    server = started.p;
    const url = started.url;
    const login = (m: { id: string; password: string }) =>
      fetch(`${url}/rest/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: m.id, password: m.password }) });
    const ok = await login(kept);
    expect(ok.status).toBe(200);
    const { accessToken } = (await ok.json()) as { accessToken: string };
    const profile = (await (await fetch(`${url}/rest/auth/profile`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as { point: number };
    expect(profile.point).toBe(12_345);
    expect((await login(gone)).status).not.toBe(200);
  });

  it('a file that is not a good backup is refused before anything is moved', async () => {
    const bad = path.join(env.config.dataDir, 'not-a-backup.db');
    fs.writeFileSync(bad, 'hello');
    const out: string[] = [];
    await server?.kill('SIGTERM');
    server = undefined;
    expect(await runOpsCommand(env.config, ['restore', bad], (s) => out.push(s))).toBe(1);
    expect(out.join('\n')).toContain('백업 파일이 온전하지 않아 복원하지 않았습니다');
  });
});
