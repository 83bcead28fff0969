import crypto from 'node:crypto';
import { msg, type StaffInviteBody, type StaffMember, type StaffRole } from '@snsshop/shared';
import { hashPassword } from '../../auth/passwords.js';
import type { AppContext } from '../../context.js';
import { isUniqueViolation, onPostgres, type Trx } from '../../db/database.js';
import { addMs, isoNow } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { recordAudit, type Actor } from '../audit/audit.js';
import { endSessions } from './console-sessions.js';
import { readStaffPolicy } from './staff-policy.js';

/** Every staff member with their 2FA and open sessions, owners first. */
export async function listStaff(ctx: AppContext, onlyId?: number): Promise<StaffMember[]> {
  const since = addMs(isoNow(ctx.clock), -ctx.config.tokenTtlSeconds * 1000);
  let q = ctx.db
    .selectFrom('staff as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select((eb) => [
      's.member_id', 'm.login_id', 's.role', 's.status', 's.totp_enrolled_at', 's.totp_locked_until', 's.totp_held_at', 's.created_at',
      eb.selectFrom('staff_sessions as ss').select((e) => e.fn.countAll<number>().as('n')).whereRef('ss.member_id', '=', 's.member_id').where('ss.ended_at', 'is', null).where('ss.created_at', '>', since).as('active_sessions'),
      eb.selectFrom('staff_sessions as ss').select((e) => e.fn.max('ss.last_used_at').as('x')).whereRef('ss.member_id', '=', 's.member_id').as('last_used_at'),
    ]);
  if (onlyId !== undefined) q = q.where('s.member_id', '=', onlyId);
  const [rows, policy] = await Promise.all([q.orderBy('s.created_at').orderBy('s.member_id').execute(), readStaffPolicy(ctx.db)]);
  const now = isoNow(ctx.clock);
  const order: StaffRole[] = ['owner', 'manager', 'accountant', 'support'];
  return rows
    .map((r) => ({
      memberId: r.member_id,
      loginId: r.login_id,
      role: r.role as StaffRole,
      status: r.status as StaffMember['status'],
      twoFactorEnrolled: r.totp_enrolled_at !== null,
      twoFactorRequired: policy.twoFactorRoles.includes(r.role as StaffRole),
      twoFactorLock: r.totp_held_at ? ('held' as const) : r.totp_locked_until && r.totp_locked_until > now ? ('timed' as const) : null,
      activeSessions: Number(r.active_sessions ?? 0),
      lastUsedAt: r.last_used_at ?? null,
      createdAt: r.created_at,
    }))
    .sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role));
}

export async function staffMemberOf(ctx: AppContext, memberId: number): Promise<StaffMember> {
  const [s] = await listStaff(ctx, memberId);
  if (!s) throw notFound(msg.staff.staffNotFound);
  return s;
}

