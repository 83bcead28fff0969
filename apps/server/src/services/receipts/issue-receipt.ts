import { formatNumber, receiptPurposeLabel, receiptReversalLabel, SELF_ISSUE_IDENTITY, type ReceiptPurpose } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { PointChargeRow, ReceiptDocumentRow } from '../../db/schema.js';
import { koreanDayOf } from '../../db/query-helpers.js';
import { OutsideSystemError } from '../../lib/call-with-deadline.js';
import { addMs, isoNow } from '../../lib/clock.js';
import type { PopbillClient, PopbillIssued } from '../../payments/popbill-client.js';
import { alertOwner } from '../notifications/owner-alerts.js';

/** Attempts without a usable answer before the document counts as failed and the owner hears of it. */
export const RECEIPT_MAX_ATTEMPTS = 8;
/** Backoff after the n-th unanswered attempt: 5 minutes, doubling, at most 6 hours. */
export const receiptBackoffMs = (attempts: number) => Math.min(5 * 60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
/** A reversing document waits this long between looks while its original is not issued yet. */
const WAIT_FOR_ORIGINAL_MS = 10 * 60_000;
const ITEM_NAME = '포인트 충전';

/** How long a claimed document belongs to its sweep (renewed as its turn comes). */
export const RECEIPT_LEASE_MS = 2 * 60_000;

export type ReceiptOutcome = 'issued' | 'retry' | 'failed' | 'waiting' | 'lost';

const yyyymmdd = (iso: string) => koreanDayOf(iso).replaceAll('-', '');

/** The shop as the issuer: its name, CEO and address from the footer settings. */
async function shopIdentity(ctx: AppContext) {
  const rows = await ctx.db.selectFrom('site_settings').select(['key', 'value']).where('key', 'in', ['FOOTER_COMPANY', 'FOOTER_CEO', 'FOOTER_ADDRESS']).execute();
  const v = new Map(rows.map((r) => [r.key, String(JSON.parse(r.value) ?? '')]));
  return { name: v.get('FOOTER_COMPANY') ?? '', ceo: v.get('FOOTER_CEO') ?? '', address: v.get('FOOTER_ADDRESS') ?? '' };
}

/** Whom a cash receipt goes to: the phone (소득공제용), the business number (지출증빙용), or 국세청's self-issue number. */
function cashIdentity(purpose: string, feeValue: Record<string, string>): string | null {
  if (purpose === 'self') return SELF_ISSUE_IDENTITY;
  return (purpose === 'expense' ? feeValue.businessNumber : feeValue.phone) ?? null;
}

const won = (n: number | string, sign = '') => `${sign}${Number(n)}`;

/** Sends one document to Popbill; null means the document cannot be written from what we hold (refused here). */
async function send(ctx: AppContext, popbill: PopbillClient, doc: ReceiptDocumentRow, charge: PointChargeRow, original: ReceiptDocumentRow | null): Promise<PopbillIssued | null> {
  const feeValue = charge.fee_value ? (JSON.parse(charge.fee_value) as Record<string, string>) : {};
  const shop = await shopIdentity(ctx);
  if (doc.kind === 'cash') {
    if (original) {
      return popbill.revokeRegistIssueCashbill({
        mgtKey: doc.mgt_key,
        orgConfirmNum: original.confirm_num!,
        orgTradeDate: original.trade_date!,
        isPartCancel: !(doc.whole && Number(doc.total) === Number(original.total)),
        cancelType: 1,
        supplyCost: won(doc.supply_cost),
        tax: won(doc.tax),
        serviceFee: '0',
        totalAmount: won(doc.total),
        smssendYN: false,
      });
    }
    const identityNum = cashIdentity(doc.purpose, feeValue);
    if (!identityNum) return null;
    return popbill.registIssueCashbill({
      mgtKey: doc.mgt_key,
      tradeType: '승인거래',
      tradeUsage: doc.purpose === 'expense' ? '지출증빙용' : '소득공제용',
      taxationType: '과세',
      tradeOpt: '일반',
      identityNum,
      franchiseCorpNum: '',
      franchiseCorpName: shop.name,
      franchiseCEOName: shop.ceo,
      customerName: '',
      itemName: ITEM_NAME,
      orderNumber: charge.order_number,
      supplyCost: won(doc.supply_cost),
      tax: won(doc.tax),
      serviceFee: '0',
      totalAmount: won(doc.total),
      smssendYN: false,
    });
  }
  if (!feeValue.businessNumber) return null;
  // An amending invoice states what is taken back as negative amounts, dated the day of the refund.
  const sign = original ? '-' : '';
  const writeDate = yyyymmdd(original ? doc.created_at : (charge.responded_at ?? doc.created_at));
  return popbill.registIssueTaxinvoice({
    writeDate,
    chargeDirection: '정과금',
    issueType: '정발행',
    purposeType: '영수',
    taxType: '과세',
    invoicerCorpNum: '',
    invoicerMgtKey: doc.mgt_key,
    invoicerCorpName: shop.name,
    invoicerCEOName: shop.ceo,
    invoicerAddr: shop.address,
    invoiceeType: '사업자',
    invoiceeCorpNum: feeValue.businessNumber,
    invoiceeCorpName: feeValue.company ?? '',
    invoiceeCEOName: feeValue.leader ?? '',
    invoiceeAddr: feeValue.address ?? '',
    invoiceeBizType: feeValue.jobType ?? '',
    invoiceeBizClass: feeValue.jobType2 ?? '',
    invoiceeEmail1: feeValue.email ?? '',
    invoiceeTEL1: feeValue.phone ?? '',
    supplyCostTotal: won(doc.supply_cost, sign),
    taxTotal: won(doc.tax, sign),
    totalAmount: won(doc.total, sign),
    detailList: [{ serialNum: 1, purchaseDT: writeDate, itemName: ITEM_NAME, qty: '1', supplyCost: won(doc.supply_cost, sign), tax: won(doc.tax, sign) }],
    ...(original ? { modifyCode: doc.whole ? (4 as const) : (2 as const), orgNTSConfirmNum: original.confirm_num! } : {}),
  });
}

/** The document Popbill holds under our key, if any: an attempt whose answer was lost may have issued it. */
const lookUp = (popbill: PopbillClient, doc: ReceiptDocumentRow) => (doc.kind === 'cash' ? popbill.getCashbill(doc.mgt_key) : popbill.getTaxinvoice(doc.mgt_key));

export function documentLabel(doc: Pick<ReceiptDocumentRow, 'kind' | 'role' | 'purpose'>): string {
  return doc.role === 'cancel' ? receiptReversalLabel[doc.kind as 'cash' | 'tax'] : receiptPurposeLabel[doc.purpose as ReceiptPurpose];
}

/**
 * Issues one claimed document (the receipts sweep's `deliver`). Exactly once per key: before sending
 * again after an attempt without an answer (a timeout, a crash mid-call) Popbill is asked about the
 * key, and a refusal is checked the same way. No answer: tried again with backoff, failed after
 * RECEIPT_MAX_ATTEMPTS; a refusal fails at once. A failure alerts the owner (the deadline alert
 * comes from the sweep). Every write is guarded by the claim token, so a worker whose lease ran out
 * changes nothing.
 */
export async function deliverReceipt(ctx: AppContext, doc: ReceiptDocumentRow, token: string): Promise<ReceiptOutcome> {
  const popbill = ctx.payments.popbill;
  const now = isoNow(ctx.clock);
  const mine = () => ctx.db.updateTable('receipt_documents').where('id', '=', doc.id).where('claim_token', '=', token).where('status', '=', 'sending');
  const charge = await ctx.db.selectFrom('point_charges').selectAll().where('id', '=', doc.charge_id).executeTakeFirstOrThrow();
  const original = doc.original_id === null ? null : await ctx.db.selectFrom('receipt_documents').selectAll().where('id', '=', doc.original_id).executeTakeFirstOrThrow();
  if (!popbill || (original && original.status !== 'issued')) {
    await mine().set({ status: 'pending', claim_token: null, next_attempt_at: addMs(now, WAIT_FOR_ORIGINAL_MS) }).execute();
    return 'waiting';
  }
  // The batch's lease may have run out while earlier rows were sent: renew it, and leave a row another sweep has claimed since.
  const renewed = await mine().set({ next_attempt_at: addMs(now, RECEIPT_LEASE_MS) }).executeTakeFirst();
  if (Number(renewed.numUpdatedRows) === 0) return 'lost';
  const attempts = doc.attempts + 1;
  const issued = async (r: PopbillIssued) => {
    await mine().set({ status: 'issued', confirm_num: r.confirmNum, trade_date: r.tradeDate || yyyymmdd(now), issued_at: now, outcome_unknown: 0, last_error: null, claim_token: null }).execute();
    return 'issued' as const;
  };
  // After a refusal nothing is held under the key (it was looked up); after no answer it may be.
  const failed = async (error: string, settled: boolean) => {
    await mine()
      .set({ status: 'failed', attempts, last_error: error.slice(0, 300), claim_token: null, ...(settled ? { outcome_unknown: 0 } : {}) })
      .execute();
    await alertOwner(ctx.db, { kind: 'receipt.failing', key: `receipt:${doc.id}:failed:${now}`, line: `${documentLabel(doc)} ${doc.mgt_key} (${formatNumber(Number(doc.total))}원) 발급 실패: ${error.slice(0, 150)}`, at: now });
    return 'failed' as const;
  };
  try {
    if (doc.outcome_unknown) {
      const found = await lookUp(popbill, doc);
      if (found) return await issued(found);
    }
    await mine().set({ outcome_unknown: 1, attempts }).execute();
    const answer = await send(ctx, popbill, doc, charge, original);
    if (!answer) return await failed('발급에 필요한 정보(번호)가 없습니다', true);
    return await issued(answer);
  } catch (err) {
    if (err instanceof OutsideSystemError && err.kind === 'refused') {
      // A no may still mean "this key is taken": an earlier attempt did issue.
      const found = await lookUp(popbill, doc).catch(() => null);
      if (found) return issued(found);
      return failed(`${err.message}${err.code ? ` (${err.code})` : ''}`, true);
    }
    const error = err instanceof Error ? err.message : String(err);
    if (attempts >= RECEIPT_MAX_ATTEMPTS) return failed(`${attempts}회 응답 없음: ${error}`, false);
    await mine().set({ status: 'pending', attempts, last_error: error.slice(0, 300), claim_token: null, next_attempt_at: addMs(now, receiptBackoffMs(attempts)) }).execute();
    return 'retry';
  }
}
