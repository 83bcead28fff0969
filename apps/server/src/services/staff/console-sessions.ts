import crypto from 'node:crypto';
import { msg, type ConsoleSession } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { addMs, isoNow } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { recordAudit, type Actor } from '../audit/audit.js';

export interface SessionSource {
  ip: string;
  device: string;
}

/** last_used_at is written at most once a minute per session, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/**
 * A sign-in of an active staff member opens a console session; its id rides in the token (`sid`).
 * Members who are not staff get plain tokens, as before. `passwordChange`: the sign-in used the
 * owner's temporary password, so the screen goes to the console, which asks for a new one first.
 */
export async function signInToken(ctx: AppContext, member: { id: number; tokenVersion: number }, source: SessionSource | undefined): Promise<{ accessToken: string; passwordChange?: true }> {
  const staff = await ctx.db.selectFrom('staff').select(['status', 'password_temporary']).where('member_id', '=', member.id).executeTakeFirst();
  if (staff?.status !== 'active') return { accessToken: await ctx.tokens.sign({ memberId: member.id, tokenVersion: member.tokenVersion }) };
  const sessionId = await openConsoleSession(ctx, member.id, source ?? { ip: '', device: '' });
  const accessToken = await ctx.tokens.sign({ memberId: member.id, tokenVersion: member.tokenVersion, sessionId });
  return staff.password_temporary === 1 ? { accessToken, passwordChange: true } : { accessToken };
}

export async function openConsoleSession(ctx: AppContext, memberId: number, source: SessionSource): Promise<string> {
  const id = crypto.randomBytes(18).toString('base64url');
  const at = isoNow(ctx.clock);
  await ctx.db
    .insertInto('staff_sessions')
    .values({ id, member_id: memberId, device: source.device.slice(0, 200) || '알 수 없음', ip: source.ip.slice(0, 64), created_at: at, last_used_at: at, second_factor_at: null, ended_at: null })
    .execute();
  return id;
}

export interface LiveSession {
  id: string;
  secondFactorAt: string | null;
}

/** The session behind a token, if it is still open; notes its use. */
export async function liveSession(ctx: AppContext, memberId: number, sessionId: string): Promise<LiveSession | null> {
  const row = await ctx.db
    .selectFrom('staff_sessions')
    .select(['id', 'last_used_at', 'second_factor_at'])
    .where('id', '=', sessionId)
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const now = isoNow(ctx.clock);
  if (Date.parse(now) - Date.parse(row.last_used_at) >= TOUCH_EVERY_MS) {
    await ctx.db.updateTable('staff_sessions').set({ last_used_at: now }).where('id', '=', row.id).execute();
  }
  return { id: row.id, secondFactorAt: row.second_factor_at };
}

/** Ends every open session of a member (all but `except`): a suspension, a password change, "sign out everywhere". */
export async function endSessions(db: Executor, memberId: number, at: string, except?: string): Promise<number> {
  let q = db.updateTable('staff_sessions').set({ ended_at: at }).where('member_id', '=', memberId).where('ended_at', 'is', null);
  if (except) q = q.where('id', '<>', except);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Open sessions, newest use first: one member's (their own screen) or every staff member's (the owner's). */
export async function listSessions(ctx: AppContext, filter: { memberId?: number }, currentId: string | undefined): Promise<ConsoleSession[]> {
  let q = ctx.db
    .selectFrom('staff_sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['s.id', 's.member_id', 'm.login_id', 's.device', 's.ip', 's.created_at', 's.last_used_at'])
    .where('s.ended_at', 'is', null)
    .where('s.created_at', '>', addMs(isoNow(ctx.clock), -ctx.config.tokenTtlSeconds * 1000));
  if (filter.memberId) q = q.where('s.member_id', '=', filter.memberId);
  const rows = await q.orderBy('s.last_used_at', 'desc').orderBy('s.id').limit(500).execute();
  return rows.map((r) => ({ id: r.id, memberId: r.member_id, loginId: r.login_id, device: r.device, ip: r.ip, createdAt: r.created_at, lastUsedAt: r.last_used_at, current: r.id === currentId }));
}

/** Ends one session: a member's own (`ownerOf` set) or, for the owner, anyone's. Unknown or not theirs: 404. */
export async function endSession(ctx: AppContext, actor: Actor, sessionId: string, ownerOf?: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    let q = trx.updateTable('staff_sessions').set({ ended_at: isoNow(ctx.clock) }).where('id', '=', sessionId).where('ended_at', 'is', null);
    if (ownerOf !== undefined) q = q.where('member_id', '=', ownerOf);
    const row = await q.returning(['member_id']).executeTakeFirst();
    if (!row) throw notFound(msg.staff.sessionNotFound);
    await recordAudit(trx, ctx, actor, { action: 'staff.session-end', targetType: 'staff', targetId: row.member_id, after: { sessionId } });
  });
}
