import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { Db } from './database.js';
import { giveBack, pruneCounters, takeCounter } from './rate-counters.js';

/** At most `max` events in any `windowMs` (a sliding window; the database's frees a slot up to windowMs/12 late, never early). */
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
  /** Events in the first rule's first window (the refusing one's when refused), this one included when it was counted. */
  counted: number;
  /** When the oldest of those leaves the window, less the window (ms): its time, or a little later (the database counts in slots); now when none. */
  oldestMs: number;
}

/**
 * Where rate limits are counted, shared by every server process: the shop's database by default,
 * Redis/Valkey when REDIS_URL is set. An event is counted against all of its rules or none.
 */
export interface RateStore {
  readonly kind: 'database' | 'redis';
  take(rules: RateRuleSpec[], nowMs: number): Promise<RateTake>;
  close(): Promise<void>;
}

/** Share of calls that also prune rows whose windows are empty: cheap on average, and few rows outlive their window by much. */
export const PRUNE_SHARE = 0.02;

/**
 * One row per (bucket, key, window) in `rate_counters`, each limit taken by one statement that
 * counts the event only if there is room (db/rate-counters.ts): exact under racing calls from any
 * number of processes, and the same work whatever the limit. When a later limit refuses, the
 * limits already taken are given back, so an event counts against all of its rules or none.
 */
export function databaseRateStore(db: Db): RateStore {
  return {
    kind: 'database',
    async take(rules, now) {
      const taken: { rule: RateRuleSpec; windowMs: number; slot: number }[] = [];
      let first = { counted: 0, oldestMs: now };
      for (const [r, rule] of rules.entries()) {
        for (const [l, limit] of rule.limits.entries()) {
          const t = await takeCounter(db, rule.bucket, rule.key, limit.max, limit.windowMs, now);
          if (r === 0 && l === 0) first = { counted: t.counted, oldestMs: t.oldestMs };
          if (!t.ok) {
            for (const x of taken) await giveBack(db, x.rule.bucket, x.rule.key, x.windowMs, x.slot);
            return { refused: { rule: r, limit: l }, counted: t.counted, oldestMs: t.oldestMs };
          }
          taken.push({ rule, windowMs: limit.windowMs, slot: t.slot });
        }
      }
      if (Math.random() < PRUNE_SHARE) await pruneCounters(db, now);
      return { refused: null, ...first };
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

export function redisRateStore(url: string): RateStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
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
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** The store the settings ask for: Redis/Valkey with REDIS_URL, else the database. */
export function createRateStore(db: Db, redisUrl: string | undefined): RateStore {
  return redisUrl ? redisRateStore(redisUrl) : databaseRateStore(db);
}
