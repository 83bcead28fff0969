import { msg, type PointAdjustBody, type PointAdjusted } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { applyPointChange, InsufficientPointsError } from './apply-point-change.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { toAdminMember, toLedgerEntry } from '../members/member-queries.js';

/**
 * A person adds or takes points, with a reason: one transaction holds the audit row, the guarded
 * balance update and the ledger row (kind 'adjust'), so either all three exist or none does. The
 * audit row is written first and the ledger row refers to it (or to the request id, which makes a
 * repeated click a 409 instead of a second adjustment). A balance never goes below zero.
 */
export async function adjustMemberPoints(ctx: AppContext, actor: Actor, memberId: number, body: Required<Pick<PointAdjustBody, 'delta' | 'reason'>> & { requestId?: string | undefined }): Promise<PointAdjusted> {
  const at = isoNow(ctx.clock);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      // Read through a no-op UPDATE so the member row stays locked: an account deletion committing
      // meanwhile is seen here (or waits), never credited past.
      const before = await trx
        .updateTable('members')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', memberId)
        .returning(['point', 'status'])
        .executeTakeFirst();
      if (!before) throw notFound(msg.admin.memberNotFound);
      if (before.status === 'deleted') throw conflict(msg.admin.memberDeleted);
      const auditId = await recordAudit(trx, ctx, actor, {
        action: 'member.points',
        targetType: 'member',
        targetId: memberId,
        before: { point: Number(before.point) },
        after: { delta: body.delta, reason: body.reason },
      });
      const balance = await applyPointChange(trx, {
        memberId,
        delta: body.delta,
        kind: 'adjust',
        refType: body.requestId ? 'admin-request' : 'admin-audit',
        refId: body.requestId ?? auditId,
        memo: body.reason,
        at,
      });
      await trx
        .updateTable('admin_audit')
        .set({ after_json: JSON.stringify({ point: balance, delta: body.delta, reason: body.reason }) })
        .where('id', '=', auditId)
        .execute();
      const member = await trx.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
      const entry = await trx.selectFrom('point_ledger').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
      return { member: toAdminMember(member), entry: toLedgerEntry(entry) };
    });
  } catch (err) {
    if (err instanceof InsufficientPointsError) throw badRequest(msg.admin.pointsBelowZero);
    if (isUniqueViolation(err)) throw conflict(msg.admin.alreadyProcessed);
    throw err;
  }
}
