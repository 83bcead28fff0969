import { formatNumber, refundPairText } from '@snsshop/shared';
import type { Trx } from '../../db/database.js';
import type { RefundRequestRow } from '../../db/schema.js';
import { notifyMember } from '../notifications/notify-member.js';

type Step = 'requested' | 'approved' | 'sent' | 'rejected';

/** The member hears of each step of a refund request once (the key names the request and the step). */
export async function notifyRefundStep(trx: Trx, r: RefundRequestRow, step: Step, at: string): Promise<void> {
  const charge = await trx.selectFrom('point_charges').select(['order_number', 'payment_key']).where('id', '=', r.charge_id).executeTakeFirstOrThrow();
  const toss = charge.payment_key !== null;
  const vars: Record<string, string> = { 충전번호: charge.order_number, 금액: formatNumber(Number(r.amount)), 환불내역: refundPairText({ points: Number(r.points), amount: Number(r.amount), toss }) };
  if (step === 'approved') vars.안내 = r.state === 'sent' ? '결제하신 토스 결제수단으로 취소되었습니다.' : '3일 이내에 신청하신 계좌로 입금됩니다.';
  if (step === 'sent') vars.송금일 = r.transfer_date ?? '';
  if (step === 'rejected') vars.사유 = r.reject_reason ?? '';
  await notifyMember(trx, { event: `refund.${step}`, key: `refund:${r.id}:${step}`, memberId: r.member_id, vars, at });
}
