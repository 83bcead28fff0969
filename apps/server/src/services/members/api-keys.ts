import crypto from 'node:crypto';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { accountKit } from './account-kit.js';
import { keyedHash } from './hashing.js';

/**
 * The database holds no usable key: a keyed hash (HMAC-SHA256) to find the member, and an
 * AES-256-GCM ciphertext so the profile can show the key again. Renewing replaces both at once,
 * so the old key stops working with the same UPDATE.
 */
const lookupHash = (ctx: AppContext, key: string) => keyedHash(ctx, `api-key:${key}`);

export function encryptApiKey(ctx: AppContext, key: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', accountKit(ctx).secrets.apiKeyEncKey, iv);
  const data = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join('.');
}

/** null when the ciphertext cannot be read (e.g. the master secret changed): the member renews. */
export function decryptApiKey(ctx: AppContext, stored: string | null): string | null {
  if (!stored) return null;
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', accountKit(ctx).secrets.apiKeyEncKey, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export async function renewApiKey(ctx: AppContext, memberId: number): Promise<string> {
  const key = crypto.randomBytes(20).toString('hex');
  await ctx.db
    .updateTable('members')
    .set({ api_key_hash: lookupHash(ctx, key), api_key_enc: encryptApiKey(ctx, key), updated_at: isoNow(ctx.clock) })
    .where('id', '=', memberId)
    .where('status', '=', 'active')
    .execute();
  return key;
}

export interface ApiKeyMember {
  id: number;
  loginId: string;
  point: number;
}

/** The member an `api-key` header belongs to, or null (unknown, renewed away, deleted). */
export async function findMemberByApiKey(ctx: AppContext, key: string): Promise<ApiKeyMember | null> {
  if (!key || key.length > 200) return null;
  const row = await ctx.db
    .selectFrom('members')
    .select(['id', 'login_id', 'point'])
    .where('api_key_hash', '=', lookupHash(ctx, key))
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row ? { id: row.id, loginId: row.login_id, point: Number(row.point) } : null;
}
