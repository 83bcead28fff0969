import { fillTemplate, isAccountMessageEvent, isNotificationEvent, notificationEvents } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Selectable } from 'kysely';
import type { NotificationsTable } from '../../db/schema.js';
import { addMs, isoNow } from '../../lib/clock.js';
import { OutsideSystemError } from '../../lib/call-with-deadline.js';
import { accountMessageExpired, accountMessageText, redactedVars } from './account-messages.js';
import { ownerAlertTargets, type OwnerAlertTargets } from './owner-alert-settings.js';
import { templateOf } from './templates.js';

export type Channel = 'telegram' | 'alimtalk' | 'sms' | 'email' | 'outbox';
export type ClaimedNotification = Selectable<NotificationsTable>;
export type DeliveryOutcome = 'sent' | 'retrying' | 'failed' | 'unknown' | 'skipped' | 'lost';

/** Long enough for every channel of one notification to time out in turn (알림톡, SMS, e-mail). */
export const NOTIFY_LEASE_MS = 120_000;

/** Tries of one channel whose request surely never left (connection refused), before moving on. */
export const TRIES_PER_CHANNEL = 3;
const backoffMs = (tries: number) => 30_000 * 4 ** (tries - 1);

/**
 * What a failed send means:
 * - refused: a definite no (bad template, number refused, SMTP 5xx) — nothing was sent;
 * - not-sent: the request never left (no connection) — safe to try the same channel again later;
 * - unknown: it may have been delivered (timeout after the request left, 5xx, a crash mid-call).
 */
export function classify(err: unknown): 'refused' | 'not-sent' | 'unknown' {
  if (err instanceof OutsideSystemError) {
    if (err.kind === 'refused') return 'refused';
    return /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH/.test(err.message) ? 'not-sent' : 'unknown';
  }
  const e = err as { code?: string; command?: string; responseCode?: number };
  if (e?.command === 'CONN' || e?.code === 'ECONNECTION' || e?.code === 'EDNS') return 'not-sent';
  if (typeof e?.responseCode === 'number') return e.responseCode >= 500 || e.code === 'EAUTH' ? 'refused' : 'not-sent';
  return 'unknown';
}

/** The owner's digests (jobs/owner-alerts.ts) carry their own subject and text. */
const isOwnerAlert = (row: Pick<ClaimedNotification, 'event'>) => row.event.startsWith('owner.');

/**
 * The channels that can reach this recipient, in the shop's order of preference ('outbox' when none
 * is configured): a member gets 알림톡, then SMS/LMS, then e-mail; the owner Telegram first, then SMS, then e-mail.
 */
export function routeFor(ctx: AppContext, row: Pick<ClaimedNotification, 'phone' | 'email' | 'event'>, templateId: string, telegram: OwnerAlertTargets['telegram'] = null): Channel[] {
  const n = ctx.notifier;
  // An account message goes only where the person asked for it (a code must arrive where they look).
  if (isAccountMessageEvent(row.event)) return row.phone ? [n.smsLive ? 'sms' : 'outbox'] : [n.emailLive ? 'email' : 'outbox'];
  const route: Channel[] = [];
  if (isOwnerAlert(row) && telegram) route.push('telegram');
  if (row.phone && n.alimtalkLive && templateId && !isOwnerAlert(row)) route.push('alimtalk');
  if (row.phone && n.smsLive) route.push('sms');
  if (row.email && n.emailLive) route.push('email');
  return route.length > 0 ? route : ['outbox'];
}

async function send(ctx: AppContext, channel: Channel, row: ClaimedNotification, t: { templateId: string; text: string }, telegram: OwnerAlertTargets['telegram']) {
  const vars = JSON.parse(row.vars) as Record<string, string>;
  const owner = isOwnerAlert(row);
  const account = isAccountMessageEvent(row.event) ? accountMessageText(row) : null;
  const text = account ? account.text : owner ? (vars.text ?? '') : fillTemplate(t.text, vars);
  const subject = account ? account.subject : owner ? (vars.subject ?? '') : `[SNS 성장 서비스] ${isNotificationEvent(row.event) ? notificationEvents[row.event].subject : '알림'}`;
  const n = ctx.notifier;
  if (channel === 'telegram') return n.telegram(text, telegram ?? undefined);
  if (channel === 'alimtalk') return n.alimtalk({ to: row.phone!, templateId: t.templateId, variables: Object.fromEntries(Object.entries(vars).map(([k, v]) => [`#{${k}}`, v])) });
  if (channel === 'sms') return n.sms({ to: row.phone!, text });
  if (channel === 'email') return n.email({ to: row.email!, subject, text });
  return row.phone ? n.toOutbox('sms', row.phone, null, text) : n.toOutbox('email', row.email ?? (owner ? 'owner' : ''), subject, text);
}

