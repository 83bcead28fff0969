import { adminWebhookMessages, type AdminWebhookDelivery, type adminWebhookDeliveryQuerySchema, type Paged, type WebhookDeliveryState } from '@snsshop/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { consolePage } from '../../db/id-pages.js';
import { isoNow } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit, type Actor } from '../audit/audit.js';

/** Every reseller callback delivery, newest first: member, order, the status it reports, how it went. */
export async function listWebhookDeliveries(ctx: AppContext, query: z.output<typeof adminWebhookDeliveryQuerySchema>): Promise<Paged<AdminWebhookDelivery>> {
  let q = ctx.db.selectFrom('webhook_deliveries as d').leftJoin('members as m', 'm.id', 'd.member_id');
  if (query.state) q = q.where('d.status', '=', query.state);
  const rows = q.select(['d.id', 'd.member_id', 'm.login_id', 'd.order_id', 'd.event_key', 'd.body', 'd.status', 'd.attempts', 'd.response_status', 'd.last_error', 'd.created_at', 'd.updated_at', 'd.sent_at']);
  return consolePage(ctx.db, rows, 'd.id', query, (r) => ({
    id: r.id,
    memberId: r.member_id,
    memberLoginId: r.login_id ?? null,
    orderId: r.order_id,
    eventKey: r.event_key,
    orderStatus: (JSON.parse(r.body) as { order: { status: number } }).order.status,
    state: r.status as WebhookDeliveryState,
    attempts: Number(r.attempts),
    responseStatus: r.response_status,
    lastError: r.last_error,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    sentAt: r.sent_at,
  }));
}

/**
 * The owner sends a given-up delivery again: back to pending with its tries counted from 0. Only a
 * failed one: a pending or sending one is still being tried, and a sent one reached the receiver.
 * Its id and signed body stay the same, so a receiver that did get it after all drops the repeat.
 */
export async function resendWebhookDelivery(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('webhook_deliveries').select(['status', 'attempts', 'last_error']).where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound(adminWebhookMessages.notFound);
    const reset = await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', attempts: 0, claim_token: null, next_attempt_at: at, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .returning('id')
      .executeTakeFirst();
    if (!reset) throw conflict(adminWebhookMessages.onlyFailed);
    await recordAudit(trx, ctx, actor, { action: 'webhook.resend', targetType: 'webhook_delivery', targetId: id, before, after: { status: 'pending', attempts: 0 } });
  });
}
