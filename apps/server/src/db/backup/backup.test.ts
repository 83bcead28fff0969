import fs from 'node:fs';
import path from 'node:path';
import type { Service } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantPoints, registerAndLogin, type TestApp } from '../../../test/helpers/test-app.js';
import { runOpsCommand } from '../../cli/ops-commands.js';
import { createAdminTestApp } from '../../../test/helpers/admin.js';
import { readBackupPlan, runDueBackup } from './backup-schedule.js';
import { listBackups, readBackupStatus, takeBackup, verifyBackup } from './sqlite-backup.js';

describe('SQLite backups', () => {
  let t: TestApp;
  let reels: Service;
  let linkNo = 0;
  const backupDir = () => t.env.config.backup.dir;
  const opts = (keep = 7, now?: Date) => ({ dataDir: t.env.config.dataDir, backupDir: backupDir(), keep, ...(now ? { now } : {}) });

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const services: Service[] = (await t.app.inject({ url: '/rest/service/services' })).json();
    reels = services.find((s) => s.text === '인스타그램 릴스 조회수')!;
  });
  afterAll(() => t?.close());

  async function placeOrders(auth: Record<string, string>, n: number) {
    for (let i = 0; i < n; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/rest/service/order',
        headers: auth,
        payload: { serviceId: reels.id, link: `https://www.instagram.com/backup_${++linkNo}`, amount: 100, runs: 0, interval: 0 },
      });
      expect(res.statusCode).toBe(201);
    }
  }

  it('a backup taken while orders are being placed is a consistent copy: integrity ok, every balance equals its ledger', async () => {
    const members = await Promise.all([0, 1, 2, 3].map(async () => {
      const m = await registerAndLogin(t.app);
      await grantPoints(t.app, m.id, 1_000_000);
      return m;
    }));
    const writers = members.map((m) => placeOrders(m.auth, 40));
    const backups = [];
    for (let i = 0; i < 3; i++) backups.push(await takeBackup(opts(7, new Date(Date.UTC(2026, 10, 21, 3, 0, i)))));
    await Promise.all(writers);

    for (const b of backups) {
      expect(b).toMatchObject({ ok: true, error: null });
      expect(b.size).toBeGreaterThan(0);
      // Read back on its own: what a restore would find.
      const again = await verifyBackup(b.file);
      expect(again).toMatchObject({ ok: true, error: null });
      expect(again.tables.orders).toBe(b.tables.orders);
      expect(again.tables.point_ledger).toBeGreaterThanOrEqual(4);
      expect(fs.existsSync(`${b.file}-wal`)).toBe(false);
    }
    const orders = Number((await t.app.ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(orders).toBe(160);
    expect(backups.at(-1)!.tables.orders).toBeLessThanOrEqual(160);
  });

  it('keeps only the configured number of backups, newest first', async () => {
    for (let i = 0; i < 5; i++) await takeBackup(opts(2, new Date(Date.UTC(2026, 10, 22, i))));
    expect(listBackups(backupDir())).toEqual(['shop-20261122T030000000Z.db', 'shop-20261122T040000000Z.db']);
  });

  it('a corrupt copy is reported and renamed, never kept as a good backup; health shows it', async () => {
    const before = listBackups(backupDir());
    const r = await takeBackup({
      ...opts(2, new Date(Date.UTC(2026, 10, 23))),
      beforeVerify: (file) => {
        const fd = fs.openSync(file, 'r+');
        fs.writeSync(fd, Buffer.alloc(8192, 0x5a), 0, 8192, 4096); // scribble over pages 2 and 3
        fs.closeSync(fd);
      },
    });
    expect(r.ok).toBe(false);
    expect(r.error).toBeTruthy();
    expect(r.file.endsWith('.corrupt')).toBe(true);
    expect(listBackups(backupDir())).toEqual(before);
    expect(readBackupStatus(backupDir())).toMatchObject({ ok: false });

    const health = (await t.app.inject({ url: '/rest/health' })).json();
    expect(health.backup).toMatchObject({ intervalHours: 24, keep: 7, last: { ok: false, file: r.file } });
  });

  it('the schedule takes a backup when the last is older than the interval, and not before', async () => {
    const config = t.env.config;
    const plan = await readBackupPlan(config, t.app.ctx.db);
    const t0 = new Date(Date.UTC(2026, 10, 24, 0));
    const first = await runDueBackup(config, plan, t0);
    expect(first).toMatchObject({ ok: true });
    expect(await runDueBackup(config, plan, new Date(t0.getTime() + 23 * 3600_000))).toBeNull();
    expect(await runDueBackup(config, plan, new Date(t0.getTime() + 24 * 3600_000))).toMatchObject({ ok: true });

    const health = (await t.app.inject({ url: '/rest/health' })).json();
    expect(health.backup.last).toMatchObject({ ok: true, at: new Date(t0.getTime() + 24 * 3600_000).toISOString() });
    expect(health.backup.last.size).toBeGreaterThan(0);
  });

  it('npm run admin -- backup <path> writes a verified copy there and says so in Korean', async () => {
    const target = path.join(t.env.config.dataDir, 'manual', 'copy.db');
    const out: string[] = [];
    expect(await runOpsCommand(t.env.config, ['backup', target], (s) => out.push(s))).toBe(0);
    expect(out.join('\n')).toContain(`백업했습니다: ${target}`);
    expect(await verifyBackup(target)).toMatchObject({ ok: true });
  });
});