/**
 * Delivers one notification the sweep claimed with `token`, trying its channels in order.
 * A send whose outcome is unknown (a timeout after the request left, a 5xx, or a process that died
 * between marking the send and writing its outcome) is NOT sent again on the same channel: Solapi's
 * send has no idempotency key, so a resend could put the same message on the member's phone twice.
 * It moves on to the next channel instead (알림톡 → SMS → e-mail), because for news about their
 * points and orders a lost message costs more than the rare case of reading it on two channels;
 * when no channel is left the row is 'unknown' and only the owner's resend (a person's decision)
 * sends it again. A refusal also moves on; a send that surely never left retries the same channel
 * with backoff, TRIES_PER_CHANNEL times. Every write is conditional on the claim token, so a worker
 * whose lease ran out changes nothing.
 *
 * Account messages (codes, found ids, reset links) have one channel and an expiry: one past it is
 * never sent (a request that died mid-way must not send a dead code later), and the UPDATE that
 * writes a final outcome also removes the code or link from the row. A code is tried once: the
 * member is waiting on screen, and a code that did not go now is deleted, so a later try would carry
 * a dead code.
 */
export async function deliverClaimed(ctx: AppContext, row: ClaimedNotification, token: string): Promise<DeliveryOutcome> {
  const mine = () => ctx.db.updateTable('notifications').where('id', '=', row.id).where('claim_token', '=', token);
  const account = isAccountMessageEvent(row.event);
  const sealed = account ? { vars: redactedVars(row) } : {};
  if (account && accountMessageExpired(row, isoNow(ctx.clock))) {
    const crashed = row.in_flight === 1;
    const status = crashed ? 'unknown' : 'skipped';
    const why = crashed ? '발송 중 서버가 멈춰 결과를 알 수 없고, 유효 시간이 지나 다시 보내지 않았습니다.' : '유효 시간이 지나 보내지 않았습니다.';
    await mine().set({ status, in_flight: 0, claim_token: null, last_error: why, updated_at: isoNow(ctx.clock), ...sealed }).execute();
    return status;
  }
  const triesPerChannel = row.event === 'account.code' ? 1 : TRIES_PER_CHANNEL;
  const t = isNotificationEvent(row.event) ? await templateOf(ctx.db, row.event) : { templateId: '', text: '' };
  const telegram = isOwnerAlert(row) ? (await ownerAlertTargets(ctx)).telegram : null;
  const route = routeFor(ctx, row, t.templateId, telegram);
  const tried = row.tried ? row.tried.split(',') : [];
  let lastError = row.last_error;
  let channelTries = row.channel_attempts;
  let current = row.channel as Channel | null;
  if (row.in_flight === 1 && current) {
    tried.push(`${current}?`);
    lastError = `${current}: 발송 중 서버가 멈춰 결과를 알 수 없습니다`;
  }
  const given = (c: Channel) => tried.includes(c) || tried.includes(`${c}?`);

  for (;;) {
    const channel = route.find((c) => !given(c));
    const now = isoNow(ctx.clock);
    if (!channel) {
      const status = tried.some((c) => c.endsWith('?')) ? 'unknown' : 'failed';
      await mine().set({ status, in_flight: 0, claim_token: null, tried: tried.join(','), last_error: lastError?.slice(0, 500) ?? null, updated_at: now, ...sealed }).execute();
      return status;
    }
    channelTries = channel === current ? channelTries + 1 : 1;
    current = channel;
    const started = await mine()
      // The lease restarts with each send: a claim covers a whole batch, and a row still waiting behind
      // slow sends must not be taken over by another sweep while this worker is about to send it.
      .set((eb) => ({ status: 'sending', channel, in_flight: 1, channel_attempts: channelTries, attempts: eb('attempts', '+', 1), tried: tried.join(','), next_attempt_at: addMs(now, NOTIFY_LEASE_MS), updated_at: now }))
      .returning('id')
      .executeTakeFirst();
    if (!started) return 'lost';
    try {
      await send(ctx, channel, row, t, telegram);
      const at = isoNow(ctx.clock);
      await mine().set({ status: 'sent', in_flight: 0, claim_token: null, sent_at: at, updated_at: at, ...sealed }).execute();
      return 'sent';
    } catch (err) {
      const kind = classify(err);
      lastError = `${channel}: ${err instanceof Error ? err.message : String(err)}`;
      if (kind === 'not-sent' && channelTries < triesPerChannel) {
        const at = isoNow(ctx.clock);
        await mine().set({ status: 'pending', in_flight: 0, claim_token: null, next_attempt_at: addMs(at, backoffMs(channelTries)), last_error: lastError.slice(0, 500), updated_at: at }).execute();
        return 'retrying';
      }
      tried.push(kind === 'unknown' ? `${channel}?` : channel);
    }
  }
}
