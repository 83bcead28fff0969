import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * A sent order's last status answer the shop could not act on (services/orders/answer-problem.ts):
 * why (`answer_problem`: unreadable, partial_without_remains, ended_without_posts) and the panel's
 * own words, for the owner; cleared by the next answer the shop can act on.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('orders').addColumn('answer_problem', 'varchar(40)').execute();
  await db.schema.alterTable('orders').addColumn('answer_words', 'text').execute();
}
