import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { onPostgres, type Db, type Executor } from './database.js';
import { inGroupCommit } from './group-commit.js';
import { giveBackCounted, pruneCounters, slotAt, takeCounter, takeGuarded, takeGuardedMany, type CounterSpec, type GuardedTake } from './rate-counters.js';

/** At most `max` events in any `windowMs` (a sliding window). */
export interface RateLimitSpec {
  max: number;
  windowMs: number;
}

/** One counter (bucket + key, e.g. sign-ups from one address) and the limits it must stay within. */
export interface RateRuleSpec {
  bucket: string;
  key: string;
  limits: RateLimitSpec[];
}

export interface RateTake {
  /** The rule and limit that refused the event (it was not counted), or null: counted against every rule. */
  refused: { rule: number; limit: number } | null;
  /** Events in the first rule's first window, this one included when it was counted. */
  counted: number;
  /** When the oldest of those was counted (ms), or now. */
  oldestMs: number;
}

export interface WindowTake {
  ok: boolean;
  /** Events in the window, this one included when it was counted. */
  counted: number;
  /** When the oldest of those leaves the window, less the window (ms); now when none. */
  oldestMs: number;
}

/**
 * Where rate limits are counted, shared by every server process: the shop's database by default,
 * Redis/Valkey when REDIS_URL is set. An event is counted against all of its rules or none.
 */
export interface RateStore {
  readonly kind: 'database' | 'redis';
  take(rules: RateRuleSpec[], nowMs: number): Promise<RateTake>;
  /**
   * One event against one window, for a limit that may be large (the customer API's): the same work
   * whatever the limit, and exact (never more than `limit` in any window) however many processes ask.
   */
  takeWindow(bucket: string, key: string, limit: number, windowMs: number, nowMs: number): Promise<WindowTake>;
  /**
   * One event against `window`, as takeWindow counts it, unless `guard` is full: the guard is read,
   * never counted (the customer API's address window, which a known key's call must not be let past
   * when guessing has filled it). The database does it in one statement.
   */
  takeGuarded(guard: CounterSpec, window: CounterSpec, nowMs: number): Promise<GuardedTake>;
  /**
   * Up to `n` events against `window` at once, as takeGuarded counts one (a lease): as many as the
   * window has room for, none when the guard is full. `giveBack` uncounts those never used.
   */
  takeLease(guard: CounterSpec, window: CounterSpec, n: number, nowMs: number): Promise<WindowLease>;
  close(): Promise<void>;
}

export interface WindowLease extends GuardedTake {
  /** Events counted by this take; the take's `counted` is the window's count after all of them. */
  granted: number;
  /** Uncounts `unused` of them (at most `granted`), so that another call may have their places. */
  giveBack(unused: number): Promise<void>;
}

const DAY_MS = 24 * 3600_000;
/** Share of calls that also prune old rows: cheap on average, and no row outlives a day by much. */
export const PRUNE_SHARE = 0.02;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * take: rows in `rate_events`, one per event, for the small limits (sign-ups, codes, find-id and
 * find-password) that must free a slot to the millisecond. One transaction per call counts the events
 * of every rule first and writes this one only when every limit has room, so it is exact however many
 * processes ask at once (as Redis's script is): SQLite's transactions take the write lock first (BEGIN
 * IMMEDIATE); on PostgreSQL each rule's key is locked for the transaction (an advisory lock, taken in
 * one order, so two calls never wait on each other in a ring).
 * takeWindow: one counter row per window (db/rate-counters.ts), one statement per call.
 */
