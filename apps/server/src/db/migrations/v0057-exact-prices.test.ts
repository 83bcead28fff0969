import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, grantPoints, registerAndLogin, type TestApp } from '../../../test/helpers/test-app.js';
import { migrateToLatest } from '../migrate.js';

const moved: [table: string, centi: string, e7: string][] = [
  ['services', 'unit_price_centi', 'unit_price_e7'],
  ['orders', 'unit_price_centi', 'unit_price_e7'],
  ['auto_orders', 'unit_price_centi', 'unit_price_e7'],
  ['service_routes', 'cost_centi', 'cost_e7'],
  ['service_updates', 'before_centi', 'before_e7'],
  ['service_updates', 'after_centi', 'after_e7'],
];

describe.each(dbKinds)('migration 0057 on a shop with orders on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps every price exactly in the finer unit, and no order\'s charge changes', async () => {
    const db = t.app.ctx.db;
    const service = await db.selectFrom('services').select(['id', 'unit_price_e7']).where('service_type', '=', 'Default').where('provider_id', 'is', null).where('is_read_only', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    // 0.29원 each: 1,001 of them are 290.29원, charged 291원
    await db.updateTable('services').set({ unit_price_e7: 2_900_000 }).where('id', '=', service.id).execute();
    const m = await registerAndLogin(t.app);
    await grantPoints(t.app, m.id, 10_000);
    const order = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: service.id, link: 'https://instagram.com/migrated', amount: 1_001 } });
    expect(order.statusCode, order.body).toBe(201);
    const auto = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: service.id, link: 'https://instagram.com/migrated.auto', amount: 100, runs: 3, interval: 60 } });
    expect(auto.statusCode, auto.body).toBe(201);
    const at = new Date().toISOString();
    await db.insertInto('service_updates').values({ service_id: service.id, kind: 'price_up', before_e7: 1_200_000, after_e7: 2_900_000, source: 'owner', created_at: at }).execute();
    await db.insertInto('service_routes').values({ service_id: service.id, position: 9, provider_id: null, provider_service_id: null, enabled: 0, rate: '0.9', cost_e7: 12_600_000, created_at: at, updated_at: at }).execute();

    const read = async () => ({
      orders: (await db.selectFrom('orders').select(['id', 'unit_price_e7', 'charge', 'list_price', 'tier_discount', 'coupon_discount', 'quantity']).orderBy('id').execute()).map((r) => Object.values(r).map(Number)),
      autos: (await db.selectFrom('auto_orders').select(['id', 'unit_price_e7']).orderBy('id').execute()).map((r) => Object.values(r).map(Number)),
      services: (await db.selectFrom('services').select(['id', 'unit_price_e7']).orderBy('id').execute()).map((r) => Object.values(r).map(Number)),
      routes: (await db.selectFrom('service_routes').select(['id', 'cost_e7']).orderBy('id').execute()).map((r) => [r.id, r.cost_e7 === null ? null : Number(r.cost_e7)]),
      updates: (await db.selectFrom('service_updates').select(['id', 'before_e7', 'after_e7']).orderBy('id').execute()).map((r) => [r.id, r.before_e7 === null ? null : Number(r.before_e7), r.after_e7 === null ? null : Number(r.after_e7)]),
    });
    const before = await read();
    expect(before.orders.find((o) => o[1] === 2_900_000 && o[6] === 1_001)).toEqual([expect.any(Number), 2_900_000, 291, 291, 0, 0, 1_001]);

    // Back to the schema before 0057 (every price in 1/100 won), then migrate as a shop upgrading would.
    for (const [table, centi, e7] of moved) {
      await sql`update ${sql.table(table)} set ${sql.ref(e7)} = ${sql.ref(e7)} / 100000 where ${sql.ref(e7)} is not null`.execute(db);
      await db.schema.alterTable(table).renameColumn(e7, centi).execute();
    }
    await db.deleteFrom('kysely_migration' as never).where('name' as never, '=', '0057-exact-prices' as never).execute();
    expect(await migrateToLatest({ db, dialect: t.app.ctx.dialect, close: async () => {} })).toEqual(['0057-exact-prices']);

    expect(await read()).toEqual(before);
  });
});
