import { Migrator, type Migration } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestEnv, dbKinds, type TestEnv } from '../../../test/helpers/test-app.js';
import { openDatabase, type Database } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import * as m0001 from './v0001-foundation.js';
import * as m0002 from './v0002-orders.js';
import * as m0003 from './v0003-fulfilment.js';
import * as m0004 from './v0004-accounts.js';
import * as m0005 from './v0005-charges.js';
import * as m0006 from './v0006-auto-orders.js';
import * as m0007 from './v0007-admin.js';
import * as m0008 from './v0008-order-lifecycle.js';
import * as m0009 from './v0009-catalog-version.js';

const before0013 = { '0001-foundation': m0001, '0002-orders': m0002, '0003-fulfilment': m0003, '0004-accounts': m0004, '0005-charges': m0005, '0006-auto-orders': m0006, '0007-admin': m0007, '0008-order-lifecycle': m0008, '0009-catalog-version': m0009 };

describe.each(dbKinds)('migration 0013 on a shop with services on %s', (kind) => {
  let env: TestEnv;
  let database: Database;
  afterAll(async () => {
    await database?.db.destroy();
    await env?.cleanup();
  });

  it('gives every existing service one route from its provider mapping, with the cost of its last synced rate', async () => {
    env = await createTestEnv(kind);
    database = openDatabase(env.config);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as it was before 0013
    const db = database.db as any;
    const migrations: Record<string, Migration> = Object.fromEntries(Object.entries(before0013).map(([name, m]) => [name, { up: (d) => m.up(d, database.dialect) }]));
    const { error } = await new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
    expect(error).toBeUndefined();
    const at = '2026-11-01T00:00:00.000Z';
    const provider = await db.insertInto('providers').values({ name: 'p', base_url: 'http://127.0.0.1:9', api_key: 'k', exchange_rate: '1400', created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('platforms').values({ id: 1, text: '인스타그램', visible: 1, background: '#000000', sort_order: 0 }).execute();
    const category = await db.insertInto('categories').values({ platform_id: 1, text: '팔로워', visible: 1, sort_order: 0 }).returning('id').executeTakeFirstOrThrow();
    const service = (text: string, providerId: number | null, rate: string | null) =>
      db
        .insertInto('services')
        .values({ category_id: category.id, text, notice: '', min: 1, max: 10, unit_price_centi: 500, is_read_only: 0, enable_auto: 0, visible: 1, sort_order: 0, created_at: at, provider_id: providerId, provider_service_id: providerId ? '77' : null, imported_rate: rate })
        .returning('id')
        .executeTakeFirstOrThrow();
    const imported = await service('가져온 상품', provider.id, '0.9');
    const manual = await service('직접 만든 상품', null, null);

    await migrateToLatest(database);
    const routes = await database.db.selectFrom('service_routes').select(['service_id', 'position', 'provider_id', 'provider_service_id', 'enabled', 'rate', 'cost_e7']).orderBy('service_id').execute();
    expect(routes.map((r) => ({ ...r, cost_e7: r.cost_e7 === null ? null : Number(r.cost_e7) }))).toEqual([
      { service_id: imported.id, position: 1, provider_id: provider.id, provider_service_id: '77', enabled: 1, rate: '0.9', cost_e7: 12_600_000 },
      { service_id: manual.id, position: 1, provider_id: null, provider_service_id: null, enabled: 1, rate: null, cost_e7: null },
    ]);
  });
});
