import crypto from 'node:crypto';
import { webhookMessages, type WebhookSecret, type WebhookSettings } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { checkPublicUrl } from '../../lib/public-address.js';
import { encryptApiKey } from '../members/api-keys.js';

const DELIVERIES_SHOWN = 20;

async function assertCallable(ctx: AppContext, url: string) {
  const verdict = await checkPublicUrl(url, ctx.config.webhooks.allowPrivate);
  if (verdict === 'invalid') throw badRequest(webhookMessages.urlInvalid);
  if (verdict === 'private') throw badRequest(webhookMessages.urlPrivate);
  if (verdict === 'unresolvable') throw badRequest(webhookMessages.urlUnresolvable);
}

const newSecret = () => `whsec_${crypto.randomBytes(24).toString('hex')}`;

export async function getWebhook(ctx: AppContext, memberId: number): Promise<WebhookSettings> {
  const hook = await ctx.db.selectFrom('member_webhooks').select('url').where('member_id', '=', memberId).executeTakeFirst();
  const rows = await ctx.db
    .selectFrom('webhook_deliveries')
    .select(['id', 'order_id', 'body', 'status', 'attempts', 'response_status', 'last_error', 'created_at', 'sent_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(DELIVERIES_SHOWN)
    .execute();
  return {
    url: hook?.url ?? null,
    deliveries: rows.map((r) => ({
      id: r.id,
      orderId: r.order_id,
      orderStatus: (JSON.parse(r.body) as { order: { status: number } }).order.status,
      status: r.status as WebhookSettings['deliveries'][number]['status'],
      attempts: Number(r.attempts),
      responseStatus: r.response_status,
      lastError: r.last_error,
      createdAt: r.created_at,
      sentAt: r.sent_at,
    })),
  };
}

/** Saves the callback of a member with an API key; the first save makes the signing secret and shows it (once). */
export async function setWebhook(ctx: AppContext, memberId: number, url: string): Promise<WebhookSecret> {
  const member = await ctx.db.selectFrom('members').select('api_key_hash').where('id', '=', memberId).executeTakeFirst();
  if (!member?.api_key_hash) throw new AppError(409, webhookMessages.needsApiKey);
  await assertCallable(ctx, url);
  const at = isoNow(ctx.clock);
  const secret = newSecret();
  const created = await ctx.db
    .insertInto('member_webhooks')
    .values({ member_id: memberId, url, secret_enc: encryptApiKey(ctx, secret), created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .returning('member_id')
    .executeTakeFirst();
  if (created) return { url, secret };
  await ctx.db.updateTable('member_webhooks').set({ url, updated_at: at }).where('member_id', '=', memberId).execute();
  return { url, secret: null };
}

/** A new secret, shown once; signatures made with the old one stop matching at once. */
export async function renewWebhookSecret(ctx: AppContext, memberId: number): Promise<WebhookSecret> {
  const secret = newSecret();
  const row = await ctx.db
    .updateTable('member_webhooks')
    .set({ secret_enc: encryptApiKey(ctx, secret), updated_at: isoNow(ctx.clock) })
    .where('member_id', '=', memberId)
    .returning('url')
    .executeTakeFirst();
  if (!row) throw notFound(webhookMessages.notRegistered);
  return { url: row.url, secret };
}

export async function removeWebhook(ctx: AppContext, memberId: number): Promise<void> {
  await ctx.db.deleteFrom('member_webhooks').where('member_id', '=', memberId).execute();
}