/** A new console account: a member row with a random temporary password (shown once, replaced at the first sign-in) and its staff row. */
export async function inviteStaff(ctx: AppContext, actor: Actor, body: StaffInviteBody): Promise<{ staff: StaffMember; temporaryPassword: string }> {
  const loginId = body.loginId.trim().toLowerCase();
  const temporaryPassword = crypto.randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(temporaryPassword);
  const at = isoNow(ctx.clock);
  let memberId: number;
  try {
    memberId = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('members')
        .values({ login_id: loginId, password_hash: passwordHash, email: null, phone_number: null, register_where: null, referral_code: null, referred_by: null, api_key_hash: null, api_key_enc: null, role: 'admin', created_at: at, updated_at: at, deleted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('staff')
        .values({ member_id: row.id, role: body.role, totp_secret_enc: null, totp_pending_enc: null, totp_enrolled_at: null, totp_locked_until: null, password_temporary: 1, invited_by: actor.adminId, created_at: at, updated_at: at })
        .execute();
      await recordAudit(trx, ctx, actor, { action: 'staff.invite', targetType: 'staff', targetId: row.id, after: { loginId, role: body.role } });
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(msg.staff.staffExists);
    throw err;
  }
  return { staff: await staffMemberOf(ctx, memberId), temporaryPassword };
}

/**
 * Locks the active owners' rows (PostgreSQL) before a change that could leave none, so two owners
 * demoting each other at once cannot both win; SQLite runs one writer at a time anyway.
 */
async function refuseLastOwner(ctx: AppContext, trx: Trx, memberId: number): Promise<void> {
  const owners = await trx
    .selectFrom('staff')
    .select('member_id')
    .where('role', '=', 'owner')
    .where('status', '=', 'active')
    .$if(ctx.dialect === 'postgres', (q) => q.forUpdate())
    .execute();
  if (owners.some((o) => o.member_id === memberId) && owners.length <= 1) throw conflict(msg.staff.lastOwner);
}

/** One change of a staff row with its audit row; `dropsOwner`: the change would take an owner away (demote, suspend, remove). */
async function change(
  ctx: AppContext,
  actor: Actor,
  memberId: number,
  action: string,
  dropsOwner: boolean,
  apply: (trx: Trx, before: { role: string; status: string }) => Promise<Record<string, unknown>>,
) {
  await ctx.db.transaction().execute(async (trx) => {
    if (dropsOwner) await refuseLastOwner(ctx, trx, memberId);
    // Locked on PostgreSQL: a second change of this staff member waits for the first and sees its result,
    // so a suspension or removal made twice at once happens (and is audited) once.
    const before = await trx
      .selectFrom('staff')
      .select(['role', 'status'])
      .where('member_id', '=', memberId)
      .$if(onPostgres(trx), (q) => q.forUpdate())
      .executeTakeFirst();
    if (!before) throw notFound(msg.staff.staffNotFound);
    const after = await apply(trx, before);
    await recordAudit(trx, ctx, actor, { action, targetType: 'staff', targetId: memberId, before, after });
  });
}

export async function changeStaffRole(ctx: AppContext, actor: Actor, memberId: number, role: StaffRole): Promise<StaffMember> {
  await change(ctx, actor, memberId, 'staff.role', role !== 'owner', async (trx) => {
    await trx.updateTable('staff').set({ role, updated_at: isoNow(ctx.clock) }).where('member_id', '=', memberId).execute();
    return { role };
  });
  return staffMemberOf(ctx, memberId);
}

/** Suspending ends every console session at once; restoring lets them sign in again. */
export async function setStaffSuspended(ctx: AppContext, actor: Actor, memberId: number, suspend: boolean): Promise<StaffMember> {
  if (actor.adminId === memberId) throw badRequest(msg.staff.notSelf);
  await change(ctx, actor, memberId, suspend ? 'staff.suspend' : 'staff.restore', suspend, async (trx, before) => {
    if (before.status === (suspend ? 'suspended' : 'active')) throw conflict(suspend ? msg.staff.alreadySuspended : msg.staff.notSuspended);
    const at = isoNow(ctx.clock);
    await trx.updateTable('staff').set({ status: suspend ? 'suspended' : 'active', updated_at: at }).where('member_id', '=', memberId).execute();
    if (suspend) await endSessions(trx, memberId, at);
    return { status: suspend ? 'suspended' : 'active' };
  });
  return staffMemberOf(ctx, memberId);
}

/** The staff row goes (the member account stays, as an ordinary member); their sessions end. */
export async function removeStaff(ctx: AppContext, actor: Actor, memberId: number): Promise<void> {
  if (actor.adminId === memberId) throw badRequest(msg.staff.notSelf);
  await change(ctx, actor, memberId, 'staff.remove', true, async (trx) => {
    const at = isoNow(ctx.clock);
    await trx.deleteFrom('staff_recovery_codes').where('member_id', '=', memberId).execute();
    await trx.deleteFrom('staff').where('member_id', '=', memberId).execute();
    await trx.updateTable('members').set({ role: 'member', updated_at: at }).where('id', '=', memberId).execute();
    await endSessions(trx, memberId, at);
    return { removed: true };
  });
}

/** The command line's owner (create-admin, make-admin): an owner staff row, made or restored. */
export async function makeOwner(trx: Trx, memberId: number, at: string): Promise<void> {
  await trx
    .insertInto('staff')
    .values({ member_id: memberId, role: 'owner', totp_secret_enc: null, totp_pending_enc: null, totp_enrolled_at: null, totp_locked_until: null, invited_by: null, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ role: 'owner', status: 'active', updated_at: at }))
    .execute();
}
