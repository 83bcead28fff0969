import { ledgerKindLabel, type pointStatementFilterSchema } from '@snsshop/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { BOM, EXPORT_CHUNK, inChunks, kst, line } from '../dashboard/accounting-export.js';
import { statementPeriod, statementRows, toStatementRow } from './point-statement.js';

/**
 * The member's statement of a period as CSV (UTF-8 with BOM, oldest first), streamed like the
 * console's exports: EXPORT_CHUNK rows a statement by keyset on (created_at, id), written as read.
 */
export async function* pointStatementCsv(ctx: AppContext, memberId: number, q: z.output<typeof pointStatementFilterSchema>): AsyncGenerator<string> {
  const period = statementPeriod(ctx, q);
  yield BOM + line(['일시', '구분', '금액(원)', '잔액(원)', '주문번호', '충전번호']);
  yield* inChunks(
    (cursor) =>
      statementRows(ctx, memberId, q, period)
        .select(['id', 'created_at', 'kind', 'delta', 'balance_after', 'ref_type', 'ref_id'])
        .$if(cursor !== null, (qb) => qb.where((eb) => eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(cursor!.at, cursor!.id))))
        .orderBy('created_at')
        .orderBy('id')
        .limit(EXPORT_CHUNK)
        .execute(),
    (r) => {
      const row = toStatementRow(r);
      return line([kst(row.createdAt), ledgerKindLabel[row.kind] ?? row.kind, row.delta, row.balanceAfter, row.orderId ?? '', row.chargeId ?? '']);
    },
  );
}
