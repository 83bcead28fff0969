import { AutoOrderStatus, PaymentStatus } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { rememberFormerReferee } from '../referrals/former-members.js';
import { forgetApiKeys } from './api-keys.js';
import { forgottenRefundFields } from '../refunds/bank-account.js';

/**
 * Removes personal data and the ability to log in, as the privacy policy promises, while order,
 * ledger and charge rows stay (contract and payment records are kept 5 years) — they now point at
 * a de-identified member row. Login attempt rows are login records, kept their 3 months.
 * Nothing keeps spending for a member who left: active auto-orders stop and pending top-up requests
 * are closed (a deposit that still arrives waits for a person); depositor names and invoice details
 * on the kept payment records are removed.
 */
export async function deleteAccount(ctx: AppContext, memberId: number): Promise<void> {
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const member = await trx.selectFrom('members').select(['email', 'phone_number', 'referred_by']).where('id', '=', memberId).executeTakeFirstOrThrow();
    await trx
      .updateTable('members')
      // '~' never passes the sign-up id rule, so a tombstone cannot collide with a real id.
      .set((eb) => ({
        login_id: `~deleted~${memberId}`,
        password_hash: null,
        email: null,
        phone_number: null,
        referral_code: null,
        signup_ip: null,
        api_key_hash: null,
        api_key_enc: null,
        status: 'deleted',
        token_version: eb('token_version', '+', 1),
        updated_at: now,
        deleted_at: now,
      }))
      .where('id', '=', memberId)
      .execute();
    await rememberFormerReferee(trx, ctx, member, now);
    await trx
      .updateTable('auto_orders')
      .set({ status: AutoOrderStatus.CANCLED, next_run_at: null, finished_at: now, updated_at: now })
      .where('member_id', '=', memberId)
      .where('status', '=', AutoOrderStatus.ACTIVE)
      .execute();
    await trx
      .updateTable('point_charges')
      .set({ status: PaymentStatus.FAIL, decided_by: 'deleted', responded_at: now })
      .where('member_id', '=', memberId)
      .where('status', '=', PaymentStatus.PENDING)
      .execute();
    await trx.updateTable('point_charges').set({ depositor: '탈퇴회원', fee_value: null }).where('member_id', '=', memberId).execute();
    // Refund requests are payment records: finished ones keep amounts, bank and the masked number only;
    // an open one keeps where to send the money until it is finished (decide-refund forgets it then).
    await trx.updateTable('refund_requests').set(forgottenRefundFields).where('member_id', '=', memberId).where('state', 'in', ['sent', 'rejected']).execute();
    await trx.deleteFrom('member_identities').where('member_id', '=', memberId).execute();
    await trx.deleteFrom('password_resets').where('member_id', '=', memberId).execute();
    await trx.deleteFrom('notifications').where('member_id', '=', memberId).execute();
    await trx.deleteFrom('notification_preferences').where('member_id', '=', memberId).execute();
    await trx.deleteFrom('member_webhooks').where('member_id', '=', memberId).execute();
    await trx.deleteFrom('webhook_deliveries').where('member_id', '=', memberId).execute();
    const targets = [member.email, member.phone_number].filter((t): t is string => !!t);
    if (targets.length > 0) {
      await trx.deleteFrom('verification_codes').where('target', 'in', targets).execute();
      await trx.deleteFrom('outbox').where('target', 'in', targets).execute();
      await trx.deleteFrom('notifications').where('event', 'like', 'account.%').where((eb) => eb.or([eb('phone', 'in', targets), eb('email', 'in', targets)])).execute();
    }
  });
  forgetApiKeys(ctx, memberId);
}
