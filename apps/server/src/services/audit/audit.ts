import type { AuditEntry, Paged } from '@snsshop/shared';
import type { z } from 'zod';
import type { auditQuerySchema } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { jsonOrNull } from '../../db/query-helpers.js';
import { consolePage } from '../../db/id-pages.js';

/** Who is acting: an admin member, or null for the command line. */
export interface Actor {
  adminId: number | null;
}

export interface AuditInput {
  action: string;
  targetType: string;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes the audit row of an admin action. Always called with the transaction that makes the
 * change, so a change without its audit row (or an audit row without its change) cannot exist.
 */
export async function recordAudit(trx: Executor, ctx: Pick<AppContext, 'clock'>, actor: Actor, input: AuditInput): Promise<number> {
  const row = await trx
    .insertInto('admin_audit')
    .values({
      admin_id: actor.adminId,
      action: input.action,
      target_type: input.targetType,
      target_id: input.targetId == null ? null : String(input.targetId),
      before_json: jsonOrNull(input.before),
      after_json: jsonOrNull(input.after),
      created_at: isoNow(ctx.clock),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Whether a write changed a row. A change is audited only when it happened: the request that lost a
 * race for the same record (two owners deleting one row at once) touches nothing, and its caller
 * answers 404 or 409 — the rollback takes its audit row with it.
 */
export const changedRows = (result: { numUpdatedRows: bigint } | { numDeletedRows: bigint } | undefined): number =>
  result === undefined ? 0 : Number('numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows);

const parse = (text: string | null): unknown => (text == null ? null : JSON.parse(text));

export async function listAudit(ctx: AppContext, query: z.output<typeof auditQuerySchema>): Promise<Paged<AuditEntry>> {
  let q = ctx.db.selectFrom('admin_audit as a').leftJoin('members as m', 'm.id', 'a.admin_id');
  if (query.action) q = q.where('a.action', '=', query.action);
  if (query.adminId) q = q.where('a.admin_id', '=', query.adminId);
  if (query.targetType) q = q.where('a.target_type', '=', query.targetType);
  if (query.targetId) q = q.where('a.target_id', '=', query.targetId);
  const rows = q.select(['a.id', 'a.admin_id', 'm.login_id', 'a.action', 'a.target_type', 'a.target_id', 'a.before_json', 'a.after_json', 'a.created_at']);
  return consolePage(ctx.db, rows, 'a.id', query, (r) => ({
    id: r.id,
    adminId: r.admin_id,
    adminLoginId: r.login_id ?? null,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    before: parse(r.before_json),
    after: parse(r.after_json),
    createdAt: r.created_at,
  }));
}
