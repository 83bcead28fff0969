import type { AppContext } from '../../context.js';
import { BOM, EXPORT_CHUNK, inChunks, kst, line } from '../dashboard/accounting-export.js';
import { documentLabel } from './issue-receipt.js';
import { buyerOf, signed } from './receipt-buyer.js';

/** Documents still to be issued: waiting for the sweep (or, without Popbill, for the owner) and failed ones. */
const WAITING = ['pending', 'failed'];

/**
 * The receipts still to be issued, oldest first, with everything 홈택스 asks for: whom it goes to
 * (휴대폰 or 사업자등록번호, 상호, 대표자, 이메일), 공급가액 · 부가세 · 합계 — negative for a cancelling
 * cash receipt or an amending invoice, with the original's 승인번호 — and the deadline. Streamed by
 * keyset on (created_at, id) like the accountant's files.
 */
export async function* pendingReceiptsCsv(ctx: AppContext): AsyncGenerator<string> {
  yield BOM +
    line(['신청일시', '문서 번호', '문서', '충전번호', '회원 아이디', '휴대폰', '사업자등록번호', '상호', '대표자', '이메일', '공급가액(원)', '부가세(원)', '합계(원)', '원본 승인번호', '상태', '발급 기한']);
  yield* inChunks(
    (cursor) =>
      ctx.db
        .selectFrom('receipt_documents as r')
        .innerJoin('point_charges as c', 'c.id', 'r.charge_id')
        .innerJoin('members as m', 'm.id', 'c.member_id')
        .leftJoin('receipt_documents as o', 'o.id', 'r.original_id')
        .select(['r.id', 'r.created_at', 'r.mgt_key', 'r.kind', 'r.role', 'r.purpose', 'r.supply_cost', 'r.tax', 'r.total', 'r.status', 'r.deadline_at'])
        .select(['c.order_number', 'c.fee_value', 'm.login_id', 'o.confirm_num as original_number'])
        .where('r.status', 'in', WAITING)
        .$if(cursor !== null, (qb) => qb.where((eb) => eb(eb.refTuple('r.created_at', 'r.id'), '>', eb.tuple(cursor!.at, cursor!.id))))
        .orderBy('r.created_at')
        .orderBy('r.id')
        .limit(EXPORT_CHUNK)
        .execute(),
    (r) => {
      const b = buyerOf(r.fee_value, r.purpose);
      return line([
        kst(r.created_at),
        r.mgt_key,
        documentLabel(r),
        r.order_number,
        r.login_id,
        b.phone,
        b.businessNumber,
        b.company,
        b.ceo,
        b.email,
        signed(r.role, r.supply_cost),
        signed(r.role, r.tax),
        signed(r.role, r.total),
        r.original_number,
        r.status === 'failed' ? '발급 실패' : '발급 대기',
        kst(r.deadline_at),
      ]);
    },
  );
}
