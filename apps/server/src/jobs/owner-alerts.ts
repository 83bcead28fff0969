import crypto from 'node:crypto';
import { answerProblemLabel, formatNumber, heldReasonLabel } from '@snsshop/shared';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import type { Trx } from '../db/database.js';
import { addMs, isoNow } from '../lib/clock.js';
import { alertOwner, ownerAlertKinds, type OwnerAlertKind } from '../services/notifications/owner-alerts.js';
import { ownerAlertTargets } from '../services/notifications/owner-alert-settings.js';
import { stuckConditions } from '../services/orders/stuck-orders.js';

/** A kind's alerts are gathered this long after the first one, then sent as one digest. */
export const ALERT_BATCH_MS = 60_000;
const LINES_SHOWN = 20;

/**
 * How often a process looks for held and stuck orders. The look reads every order not yet settled
 * (a few milliseconds on a busy shop) while its alerts wait a minute for their digest anyway, so the
 * sweep, which runs every few seconds, looks only this often.
 */
export const NOTICE_ORDERS_EVERY_MS = 30_000;
const lastNoticed = new WeakMap<AppContext, number>();

/** Held and stuck orders become alerts when the sweep sees them (the state is durable; the key makes each once). */
async function noticeOrders(ctx: AppContext, now: string, force = false) {
  const at = Date.parse(now);
  const last = lastNoticed.get(ctx);
  if (!force && last !== undefined && at - last < NOTICE_ORDERS_EVERY_MS && at >= last) return;
  lastNoticed.set(ctx, at);
  const found = await ctx.db
    .selectFrom('orders as o')
    .select((eb) => ['o.id', 'o.link', 'o.held_reason', 'o.answer_problem', 'o.answer_words', eb.fn.coalesce('o.last_error', sql<string>`''`).as('error'), stuckConditions(eb, new Date(now)).held.as('held')])
    .where((eb) => {
      const c = stuckConditions(eb, new Date(now));
      return eb.or([c.held, c.notDispatched, c.noProgress, c.answerProblem]);
    })
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('owner_alerts as a').select('a.id').where('a.event_key', 'in', [sql<string>`'order:' || CAST(o.id AS VARCHAR(20)) || ':held'`, sql<string>`'order:' || CAST(o.id AS VARCHAR(20)) || ':stuck'`]))),
    )
    .limit(ctx.config.jobs.batch)
    .execute();
  for (const o of found) {
    const held = Boolean(o.held);
    const why = held && o.held_reason ? ` [${heldReasonLabel[o.held_reason]}]` : !held && o.answer_problem ? ` [${answerProblemLabel[o.answer_problem]}]` : '';
    const said = !held && o.answer_problem ? (o.answer_words ?? '') : o.error;
    await alertOwner(ctx.db, { kind: held ? 'orders.held' : 'orders.stuck', key: `order:${o.id}:${held ? 'held' : 'stuck'}`, line: `주문 ${o.id} ${o.link}${why}${said ? ` (${said})` : ''}`, at: now });
  }
}

/** Claims the waiting lines of one kind (only one transaction can) and writes their digest for delivery. */
async function digestKind(trx: Trx, ctx: AppContext, kind: OwnerAlertKind, now: string): Promise<boolean> {
  const { phone, email } = await ownerAlertTargets({ db: trx, config: ctx.config });
  const claim = `claim:${crypto.randomUUID()}`;
  const lines = await trx
    .updateTable('owner_alerts')
    .set({ digest_key: claim })
    .where('kind', '=', kind)
    .where('digest_key', 'is', null)
    .returning(['id', 'line'])
    .execute();
  if (lines.length === 0) return false;
  lines.sort((a, b) => a.id - b.id);
  // Named by its first line, so the digest is one row however the claim went.
  const key = `owner:${kind}:${lines[0]!.id}`;
  await trx.updateTable('owner_alerts').set({ digest_key: key }).where('digest_key', '=', claim).execute();
  const title = `[SNS성장 관리자] ${ownerAlertKinds[kind]} ${formatNumber(lines.length)}건`;
  const more = lines.length > LINES_SHOWN ? `\n… 외 ${formatNumber(lines.length - LINES_SHOWN)}건 (관리자 화면에서 확인해 주세요)` : '';
  const text = `${title}\n${lines.slice(0, LINES_SHOWN).map((l) => `- ${l.line}`).join('\n')}${more}`;
  await trx
    .insertInto('notifications')
    .values({
      event_key: key,
      event: `owner.${kind}`,
      member_id: null,
      phone: phone ?? null,
      email: email ?? null,
      vars: JSON.stringify({ subject: title, text }),
      status: 'pending',
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('event_key').doNothing())
    .execute();
  return true;
}

/**
 * The owner's alerts: notices held and stuck orders, then sends each kind's waiting lines as one
 * digest once the oldest has waited ALERT_BATCH_MS — at most one message per kind a minute however
 * many alerts arrive. Claiming the lines and writing the digest share one transaction, so two
 * processes never send the same line and a crash loses none.
 */
export async function sendOwnerAlerts(ctx: AppContext): Promise<number> {
  const now = isoNow(ctx.clock);
  await noticeOrders(ctx, now);
  const due = await ctx.db
    .selectFrom('owner_alerts')
    .select('kind')
    .where('digest_key', 'is', null)
    .groupBy('kind')
    .having((eb) => eb.fn.min('created_at'), '<=', addMs(now, -ALERT_BATCH_MS))
    .execute();
  // An order digest about to go takes every held or stuck order there is now, so one outage is one message.
  if (due.some((d) => d.kind === 'orders.held' || d.kind === 'orders.stuck')) await noticeOrders(ctx, now, true);
  let sent = 0;
  for (const { kind } of due) {
    if (!(kind in ownerAlertKinds)) continue;
    if (await ctx.db.transaction().execute((trx) => digestKind(trx, ctx, kind as OwnerAlertKind, now))) sent++;
  }
  return sent;
}
