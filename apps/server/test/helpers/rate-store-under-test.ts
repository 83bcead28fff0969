import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { databaseRateStore, redisRateStore, type RateStore } from '../../src/db/rate-store.js';
import { createTestApp, testRedisDb, type DbKind, type TestApp } from './test-app.js';

/** A test app on `db` and the store under test: its database's, or an emptied Redis database `redisDb`. */
export function storeUnderTest(db: DbKind, redisDb: number | null) {
  const s = {} as { t: TestApp; store: RateStore };
  beforeAll(async () => {
    s.t = await createTestApp(db);
    if (redisDb !== null) {
      const url = testRedisDb(redisDb);
      const admin = new Redis(url);
      await admin.flushdb();
      await admin.quit();
      s.store = redisRateStore(url);
    } else s.store = databaseRateStore(s.t.app.ctx.db, { groupCommit: db === 'sqlite' });
  });
  afterAll(async () => {
    await s.store?.close();
    await s.t?.close();
  });
  return s;
}