export function databaseRateStore(db: Db, opts: { groupCommit?: boolean } = {}): RateStore {
  // SQLite: a counter's statement shares the COMMIT of the others taken in the same turn (and of the
  // orders placed then) instead of paying a commit of its own; it is answered only once that is durable.
  const write = <T>(work: (e: Executor) => Promise<T>): Promise<T> => (opts.groupCommit ? inGroupCommit(db, work, { keepPartial: true }) : work(db));
  const postgres = onPostgres(db);
  return {
    kind: 'database',
    async take(rules, now) {
      const taken = await db.transaction().execute(async (trx): Promise<RateTake> => {
        if (postgres) {
          const keys = [...new Set(rules.map((rule) => `${rule.bucket}\n${rule.key}`))].sort();
          for (const key of keys) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
        }
        let first = { counted: 1, oldestMs: now };
        for (const [r, rule] of rules.entries()) {
          const longest = Math.max(...rule.limits.map((l) => l.windowMs));
          const rows = await trx
            .selectFrom('rate_events')
            .select('created_at')
            .where('bucket', '=', rule.bucket)
            .where('key', '=', rule.key)
            .where('created_at', '>', iso(now - longest))
            .execute();
          for (const [l, limit] of rule.limits.entries()) {
            const inWindow = rows.filter((x) => x.created_at > iso(now - limit.windowMs));
            const oldestMs = inWindow.reduce((m, x) => Math.min(m, Date.parse(x.created_at)), now);
            // refused when the events already in the window leave no room for this one (nothing written)
            if (inWindow.length >= limit.max) return { refused: { rule: r, limit: l }, counted: inWindow.length, oldestMs };
            if (r === 0 && l === 0) first = { counted: inWindow.length + 1, oldestMs };
          }
        }
        for (const rule of rules) await trx.insertInto('rate_events').values({ bucket: rule.bucket, key: rule.key, created_at: iso(now) }).execute();
        return { refused: null, ...first };
      });
      if (Math.random() < PRUNE_SHARE) await db.deleteFrom('rate_events').where('created_at', '<', iso(now - DAY_MS)).execute();
      return taken;
    },
    async takeWindow(bucket, key, limit, windowMs, now) {
      const taken = await write((e) => takeCounter(e, bucket, key, limit, windowMs, now));
      if (Math.random() < PRUNE_SHARE) await pruneCounters(db, now);
      return taken;
    },
    async takeGuarded(guard, window, now) {
      const taken = await write((e) => takeGuarded(e, guard, window, now));
      if (Math.random() < PRUNE_SHARE) await pruneCounters(db, now);
      return taken;
    },
    async takeLease(guard, window, n, now) {
      const taken = await write((e) => takeGuardedMany(e, guard, window, n, now));
      const slot = slotAt(window.windowMs, now);
      const giveBack = async (unused: number) => {
        const back = Math.min(unused, taken.granted);
        if (back > 0) await write((e) => giveBackCounted(e, window, slot, back));
      };
      return Object.assign(taken, { giveBack });
    },
    close: async () => {},
  };
}

/**
 * One sorted set per counter (score = time); one Lua script checks every rule and counts the event
 * in all of them, atomically, so the limit is exact however many processes ask at once.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local member = ARGV[2]
local pos = 3
local rules = {}
for i = 1, #KEYS do
  local n = tonumber(ARGV[pos]); pos = pos + 1
  local limits = {}
  local longest = 0
  for j = 1, n do
    local max = tonumber(ARGV[pos]); local win = tonumber(ARGV[pos + 1]); pos = pos + 2
    limits[j] = { max, win }
    if win > longest then longest = win end
  end
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - longest)
  for j = 1, n do
    local since = '(' .. (now - limits[j][2])
    local c = redis.call('ZCOUNT', KEYS[i], since, '+inf')
    if c >= limits[j][1] then
      local oldest = redis.call('ZRANGEBYSCORE', KEYS[i], since, '+inf', 'WITHSCORES', 'LIMIT', 0, 1)
      return { 0, i, j, c, oldest[2] or tostring(now) }
    end
  end
  rules[i] = { limits, longest }
end
for i = 1, #KEYS do
  redis.call('ZADD', KEYS[i], now, member)
  redis.call('PEXPIRE', KEYS[i], rules[i][2])
end
local since = '(' .. (now - rules[1][1][1][2])
local c = redis.call('ZCOUNT', KEYS[1], since, '+inf')
local oldest = redis.call('ZRANGEBYSCORE', KEYS[1], since, '+inf', 'WITHSCORES', 'LIMIT', 0, 1)
return { 1, 0, 0, c, oldest[2] or tostring(now) }
`;

/** Up to ARGV[3] events at once in one window (a lease), each a member `tag:i`; answers how many, the count after them, the oldest's time. */
const LEASE_SCRIPT = `
local now = tonumber(ARGV[1])
local n = tonumber(ARGV[3]); local max = tonumber(ARGV[4]); local win = tonumber(ARGV[5])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - win)
local since = '(' .. (now - win)
local c = redis.call('ZCOUNT', KEYS[1], since, '+inf')
local g = math.max(0, math.min(n, max - c))
for i = 1, g do redis.call('ZADD', KEYS[1], now, ARGV[2] .. ':' .. i) end
if g > 0 then redis.call('PEXPIRE', KEYS[1], win) end
local oldest = redis.call('ZRANGEBYSCORE', KEYS[1], since, '+inf', 'WITHSCORES', 'LIMIT', 0, 1)
return { g, c + g, oldest[2] or tostring(now) }
`;

