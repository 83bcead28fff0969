import crypto from 'node:crypto';
import {
  couponBenefitText,
  couponMessages as m,
  normalizeCouponCode,
  type AdminCoupon,
  type AdminCouponRedemption,
  type couponCreateBodySchema,
  type couponUpdateBodySchema,
} from '@snsshop/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { isUniqueViolation, type Executor, type Trx } from '../../db/database.js';
import type { CouponRow } from '../../db/schema.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { BOM, kst, line } from '../dashboard/accounting-export.js';
import { termsOf } from './claim-coupon.js';

type CreateBody = z.output<typeof couponCreateBodySchema>;
type UpdateBody = z.output<typeof couponUpdateBodySchema>;

/** No 0/O or 1/I: a code read aloud or off a card is typed right. 32^12 codes: a guess never lands. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function generateCouponCode(): string {
  const c = Array.from({ length: 12 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
  return `${c.slice(0, 4)}-${c.slice(4, 8)}-${c.slice(8)}`;
}

function toAdminCoupon(c: CouponRow, code: string | null, now: string): AdminCoupon {
  return {
    id: c.id,
    name: c.name,
    kind: termsOf(c).kind,
    valueType: termsOf(c).valueType,
    value: Number(c.value),
    maxDiscount: c.max_discount === null ? null : Number(c.max_discount),
    minAmount: Number(c.min_amount),
    scope: c.scope as AdminCoupon['scope'],
    scopeId: c.scope_id,
    code,
    singleUseCodes: c.single_use_codes,
    totalLimit: c.total_limit === null ? null : Number(c.total_limit),
    perMemberLimit: Number(c.per_member_limit),
    usedCount: Number(c.used_count),
    firstOrderOnly: c.first_order_only === 1,
    expiresAt: c.expires_at,
    expired: c.expires_at !== null && c.expires_at <= now,
    active: c.active === 1,
    cost: Number(c.given),
    benefit: couponBenefitText(termsOf(c)),
    createdAt: c.created_at,
  };
}

/** Every coupon, newest first, with its shared code (single-use ones are downloaded as CSV). */
export async function listCoupons(ctx: AppContext): Promise<AdminCoupon[]> {
  const rows = await ctx.db
    .selectFrom('coupons as c')
    .selectAll('c')
    .select((eb) => eb.selectFrom('coupon_codes as k').select((k) => k.fn.min('k.code').as('code')).whereRef('k.coupon_id', '=', 'c.id').where('c.single_use_codes', '=', 0).as('shared_code'))
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map((r) => toAdminCoupon(r, r.shared_code ?? null, isoNow(ctx.clock)));
}

async function couponOf(db: Executor, id: number): Promise<CouponRow> {
  const row = await db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(m.notFound);
  return row;
}

/** `count` new single-use codes of a coupon, generated; a code already taken (by chance) is drawn again. */
async function addCodes(trx: Trx, couponId: number, count: number): Promise<void> {
  let left = count;
  while (left > 0) {
    const codes = Array.from({ length: Math.min(left, 500) }, generateCouponCode);
    const added = await trx
      .insertInto('coupon_codes')
      .values(codes.map((code) => ({ code, coupon_id: couponId, claimed_by: null, claimed_at: null })))
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('code')
      .execute();
    left -= added.length;
  }
}

/** An expiry the owner sets must be ahead: a coupon made already expired would be silently useless. */
function refusePastExpiry(expiresAt: string | null | undefined, now: string) {
  if (expiresAt != null && new Date(expiresAt).toISOString() <= now) throw badRequest(m.expiresPast);
}

