import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * What a member agreed to at sign-up (docs/storefront-rules.md §5): 이용약관 and 개인정보 수집·이용, each with
 * its time and the version (effective date) of the text, and the optional marketing consent with the time
 * it was last answered. One row per member, written in the transaction that creates the member; members
 * who signed up before this migration have none, or only their later marketing answer (terms and privacy null).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('member_consents')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
    .addColumn('terms_version', 'text')
    .addColumn('terms_agreed_at', 'text')
    .addColumn('privacy_version', 'text')
    .addColumn('privacy_agreed_at', 'text')
    .addColumn('marketing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('marketing_at', 'text', (c) => c.notNull())
    .execute();
}
