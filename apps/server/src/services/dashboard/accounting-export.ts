import { chargeStatusLabel, feeTypeLabel, orderStatusLabel, type ExportQuery, type OrderStatus } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { boundary } from '../../db/query-helpers.js';

/** Excel opens a UTF-8 file as Korean only with the byte-order mark. */
const BOM = '\uFEFF';

/** One CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
function field(v: unknown): string {
  let s = v === null || v === undefined ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}
const csv = (rows: unknown[][]) => BOM + rows.map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
const kst = (iso: string | null) => (iso ? new Date(Date.parse(iso) + 9 * 3600_000).toISOString().slice(0, 19).replace('T', ' ') : '');

/** Orders placed in the period (Korean days, both ends included), one row each, as an accountant reads them. */
export async function ordersCsv(ctx: AppContext, q: ExportQuery): Promise<string> {
  const rows = await ctx.db
    .selectFrom('orders as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .innerJoin('services as s', 's.id', 'o.service_id')
    .select(['o.id', 'o.created_at', 'm.login_id', 's.text', 'o.link', 'o.quantity', 'o.charge', 'o.refunded', 'o.cost_won', 'o.status', 'o.parent_order_id'])
    .where('o.created_at', '>=', boundary(q.from))
    .where('o.created_at', '<', boundary(q.to, true))
    .where('o.parent_order_id', 'is', null)
    .orderBy('o.created_at')
    .orderBy('o.id')
    .execute();
  const costs = await ctx.db
    .selectFrom('orders')
    .select(['parent_order_id', (eb) => eb.fn.sum<number>('cost_won').as('cost')])
    .where('parent_order_id', 'in', rows.length ? rows.map((r) => r.id) : [0])
    .where('status', '<>', 5)
    .groupBy('parent_order_id')
    .execute();
  const childCost = new Map(costs.map((c) => [c.parent_order_id, Number(c.cost ?? 0)]));
  return csv([
    ['주문일시', '주문번호', '회원 아이디', '상품', '링크', '수량', '결제 금액(원)', '환불(원)', '순매출(원)', '원가(원)', '상태'],
    ...rows.map((r) => {
      const cost = r.status === 5 ? 0 : Number(r.cost_won ?? 0) + (childCost.get(r.id) ?? 0);
      return [kst(r.created_at), r.id, r.login_id, r.text, r.link, r.quantity, Number(r.charge), Number(r.refunded), Number(r.charge) - Number(r.refunded), cost, orderStatusLabel[r.status as OrderStatus] ?? r.status];
    }),
  ]);
}

/** Charge requests made in the period, with the receipt asked for and its details (tax invoice or cash receipt). */
export async function chargesCsv(ctx: AppContext, q: ExportQuery): Promise<string> {
  const rows = await ctx.db
    .selectFrom('point_charges as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['c.id', 'c.order_number', 'c.created_at', 'c.responded_at', 'm.login_id', 'c.depositor', 'c.point', 'c.pay_amount', 'c.status', 'c.fee_type', 'c.fee_value', 'c.decided_by'])
    .where('c.created_at', '>=', boundary(q.from))
    .where('c.created_at', '<', boundary(q.to, true))
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
  const details = (type: string, value: string | null) => {
    if (!value) return ['', '', '', '', ''];
    const v = JSON.parse(value) as Record<string, string>;
    return type === 'FEE' ? [v.company, v.businessNumber, v.leader, v.email, v.phone] : ['', '', '', '', v.phone];
  };
  return csv([
    ['신청일시', '충전번호', '회원 아이디', '입금자명', '충전 포인트', '입금액(원)', '상태', '처리일시', '영수증', '상호', '사업자등록번호', '대표자', '이메일', '전화번호'],
    ...rows.map((r) => [kst(r.created_at), r.order_number, r.login_id, r.depositor, Number(r.point), Number(r.pay_amount), chargeStatusLabel[r.status] ?? r.status, kst(r.responded_at), feeTypeLabel[r.fee_type] ?? r.fee_type, ...details(r.fee_type, r.fee_value)]),
  ]);
}
