import { notificationEvents, type NotificationEvent } from '@snsshop/shared';
import type { Trx } from '../../db/database.js';

export interface MemberEvent {
  event: NotificationEvent;
  /** Names the event once: a second write with the same key (a retried sweep, a second process) is ignored. */
  key: string;
  memberId: number;
  vars: Record<string, string>;
  at: string;
}

/** Whether a member receives an event: their choice, else on for informational events and off for marketing. */
export async function receives(trx: Trx, memberId: number, event: NotificationEvent): Promise<boolean> {
  const row = await trx.selectFrom('notification_preferences').select('enabled').where('member_id', '=', memberId).where('event', '=', event).executeTakeFirst();
  return row ? row.enabled === 1 : notificationEvents[event].kind === 'informational';
}

/**
 * Writes a member's notification into the outbox in the caller's transaction, so it exists exactly
 * when the change that caused it commits; jobs/deliver-notifications.ts sends it. A member who turned
 * the event off, or has no phone or e-mail, gets a 'skipped' row (the owner's log says why, and the
 * key stays taken so sweeps that look for missing events do not ask again).
 */
export async function notifyMember(trx: Trx, e: MemberEvent): Promise<void> {
  const member = await trx.selectFrom('members').select(['phone_number', 'email', 'deleted_at']).where('id', '=', e.memberId).executeTakeFirst();
  if (!member || member.deleted_at !== null) return;
  const wanted = await receives(trx, e.memberId, e.event);
  const reachable = Boolean(member.phone_number || member.email);
  const skip = !wanted ? '회원이 이 알림을 받지 않도록 설정했습니다.' : !reachable ? '회원의 휴대폰 번호와 이메일이 없습니다.' : null;
  await trx
    .insertInto('notifications')
    .values({
      event_key: e.key,
      event: e.event,
      member_id: e.memberId,
      phone: member.phone_number || null,
      email: member.email || null,
      vars: JSON.stringify(e.vars),
      status: skip ? 'skipped' : 'pending',
      last_error: skip,
      next_attempt_at: e.at,
      created_at: e.at,
      updated_at: e.at,
    })
    .onConflict((oc) => oc.column('event_key').doNothing())
    .execute();
}
