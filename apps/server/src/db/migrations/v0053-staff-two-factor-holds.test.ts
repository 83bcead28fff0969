import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../../test/helpers/test-app.js';
import { readStaffPolicy } from '../../services/staff/staff-policy.js';
import { migrateToLatest } from '../migrate.js';

describe.each(dbKinds)('migration 0053 on a shop with a stored staff policy on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('requires two-factor sign-in of every role in the stored policy and keeps the owner\'s other settings', async () => {
    const db = t.app.ctx.db;
    // A policy saved from the old form, which offered owners and accountants (who move points) only.
    const old = { twoFactorRoles: ['owner', 'accountant'], stepUpMinutes: 25, chargeStepUpAbove: 50_000 };
    await db.insertInto('site_settings').values({ key: 'staff.security', value: JSON.stringify(old), updated_at: new Date().toISOString() }).execute();
    // Back to the schema before 0053, then migrate as a shop upgrading would.
    for (const column of ['totp_lock_day', 'totp_locks_today', 'totp_held_at']) await db.schema.alterTable('staff').dropColumn(column).execute();
    await db.deleteFrom('kysely_migration' as never).where('name' as never, '=', '0053-staff-two-factor-holds' as never).execute();
    expect(await migrateToLatest({ db, dialect: t.app.ctx.dialect, close: async () => {} })).toEqual(['0053-staff-two-factor-holds']);

    expect(await readStaffPolicy(db)).toEqual({ twoFactorRoles: ['owner', 'manager', 'support', 'accountant'], stepUpMinutes: 25, chargeStepUpAbove: 50_000 });
  });
});
