import { isAccountMessageEvent, notificationMessages, type AdminNotification, type adminNotificationQuerySchema, type NotificationEvent, type NotificationStatus, type Paged } from '@snsshop/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { consolePage } from '../../db/id-pages.js';
import { isoNow } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { saveTemplate } from './templates.js';

/** The owner's notification log, newest first: event, recipient, channel, status, attempts, last error. */
export async function listNotifications(ctx: AppContext, query: z.output<typeof adminNotificationQuerySchema>): Promise<Paged<AdminNotification>> {
  let q = ctx.db.selectFrom('notifications as n').leftJoin('members as m', 'm.id', 'n.member_id');
  if (query.status) q = q.where('n.status', '=', query.status);
  const rows = q.select(['n.id', 'n.event', 'n.member_id', 'm.login_id', 'n.phone', 'n.email', 'n.channel', 'n.status', 'n.attempts', 'n.last_error', 'n.created_at', 'n.sent_at']);
  return consolePage(ctx.db, rows, 'n.id', query, (r) => ({
    id: r.id,
    event: r.event,
    memberId: r.member_id,
    memberLoginId: r.login_id ?? null,
    recipient: (r.channel === 'email' ? r.email : (r.phone ?? r.email)) ?? '',
    channel: r.channel,
    status: r.status as NotificationStatus,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    createdAt: r.created_at,
    sentAt: r.sent_at,
  }));
}

/**
 * The owner sends a notification again from its first channel: a person's decision, so also after
 * 'unknown' (the member may read it twice) and after 'skipped'. Refused while it is being sent, and
 * always for account messages: an old code is useless and a reset link sent again is one more copy
 * of a key to the account (the member asks for a new one on screen).
 */
export async function resendNotification(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('notifications').select(['event', 'status', 'channel', 'attempts']).where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound(notificationMessages.notFound);
    if (isAccountMessageEvent(before.event)) throw conflict(notificationMessages.resendAccount);
    const reset = await trx
      .updateTable('notifications')
      .set({ status: 'pending', tried: '', channel: null, channel_attempts: 0, in_flight: 0, claim_token: null, next_attempt_at: at, updated_at: at })
      .where('id', '=', id)
      .where('status', 'not in', ['sending', 'pending'])
      .returning('id')
      .executeTakeFirst();
    if (!reset) throw conflict(notificationMessages.resendBusy);
    await recordAudit(trx, ctx, actor, { action: 'notification.resend', targetType: 'notification', targetId: id, before, after: { status: 'pending' } });
  });
}

export async function updateTemplate(ctx: AppContext, actor: Actor, event: NotificationEvent, value: { templateId: string; text: string }): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('notification_templates').select(['template_id', 'text']).where('event', '=', event).executeTakeFirst();
    await saveTemplate(trx, event, value, isoNow(ctx.clock));
    await recordAudit(trx, ctx, actor, { action: 'notification.template', targetType: 'notification_template', targetId: event, before: before ?? null, after: value });
  });
}
