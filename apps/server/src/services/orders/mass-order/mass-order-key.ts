import crypto from 'node:crypto';
import { massOrderMessages as m, type MassOrderBody, type MassOrderResult } from '@snsshop/shared';
import type { Executor, Trx } from '../../../db/database.js';
import { conflict } from '../../../lib/errors.js';

/** The submission's key beside the single orders' keys (idempotency_keys), in a space of its own. */
const stored = (key: string) => `mass:${key}`;
const requestHash = (body: MassOrderBody) => crypto.createHash('sha256').update(JSON.stringify(['mass', body.text, body.mode])).digest('hex');

/**
 * The submission's key claimed in its transaction, as a single order claims its Idempotency-Key
 * (placing/idempotent-order.ts): null when this request is the first, or the first one's answer. The
 * primary key makes a twin sent at the same moment wait here until the first transaction ends; a
 * refused submission rolls its claim back, so the same key may be sent again.
 */
export async function claimMassOrderKey(trx: Trx, memberId: number, key: string, body: MassOrderBody, at: string): Promise<MassOrderResult | null> {
  const hash = requestHash(body);
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({ member_id: memberId, key: stored(key), request_hash: hash, response: null, created_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (claimed) return null;
  const first = await trx.selectFrom('idempotency_keys').select(['request_hash', 'response']).where('member_id', '=', memberId).where('key', '=', stored(key)).executeTakeFirstOrThrow();
  if (first.request_hash !== hash || !first.response) throw conflict(m.keyMismatch);
  return JSON.parse(first.response) as MassOrderResult;
}

export async function recordMassOrderAnswer(trx: Trx, memberId: number, key: string, result: MassOrderResult): Promise<void> {
  await trx.updateTable('idempotency_keys').set({ response: JSON.stringify(result) }).where('member_id', '=', memberId).where('key', '=', stored(key)).execute();
}

export async function memberBalance(db: Executor, memberId: number): Promise<number> {
  const row = await db.selectFrom('members').select('point').where('id', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.point);
}
