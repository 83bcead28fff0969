import type { Service } from '@snsshop/shared';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAndLedger, createTestEnv, dbKinds, grantPoints, registerAndLogin, type TestEnv } from '../../test/helpers/test-app.js';
import { buildApp } from '../app.js';
import { runOpsCommand } from '../cli/ops-commands.js';
import { findLedgerMismatches } from './backup/ledger-check.js';
import { openDatabase } from './database.js';
import { isSqliteSearchTable } from './link-search.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reads every table by name
type AnyDb = Kysely<any>;

async function everyRow(db: AnyDb, tables: string[]) {
  const out: Record<string, string[]> = {};
  for (const t of tables) out[t] = (await db.selectFrom(t).selectAll().execute()).map((r) => JSON.stringify(r)).sort();
  return out;
}

describe.skipIf(!dbKinds.includes('postgres'))('moving the shop from SQLite to PostgreSQL', () => {
  let lite: TestEnv;
  let pg: TestEnv;
  const members: { id: string; password: string; memberId: number }[] = [];
  let tables: string[];

  beforeAll(async () => {
    lite = await createTestEnv('sqlite');
    pg = await createTestEnv('postgres');
    const app = await buildApp(lite.config);
    const services: Service[] = (await app.inject({ url: '/rest/service/services' })).json();
    const reels = services.find((s) => s.text === '인스타그램 릴스 조회수')!;
    for (let i = 0; i < 3; i++) {
      const m = await registerAndLogin(app);
      const memberId = await grantPoints(app, m.id, 50_000);
      for (let j = 0; j < 5; j++) {
        const res = await app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: reels.id, link: `https://www.instagram.com/move_${i}_${j}`, amount: 100, runs: 0, interval: 0 } });
        expect(res.statusCode).toBe(201);
      }
      members.push({ ...m, memberId });
    }
    await app.jobs.runOnce();
    const names = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(app.ctx.db);
    tables = names.rows.map((r) => r.name).filter((t) => !isSqliteSearchTable(t));
    await app.close();
  });
  afterAll(async () => {
    await pg?.cleanup();
    await lite?.cleanup();
  });

  it('every table arrives row for row, every balance still equals its ledger, and the shop runs on PostgreSQL', async () => {
    const out: string[] = [];
    const code = await runOpsCommand(lite.config, ['copy-to-postgres', pg.config.databaseUrl!], (s) => out.push(s));
    expect(code, out.join('\n')).toBe(0);
    expect(out.join('\n')).toContain('PostgreSQL로 옮겼습니다');

    const source = openDatabase({ databaseUrl: undefined, dataDir: lite.config.dataDir });
    const target = openDatabase({ databaseUrl: pg.config.databaseUrl, dataDir: pg.config.dataDir });
    try {
      expect(tables.length).toBeGreaterThan(20);
      expect(await everyRow(target.db as AnyDb, tables)).toEqual(await everyRow(source.db as AnyDb, tables));
      expect(await findLedgerMismatches(target.db)).toEqual([]);
    } finally {
      await source.close();
      await target.close();
    }

    // Started on PostgreSQL: the same members log in with the same balances, and new rows get fresh ids.
    const app = await buildApp({ ...pg.config, dataDir: lite.config.dataDir });
    try {
      for (const m of members) {
        const login = await app.inject({ method: 'POST', url: '/rest/auth/login', payload: { id: m.id, password: m.password } });
        expect(login.statusCode).toBe(200);
        const profile = (await app.inject({ url: '/rest/auth/profile', headers: { authorization: `Bearer ${login.json().accessToken}` } })).json();
        expect(profile.point).toBe(50_000 - 5 * 15);
      }
      const fresh = await registerAndLogin(app);
      const freshId = await grantPoints(app, fresh.id, 700);
      expect(freshId).toBeGreaterThan(Math.max(...members.map((m) => m.memberId)));
      expect(await balanceAndLedger(app, freshId)).toMatchObject({ balance: 700, ledgerSum: 700 });
    } finally {
      await app.close();
    }
  });

  it('refuses to copy into a database that already holds a shop', async () => {
    const out: string[] = [];
    expect(await runOpsCommand(lite.config, ['copy-to-postgres', pg.config.databaseUrl!], (s) => out.push(s))).toBe(1);
    expect(out.join('\n')).toContain('대상 PostgreSQL에 이미 데이터가 있습니다');
  });
});
