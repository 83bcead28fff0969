import { chargeStatusLabel, feeTypeLabel, orderStatusLabel, type ExportQuery, type OrderStatus, type ReceiptSummary } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { boundary } from '../../db/query-helpers.js';
import { receiptsOfCharges } from '../receipts/receipt-summaries.js';

/** Excel opens a UTF-8 file as Korean only with the byte-order mark. */
export const BOM = '\uFEFF';

/** One CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
function field(v: unknown): string {
  let s = v === null || v === undefined ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}
export const line = (r: unknown[]) => r.map(field).join(',') + '\r\n';
/** Rows read per statement: memory holds one chunk of rows and its text, however long the period. */
export const EXPORT_CHUNK = 1000;
type Cursor = { at: string; id: number } | null;

/**
 * A period read by keyset on (created_at, id), EXPORT_CHUNK rows a statement (`read` answers the rows
 * after the cursor, or from the period's start without one); each chunk is written out before the next
 * is read.
 */
export async function* inChunks<R extends { created_at: string; id: number }>(read: (after: Cursor) => Promise<R[]>, render: (row: R) => string): AsyncGenerator<string> {
  let after: Cursor = null;
  for (;;) {
    const rows = await read(after);
    if (rows.length === 0) return;
    yield rows.map(render).join('');
    if (rows.length < EXPORT_CHUNK) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.created_at, id: last.id };
  }
}

export const kst = (iso: string | null) => (iso ? new Date(Date.parse(iso) + 9 * 3600_000).toISOString().slice(0, 19).replace('T', ' ') : '');

/**
 * Orders placed in the period (Korean days, both ends included), one row each, as an accountant reads
 * them: streamed, one chunk of EXPORT_CHUNK rows per statement, read by keyset on (created_at, id)
 * (index orders_created) and written out before the next chunk is read. A child's cost (a remainder
 * carried to another route) is summed into its parent by a subquery on orders_parent, not a list of ids.
 */
export async function* ordersCsv(ctx: AppContext, q: ExportQuery): AsyncGenerator<string> {
  yield BOM + line(['주문일시', '주문번호', '회원 아이디', '상품', '링크', '수량', '결제 금액(원)', '환불(원)', '순매출(원)', '원가(원)', '상태']);
  const to = boundary(q.to, true);
  yield* inChunks(
    (cursor) =>
      ctx.db
        .selectFrom('orders as o')
        .select(['o.id', 'o.created_at', 'o.link', 'o.quantity', 'o.charge', 'o.refunded', 'o.cost_won', 'o.status'])
        // the member's id and the product's name looked up per row: a join let SQLite's planner start from
        // members and sort the whole period on every chunk (2 s a chunk at a million orders), not seek orders_created
        .select((eb) => [
          eb.selectFrom('members as m').select('m.login_id').whereRef('m.id', '=', 'o.member_id').as('login_id'),
          eb.selectFrom('services as s').select('s.text').whereRef('s.id', '=', 'o.service_id').as('text'),
        ])
        .select((eb) =>
          eb
            .selectFrom('orders as c')
            .select((c) => c.fn.sum<number>('c.cost_won').as('cost'))
            .whereRef('c.parent_order_id', '=', 'o.id')
            .where('c.status', '<>', 5)
            .as('child_cost'),
        )
        .$if(cursor === null, (qb) => qb.where('o.created_at', '>=', boundary(q.from)))
        .$if(cursor !== null, (qb) => qb.where((eb) => eb(eb.refTuple('o.created_at', 'o.id'), '>', eb.tuple(cursor!.at, cursor!.id))))
        .where('o.created_at', '<', to)
        .where('o.parent_order_id', 'is', null)
        .orderBy('o.created_at')
        .orderBy('o.id')
        .limit(EXPORT_CHUNK)
        .execute(),
    (r) => {
      const cost = r.status === 5 ? 0 : Number(r.cost_won ?? 0) + Number(r.child_cost ?? 0);
      return line([kst(r.created_at), r.id, r.login_id, r.text, r.link, r.quantity, Number(r.charge), Number(r.refunded), Number(r.charge) - Number(r.refunded), cost, orderStatusLabel[r.status as OrderStatus] ?? r.status]);
    },
  );
}

/** A charge's issued documents for the accountant: the receipt's number and state, then each reversal's. */
function receiptFields(r: ReceiptSummary | undefined): string[] {
  if (!r) return ['', '', '', '', ''];
  const reversals = r.reversals.map((x) => `${x.label} ${x.number ?? '-'} ${x.statusText} (${x.amount}원)`).join(' / ');
  return [r.label, r.documentKey, r.number ?? '', r.statusText, reversals];
}

/**
 * Charge requests made in the period, with the receipt asked for and its details (tax invoice or cash
 * receipt), and the document issued for it (number, state, cancellations); streamed like ordersCsv,
 * each chunk's documents read in one more statement.
 */
export async function* chargesCsv(ctx: AppContext, q: ExportQuery): AsyncGenerator<string> {
  const details = (type: string, value: string | null) => {
    if (!value) return ['', '', '', '', ''];
    const v = JSON.parse(value) as Record<string, string>;
    return type === 'FEE' ? [v.company, v.businessNumber, v.leader, v.email, v.phone] : ['', v.businessNumber ?? '', '', '', v.phone ?? ''];
  };
  yield BOM +
    line(['신청일시', '충전번호', '회원 아이디', '입금자명', '충전 포인트', '입금액(원)', '상태', '처리일시', '영수증', '상호', '사업자등록번호', '대표자', '이메일', '전화번호', '발급 문서', '문서번호', '승인번호', '발급 상태', '취소·수정 문서']);
  const to = boundary(q.to, true);
  let receipts = new Map<number, ReceiptSummary>();
  yield* inChunks(
    async (cursor) => {
      const rows = await ctx.db
        .selectFrom('point_charges as c')
        .select(['c.id', 'c.order_number', 'c.created_at', 'c.responded_at', 'c.depositor', 'c.point', 'c.pay_amount', 'c.status', 'c.fee_type', 'c.fee_value', 'c.decided_by'])
        // the member's id per row, as ordersCsv does: point_charges' own index drives the chunk
        .select((eb) => eb.selectFrom('members as m').select('m.login_id').whereRef('m.id', '=', 'c.member_id').as('login_id'))
        .$if(cursor === null, (qb) => qb.where('c.created_at', '>=', boundary(q.from)))
        .$if(cursor !== null, (qb) => qb.where((eb) => eb(eb.refTuple('c.created_at', 'c.id'), '>', eb.tuple(cursor!.at, cursor!.id))))
        .where('c.created_at', '<', to)
        .orderBy('c.created_at')
        .orderBy('c.id')
        .limit(EXPORT_CHUNK)
        .execute();
      receipts = await receiptsOfCharges(ctx.db, rows.map((r) => r.id));
      return rows;
    },
    (r) =>
      line([
        kst(r.created_at),
        r.order_number,
        r.login_id,
        r.depositor,
        Number(r.point),
        Number(r.pay_amount),
        chargeStatusLabel[r.status] ?? r.status,
        kst(r.responded_at),
        feeTypeLabel[r.fee_type] ?? r.fee_type,
        ...details(r.fee_type, r.fee_value),
        ...receiptFields(receipts.get(r.id)),
      ]),
  );
}