export function redisRateStore(url: string): RateStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  /** The guard's state when it is full (its count and oldest in one round trip), else null. */
  const fullGuard = async (guard: CounterSpec, now: number): Promise<GuardedTake | null> => {
    const key = `snsshop:rate:${guard.bucket}:${guard.key}`;
    const since = `(${now - guard.windowMs}`;
    const [[, count], [, first]] = (await redis.multi().zcount(key, since, '+inf').zrangebyscore(key, since, '+inf', 'WITHSCORES', 'LIMIT', 0, 1).exec()) as [[unknown, number], [unknown, string[]]];
    return Number(count) >= guard.max ? { by: 'guard', take: { ok: false, counted: Number(count), oldestMs: Number(first[1] ?? now) } } : null;
  };
  return {
    kind: 'redis',
    async take(rules, now) {
      const keys = rules.map((r) => `snsshop:rate:${r.bucket}:${r.key}`);
      const args: (string | number)[] = [now, `${now}:${crypto.randomBytes(6).toString('hex')}`];
      for (const r of rules) {
        args.push(r.limits.length);
        for (const l of r.limits) args.push(l.max, l.windowMs);
      }
      const [ok, rule, limit, count, oldest] = (await redis.eval(TAKE_SCRIPT, keys.length, ...keys, ...args)) as [number, number, number, number, string];
      return { refused: ok === 1 ? null : { rule: rule - 1, limit: limit - 1 }, counted: Number(count), oldestMs: Number(oldest) };
    },
    async takeWindow(bucket, key, limit, windowMs, now) {
      const t = await this.take([{ bucket, key, limits: [{ max: limit, windowMs }] }], now);
      return { ok: t.refused === null, counted: t.counted, oldestMs: t.oldestMs };
    },
    async takeGuarded(guard, window, now) {
      // the guard read, then the window taken as takeWindow takes it
      const full = await fullGuard(guard, now);
      if (full) return full;
      return { by: 'window', take: await this.takeWindow(window.bucket, window.key, window.max, window.windowMs, now) };
    },
    async takeLease(guard, window, n, now) {
      const full = await fullGuard(guard, now);
      if (full) return { ...full, granted: 0, giveBack: async () => {} };
      const key = `snsshop:rate:${window.bucket}:${window.key}`;
      const tag = `${now}:${crypto.randomBytes(6).toString('hex')}`;
      const [g, count, oldest] = (await redis.eval(LEASE_SCRIPT, 1, key, now, tag, n, window.max, window.windowMs)) as [number, number, string];
      const granted = Number(g);
      // the lease's last `unused` members go
      const giveBack = async (unused: number) => {
        const back = Math.min(unused, granted);
        if (back > 0) await redis.zrem(key, ...Array.from({ length: back }, (_, i) => `${tag}:${granted - i}`));
      };
      return { by: 'window', take: { ok: granted > 0, counted: Number(count), oldestMs: Number(oldest) }, granted, giveBack };
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** The store the settings ask for: Redis/Valkey with REDIS_URL, else the database. */
export function createRateStore(db: Db, redisUrl: string | undefined, dialect: 'sqlite' | 'postgres' = 'sqlite'): RateStore {
  return redisUrl ? redisRateStore(redisUrl) : databaseRateStore(db, { groupCommit: dialect === 'sqlite' });
}
