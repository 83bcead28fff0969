import { msg } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { PRUNE_SHARE } from './throttle.js';

const WINDOW_MS = 15 * 60_000;
const PER_ID_AND_IP = 5;
const PER_IP = 20;
const PER_ID_FROM_NEW_IPS = 50;
const KNOWN_IP_MS = 30 * 24 * 3600_000;
const KEEP_MS = 90 * 24 * 3600_000; // login records are kept 3 months

/**
 * Throttling that an attacker cannot turn into a lasting lock-out (OWASP ASVS):
 * - one IP, one id: 5 failures since that IP's last success within 15 min → only that IP waits;
 * - one IP, any ids: 20 failures in 15 min → that IP waits;
 * - one id, many IPs: 50 failures in 15 min → IPs without a success for that id in 30 days wait,
 *   while an IP the member logged in from keeps working. Every wait ends when the window slides.
 */
export async function checkLoginThrottle(ctx: AppContext, loginId: string, ip: string): Promise<void> {
  const now = ctx.clock.now().getTime();
  const windowStart = new Date(now - WINDOW_MS).toISOString();
  const { db } = ctx;
  const count = async (q: ReturnType<typeof base>) => Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const base = () => db.selectFrom('login_attempts').where('ok', '=', 0).where('created_at', '>', windowStart);

  if ((await count(base().where('ip', '=', ip))) >= PER_IP) throw new AppError(429, msg.login.tooManyAttempts);

  const lastOk = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('login_id', '=', loginId)
    .where('ip', '=', ip)
    .where('ok', '=', 1)
    .executeTakeFirst();
  const lastOkAt = lastOk?.at ?? null;
  const pairSince = lastOkAt && lastOkAt > windowStart ? lastOkAt : windowStart;
  const pairFails = await count(db.selectFrom('login_attempts').where('ok', '=', 0).where('created_at', '>', pairSince).where('login_id', '=', loginId).where('ip', '=', ip));
  if (pairFails >= PER_ID_AND_IP) throw new AppError(429, msg.login.tooManyAttempts);

  const knownIp = lastOkAt !== null && lastOkAt > new Date(now - KNOWN_IP_MS).toISOString();
  if (!knownIp && (await count(base().where('login_id', '=', loginId))) >= PER_ID_FROM_NEW_IPS) {
    throw new AppError(429, msg.login.tooManyAttempts);
  }
}

export async function recordLoginAttempt(ctx: AppContext, loginId: string, ip: string, ok: boolean): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.insertInto('login_attempts').values({ login_id: loginId, ip, ok: ok ? 1 : 0, created_at: now.toISOString() }).execute();
  if (Math.random() < PRUNE_SHARE) {
    await ctx.db.deleteFrom('login_attempts').where('created_at', '<', new Date(now.getTime() - KEEP_MS).toISOString()).execute();
  }
}
