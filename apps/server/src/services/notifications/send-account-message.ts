import crypto from 'node:crypto';
import type { AccountMessageEvent } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { addMs, isoNow } from '../../lib/clock.js';
import { EXPIRES_VAR } from './account-messages.js';
import { deliverClaimed, NOTIFY_LEASE_MS, type ClaimedNotification, type DeliveryOutcome } from './deliver-notification.js';

export interface AccountMessage {
  event: AccountMessageEvent;
  /** Names the message once (the code's row, the reset link's jti, a fresh id). */
  key: string;
  memberId: number | null;
  /** The one address the person typed: the message goes there and nowhere else. */
  to: { phone: string } | { email: string };
  vars: Record<string, string>;
  /** After this the message is not worth sending (the code or link is dead). */
  expiresAt: string;
}

export interface HeldMessage {
  row: ClaimedNotification;
  token: string;
}

/**
 * Writes an account message into the notifications outbox already claimed by the caller (the same
 * token and lease the sweep gives a row), so the request that wrote it sends it and the sweep cannot
 * take it at the same moment. If the request dies before sending, the lease runs out and the sweep
 * delivers it, unless it expired by then (deliverClaimed gives up on it).
 */
export async function writeAccountMessage(db: Executor, ctx: Pick<AppContext, 'clock'>, m: AccountMessage): Promise<HeldMessage> {
  const at = isoNow(ctx.clock);
  const token = crypto.randomUUID();
  const row = await db
    .insertInto('notifications')
    .values({
      event_key: `${m.event}:${m.key}`,
      event: m.event,
      member_id: m.memberId,
      phone: 'phone' in m.to ? m.to.phone : null,
      email: 'email' in m.to ? m.to.email : null,
      vars: JSON.stringify({ ...m.vars, [EXPIRES_VAR]: m.expiresAt }),
      status: 'sending',
      claim_token: token,
      next_attempt_at: addMs(at, NOTIFY_LEASE_MS),
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, token };
}

/** Sends a message written by writeAccountMessage, after the transaction that wrote it committed. */
export function deliverAccountMessage(ctx: AppContext, held: HeldMessage): Promise<DeliveryOutcome> {
  return deliverClaimed(ctx, held.row, held.token);
}
