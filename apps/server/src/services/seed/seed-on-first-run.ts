import crypto from 'node:crypto';
import { toE7 } from '@snsshop/shared';
import { hashPassword } from '../../auth/passwords.js';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { insertMember } from '../members/new-member.js';
import { applyPointChange } from '../points/apply-point-change.js';
import { DEMO_LOGIN_ID, DEMO_START_POINTS, demoCatalog, demoNotices, demoPlatforms, demoQnas, demoRegisterWhere, demoSettings } from './demo-catalog.js';

export interface SeedResult {
  seeded: boolean;
  /** The generated demo login, printed at every start (a demo shop's only member to try it with). */
  demoLogin: { id: string; password: string } | null;
}

const DEMO_LOGIN_KEY = 'demo_login';

/**
 * Seeds the demo shop once per database. The app_meta marker row is inserted first in the same
 * transaction, so of two processes starting together only one seeds; a shop that later deletes
 * the demo data never gets it back.
 */
export async function seedOnFirstRun(ctx: AppContext): Promise<SeedResult> {
  const now = isoNow(ctx.clock);
  const done = await ctx.db.selectFrom('app_meta').select('key').where('key', '=', 'demo_seeded_at').executeTakeFirst();
  const password = crypto.randomBytes(6).toString('base64url');
  // Hashing costs ~50 ms: only pay it when this start may seed.
  const passwordHash = done ? '' : await hashPassword(password);
  const seeded = !done && await ctx.db.transaction().execute(async (trx) => {
    const marker = await trx
      .insertInto('app_meta')
      .values({ key: 'demo_seeded_at', value: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!marker) return false;

    await trx.insertInto('platforms').values(demoPlatforms.map((p, i) => ({ ...p, visible: 1, sort_order: i }))).execute();
    let order = 0;
    for (const [i, group] of demoCatalog.entries()) {
      const category = await trx
        .insertInto('categories')
        .values({ platform_id: group.platform, text: group.category, visible: 1, sort_order: i })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('services')
        .values(
          group.services.map((s) => ({
            category_id: category.id,
            text: s.text,
            notice: s.notice,
            min: s.min,
            max: s.max,
            unit_price_e7: toE7(s.price),
            is_read_only: s.readOnly ? 1 : 0,
            enable_auto: s.enableAuto ? 1 : 0,
            service_type: s.type ?? 'Default',
            // The simulated provider that fulfils the demo catalog takes cancel.
            cancellable: 1,
            // ... and refill: the demo offers A/S (through the simulated provider) where a service promises it.
            refill_mode: /보장/.test(`${s.text} ${s.notice}`) ? 'provider' : 'none',
            visible: 1,
            sort_order: order++,
            created_at: now,
          })),
        )
        .execute();
    }
    await trx.insertInto('notices').values(demoNotices.map((n, i) => ({ ...n, visible: 1, sort_order: i, created_at: now }))).execute();
    await trx.insertInto('qnas').values(demoQnas.map((q, i) => ({ ...q, visible: 1, sort_order: i }))).execute();
    await trx.insertInto('register_where_options').values(demoRegisterWhere.map((text, i) => ({ text, visible: 1, sort_order: i }))).execute();
    await trx
      .insertInto('site_settings')
      .values(Object.entries(demoSettings).map(([key, value]) => ({ key, value: JSON.stringify(value), updated_at: now })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();

    const memberId = await insertMember(trx, ctx, {
      loginId: DEMO_LOGIN_ID,
      passwordHash,
      email: 'demo@example.com',
      phone: null,
      registerWhere: '기타',
      referredBy: null,
    });
    await applyPointChange(trx, { memberId, delta: DEMO_START_POINTS, kind: 'grant', memo: '데모 회원 체험 포인트', at: now });
    await trx.insertInto('app_meta').values({ key: DEMO_LOGIN_KEY, value: JSON.stringify({ id: DEMO_LOGIN_ID, password }) }).execute();
    return true;
  });

  // The login lives in the database it belongs to, so every process on that database prints the same one.
  const saved = await ctx.db.selectFrom('app_meta').select('value').where('key', '=', DEMO_LOGIN_KEY).executeTakeFirst();
  const demoLogin = saved ? (JSON.parse(saved.value) as { id: string; password: string }) : null;
  return { seeded, demoLogin };
}
