import crypto from 'node:crypto';
import { loginIdPattern } from '@snsshop/shared';
import { hashPassword } from '../auth/passwords.js';
import type { AppContext } from '../context.js';
import { isUniqueViolation } from '../db/database.js';
import { isoNow } from '../lib/clock.js';
import { badRequest, conflict } from '../lib/errors.js';
import { recordAudit } from '../services/audit/audit.js';
import { makeOwner } from '../services/staff/staff-admin.js';

/**
 * Creates the shop owner's account from the command line (there is no sign-up for admins) with a
 * random password that is shown once; the owner changes it at /account after the first login.
 */
export async function createAdmin(ctx: AppContext, rawId: string): Promise<{ loginId: string; password: string }> {
  const loginId = rawId.trim().toLowerCase();
  if (!loginIdPattern.test(loginId)) throw badRequest('아이디는 영문, 숫자, 밑줄(_)로 4~20자여야 합니다.');
  const password = crypto.randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const at = isoNow(ctx.clock);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('members')
        .values({
          login_id: loginId,
          password_hash: passwordHash,
          email: null,
          phone_number: null,
          register_where: null,
          referral_code: null,
          referred_by: null,
          api_key_hash: null,
          api_key_enc: null,
          role: 'admin',
          created_at: at,
          updated_at: at,
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await makeOwner(trx, row.id, at);
      await recordAudit(trx, ctx, { adminId: null }, { action: 'member.create-admin', targetType: 'member', targetId: row.id, after: { loginId, role: 'admin' } });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('이미 있는 아이디입니다. 기존 회원에게 권한을 주려면 make-admin 명령을 쓰세요.');
    throw err;
  }
  return { loginId, password };
}
