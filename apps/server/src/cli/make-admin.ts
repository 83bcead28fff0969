import type { AppContext } from '../context.js';
import { isoNow } from '../lib/clock.js';
import { notFound } from '../lib/errors.js';
import { recordAudit } from '../services/audit/audit.js';
import { makeOwner } from '../services/staff/staff-admin.js';

/** Gives a member the shop owner's role (there is no screen for it: only this command). */
export async function makeAdmin(ctx: AppContext, loginId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('members')
      .set({ role: 'admin', updated_at: isoNow(ctx.clock) })
      .where('login_id', '=', loginId.trim().toLowerCase())
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw notFound('해당 아이디의 회원이 없습니다.');
    await makeOwner(trx, row.id, isoNow(ctx.clock));
    await recordAudit(trx, ctx, { adminId: null }, { action: 'member.make-admin', targetType: 'member', targetId: row.id, after: { role: 'admin' } });
  });
}