describe('backups on the console dashboard', () => {
  it('the owner sees the last backup: when, how big, and that it checked out', async () => {
    const t = await createAdminTestApp('sqlite');
    try {
      expect((await t.call('GET', '/rest/admin/dashboard')).json().backup).toEqual({ intervalHours: 24, keep: 7, last: null });
      expect(await runOpsCommand(t.env.config, ['backup'], () => {})).toBe(0);
      const { backup } = (await t.call('GET', '/rest/admin/dashboard')).json();
      expect(backup.last).toMatchObject({ ok: true, error: null });
      expect(backup.last.size).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});

describe('backup interval and retention are console settings', () => {
  it('the owner changes them in the settings screen; the schedule, the retention and the dashboard follow, and they never reach the public settings', async () => {
    const t = await createAdminTestApp('sqlite');
    try {
      const fields = (await t.call('GET', '/rest/admin/settings')).json() as { key: string; control: string; options?: { value: string }[] }[];
      const interval = fields.find((f) => f.key === 'BACKUP_INTERVAL_HOURS');
      expect(interval).toMatchObject({ control: 'choice' });
      expect(interval!.options!.map((o) => o.value)).toContain('6');

      const bad = await t.call('PUT', '/rest/admin/settings', { values: { BACKUP_KEEP: '-3' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/[가-힣]/);

      const saved = await t.call('PUT', '/rest/admin/settings', { values: { BACKUP_INTERVAL_HOURS: '6', BACKUP_KEEP: '3' } });
      expect(saved.statusCode).toBe(200);
      expect((await t.call('GET', '/rest/admin/dashboard')).json().backup).toMatchObject({ intervalHours: 6, keep: 3 });

      const plan = await readBackupPlan(t.env.config, t.app.ctx.db);
      expect(plan).toEqual({ intervalHours: 6, keep: 3 });
      const t0 = new Date(Date.UTC(2026, 10, 25, 0));
      for (let i = 0; i < 5; i++) expect(await runDueBackup(t.env.config, plan, new Date(t0.getTime() + i * 6 * 3600_000))).toMatchObject({ ok: true });
      expect(await runDueBackup(t.env.config, plan, new Date(t0.getTime() + 4 * 6 * 3600_000 + 5 * 3600_000))).toBeNull();
      expect(listBackups(t.env.config.backup.dir)).toHaveLength(3);
      // the command line, which runs without the shop, keeps the same number
      expect(await runOpsCommand(t.env.config, ['backup'], () => {})).toBe(0);
      expect(listBackups(t.env.config.backup.dir)).toHaveLength(3);

      await t.call('PUT', '/rest/admin/settings', { values: { BACKUP_INTERVAL_HOURS: '0' } });
      expect(await runDueBackup(t.env.config, await readBackupPlan(t.env.config, t.app.ctx.db), new Date(t0.getTime() + 30 * 24 * 3600_000))).toBeNull();
      await t.call('PUT', '/rest/admin/settings', { values: { BACKUP_INTERVAL_HOURS: '' } });
      expect((await readBackupPlan(t.env.config, t.app.ctx.db)).intervalHours).toBe(24);

      const publicKeys = ((await t.app.inject({ url: '/rest/service/settings' })).json() as { key: string }[]).map((s) => s.key);
      expect(publicKeys.length).toBeGreaterThan(0);
      expect(publicKeys.some((k) => k.startsWith('BACKUP_'))).toBe(false);
    } finally {
      await t.close();
    }
  });
});
