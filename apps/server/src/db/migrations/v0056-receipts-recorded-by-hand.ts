import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * A receipt the owner issued at 홈택스 and recorded in the console: `recorded_by` names the staff
 * member who wrote its 승인번호 in (null for a document Popbill issued).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the current schema type
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('receipt_documents').addColumn('recorded_by', 'integer').execute();
}
