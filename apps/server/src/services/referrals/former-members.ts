import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { keyedHash } from '../members/hashing.js';

/** Keyed hashes of an e-mail and a phone: the table alone cannot be searched or reversed. */
const marksOf = (ctx: AppContext, email: string | null, phone: string | null) =>
  [email ? `e:${email.toLowerCase()}` : null, phone ? `p:${phone}` : null].filter((v): v is string => v !== null).map((v) => keyedHash(ctx, v));

/**
 * A referred member leaving: their e-mail and phone are remembered only as keyed hashes, so the same
 * person signing up again with a code earns their referrer nothing (the delete keeps no address in clear).
 */
export async function rememberFormerReferee(trx: Executor, ctx: AppContext, member: { email: string | null; phone_number: string | null; referred_by: number | null }, at: string) {
  if (member.referred_by === null) return;
  for (const mark of marksOf(ctx, member.email, member.phone_number)) {
    await trx.insertInto('former_member_marks').values({ mark, created_at: at }).onConflict((oc) => oc.column('mark').doNothing()).execute();
  }
}

/** Whether a sign-up's e-mail or phone belonged to a deleted, referred member. */
export async function isFormerReferee(db: Executor, ctx: AppContext, email: string | null, phone: string | null): Promise<boolean> {
  const marks = marksOf(ctx, email, phone);
  if (marks.length === 0) return false;
  return !!(await db.selectFrom('former_member_marks').select('mark').where('mark', 'in', marks).executeTakeFirst());
}
