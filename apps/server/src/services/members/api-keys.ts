import crypto from 'node:crypto';
import type { AppContext } from '../../context.js';
import { compiledOnce } from '../../db/compiled-once.js';
import { isoNow } from '../../lib/clock.js';
import { openSealedText, sealText } from '../../lib/sealed-text.js';
import { accountKit } from './account-kit.js';
import { keyedHash } from './hashing.js';

/**
 * The database holds no usable key: a keyed hash (HMAC-SHA256) to find the member, and an
 * AES-256-GCM ciphertext so the profile can show the key again. Renewing replaces both at once,
 * so the old key stops working with the same UPDATE.
 */
const lookupHash = (ctx: AppContext, key: string) => keyedHash(ctx, `api-key:${key}`);

export function encryptApiKey(ctx: AppContext, key: string): string {
  return sealText(accountKit(ctx).secrets.apiKeyEncKey, key);
}

/** null when the ciphertext cannot be read (e.g. the master secret changed): the member renews. */
export function decryptApiKey(ctx: AppContext, stored: string | null): string | null {
  return openSealedText(accountKit(ctx).secrets.apiKeyEncKey, stored);
}

export async function renewApiKey(ctx: AppContext, memberId: number): Promise<string> {
  const key = crypto.randomBytes(20).toString('hex');
  await ctx.db
    .updateTable('members')
    .set({ api_key_hash: lookupHash(ctx, key), api_key_enc: encryptApiKey(ctx, key), updated_at: isoNow(ctx.clock) })
    .where('id', '=', memberId)
    .where('status', '=', 'active')
    .execute();
  forgetApiKeys(ctx, memberId);
  return key;
}

export interface ApiKeyMember {
  id: number;
  loginId: string;
  /** The key's lookup hash: an order checks it again in its own read (placeOrder), so a renewed key never orders. */
  keyHash: string;
  /** the member's tier discount in percent, for the prices `services` shows (an order reads it again itself) */
  tierDiscountPct: number;
}

/**
 * How long a process answers to a key it looked up. A key renewed or a member suspended or deleted is
 * forgotten at once by the process that did it (forgetApiKeys); other server processes stop
 * answering to it within this time — and never place an order with it, which checks the key again.
 */
export const API_KEY_CACHE_MS = 2_000;
/**
 * How long an order call (`add`) may go on with a key looked up before: the order's own read checks
 * the key again (placeOrder), and a key it refuses is forgotten (forgetApiKeys), so a reseller who
 * orders every few seconds pays no look-up and no keyed hash for each order.
 */
export const ORDER_KEY_CACHE_MS = 60_000;
const MAX_CACHED_KEYS = 10_000;

interface KeyCache {
  /**
   * By the key as sent, so a call that hits pays no keyed hash (an HMAC cost more CPU than the rest of
   * the look-up): the key sits in this process's memory while it is used, where every request that
   * carries it is read anyway; the database keeps only its hash. `at`: when it was read.
   */
  byKey: Map<string, { member: ApiKeyMember; at: number }>;
  /** Moves with every forget: a lookup that read the row before it does not keep what it read. */
  generation: number;
}
const caches = new WeakMap<AppContext, KeyCache>();
const cacheOf = (ctx: AppContext): KeyCache => {
  let c = caches.get(ctx);
  if (!c) caches.set(ctx, (c = { byKey: new Map(), generation: 0 }));
  return c;
};

/** Every cached key of the member (renewed, suspended, deleted): this process stops answering to it now. */
export function forgetApiKeys(ctx: AppContext, memberId: number): void {
  const cache = cacheOf(ctx);
  cache.generation += 1;
  for (const [key, e] of cache.byKey) if (e.member.id === memberId) cache.byKey.delete(key);
}

/**
 * The member an `api-key` header belongs to, or null (unknown, renewed away, suspended, deleted). A
 * key read within `maxAgeMs` is answered from this process's memory: API_KEY_CACHE_MS, or
 * ORDER_KEY_CACHE_MS for an order, which checks the key again itself (and forgets the member's keys when it refuses one).
 */
export async function findMemberByApiKey(ctx: AppContext, key: string, maxAgeMs = API_KEY_CACHE_MS): Promise<ApiKeyMember | null> {
  if (!key || key.length > 200) return null;
  const cache = cacheOf(ctx);
  const now = ctx.clock.now().getTime();
  const hit = cache.byKey.get(key);
  if (hit && now - hit.at < maxAgeMs) return hit.member;
  const keyHash = lookupHash(ctx, key);
  const generation = cache.generation;
  const row = (await memberByKeyHash(ctx.db, { keyHash })).rows[0];
  cache.byKey.delete(key);
  if (!row) return null;
  const member = { id: row.id, loginId: row.login_id, keyHash, tierDiscountPct: row.tier_pct ?? 0 };
  if (generation === cache.generation) {
    if (cache.byKey.size >= MAX_CACHED_KEYS) cache.byKey.delete(cache.byKey.keys().next().value!);
    cache.byKey.set(key, { member, at: now });
  }
  return member;
}

const memberByKeyHash = compiledOnce(['keyHash'], (db, { keyHash }: { keyHash: string }) =>
  db
    .selectFrom('members')
    .leftJoin('member_tiers', 'member_tiers.id', 'members.tier_id')
    .select(['members.id', 'members.login_id', 'member_tiers.discount_pct as tier_pct'])
    .where('members.api_key_hash', '=', keyHash)
    .where('members.status', '=', 'active'),
);

const memberPoint = compiledOnce(['id'], (db, { id }: { id: number }) => db.selectFrom('members').select('point').where('id', '=', id));

/** The member's balance now (the key's member may come from the cache; the balance never does). */
export async function apiKeyBalance(ctx: AppContext, member: ApiKeyMember): Promise<number> {
  const row = (await memberPoint(ctx.db, { id: member.id })).rows[0];
  return Number(row?.point ?? 0);
}