export async function createCoupon(ctx: AppContext, actor: Actor, body: CreateBody): Promise<AdminCoupon> {
  const at = isoNow(ctx.clock);
  refusePastExpiry(body.expiresAt, at);
  const singleUse = body.singleUseCodes !== undefined;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('coupons')
        .values({
          name: body.name,
          kind: body.kind,
          value_type: body.valueType,
          value: body.value,
          max_discount: body.maxDiscount,
          min_amount: body.minAmount,
          scope: body.kind === 'order_discount' ? body.scope : 'all',
          scope_id: body.kind === 'order_discount' && body.scope !== 'all' ? body.scopeId : null,
          single_use_codes: singleUse ? 1 : 0,
          total_limit: body.totalLimit,
          per_member_limit: body.perMemberLimit,
          first_order_only: body.firstOrderOnly ? 1 : 0,
          expires_at: body.expiresAt === null ? null : new Date(body.expiresAt).toISOString(),
          active: body.active ? 1 : 0,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      let code: string | null = null;
      if (singleUse) await addCodes(trx, row.id, body.singleUseCodes!);
      else {
        code = body.code ? normalizeCouponCode(body.code) : generateCouponCode();
        await trx.insertInto('coupon_codes').values({ code, coupon_id: row.id, claimed_by: null, claimed_at: null }).execute();
      }
      const coupon = toAdminCoupon(row, code, at);
      await recordAudit(trx, ctx, actor, { action: 'coupon.create', targetType: 'coupon', targetId: row.id, after: coupon });
      return coupon;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(m.codeExists);
    throw err;
  }
}

export async function updateCoupon(ctx: AppContext, actor: Actor, id: number, body: UpdateBody): Promise<AdminCoupon> {
  const at = isoNow(ctx.clock);
  refusePastExpiry(body.expiresAt, at);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await couponOf(trx, id);
    const row = await trx
      .updateTable('coupons')
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.active !== undefined ? { active: body.active ? 1 : 0 } : {}),
        ...(body.expiresAt !== undefined ? { expires_at: body.expiresAt === null ? null : new Date(body.expiresAt).toISOString() } : {}),
        ...(body.totalLimit !== undefined ? { total_limit: body.totalLimit } : {}),
        updated_at: at,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const code = before.single_use_codes === 1 ? null : ((await trx.selectFrom('coupon_codes').select('code').where('coupon_id', '=', id).executeTakeFirst())?.code ?? null);
    const [b, a] = [toAdminCoupon(before, code, at), toAdminCoupon(row, code, at)];
    await recordAudit(trx, ctx, actor, { action: 'coupon.update', targetType: 'coupon', targetId: id, before: b, after: a });
    return a;
  });
}

/** More single-use codes for a batch coupon, audited. */
export async function addCouponCodes(ctx: AppContext, actor: Actor, id: number, count: number): Promise<AdminCoupon> {
  return ctx.db.transaction().execute(async (trx) => {
    const coupon = await couponOf(trx, id);
    if (coupon.single_use_codes !== 1) throw badRequest(m.batchOnly);
    await addCodes(trx, id, count);
    await recordAudit(trx, ctx, actor, { action: 'coupon.codes', targetType: 'coupon', targetId: id, after: { added: count } });
    return toAdminCoupon(coupon, null, isoNow(ctx.clock));
  });
}

const CHUNK = 1000;

/** A coupon's codes as CSV (UTF-8 with BOM), streamed by keyset on the code: who used each and when. */
export async function* couponCodesCsv(ctx: AppContext, id: number): AsyncGenerator<string> {
  yield BOM + line(['쿠폰 코드', '사용 회원', '사용 일시']);
  let after = '';
  for (;;) {
    const rows = await ctx.db
      .selectFrom('coupon_codes as k')
      .leftJoin('members as mb', 'mb.id', 'k.claimed_by')
      .select(['k.code', 'mb.login_id', 'k.claimed_at'])
      .where('k.coupon_id', '=', id)
      .where('k.code', '>', after)
      .orderBy('k.code')
      .limit(CHUNK)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((r) => line([r.code, r.login_id ?? '', kst(r.claimed_at)])).join('');
    if (rows.length < CHUNK) return;
    after = rows[rows.length - 1]!.code;
  }
}

/** A coupon's redemptions, newest first, a page at a time by keyset on id. */
export async function listCouponRedemptions(ctx: AppContext, id: number, before: number | undefined, size: number): Promise<{ items: AdminCouponRedemption[]; next: number | null }> {
  await couponOf(ctx.db, id);
  const rows = await ctx.db
    .selectFrom('coupon_redemptions as r')
    .innerJoin('members as mb', 'mb.id', 'r.member_id')
    .select(['r.id', 'r.member_id', 'mb.login_id', 'r.code', 'r.status', 'r.value', 'r.order_id', 'r.charge_id', 'r.created_at', 'r.used_at'])
    .where('r.coupon_id', '=', id)
    .$if(before !== undefined, (q) => q.where('r.id', '<', before!))
    .orderBy('r.id', 'desc')
    .limit(size + 1)
    .execute();
  const items = rows.slice(0, size).map((r) => ({
    id: r.id,
    memberId: r.member_id,
    loginId: r.login_id,
    code: r.code,
    status: r.status,
    value: Number(r.value),
    orderId: r.order_id,
    chargeId: r.charge_id,
    createdAt: r.created_at,
    usedAt: r.used_at,
  }));
  return { items, next: rows.length > size ? items[items.length - 1]!.id : null };
}
