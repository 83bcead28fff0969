import { z } from 'zod';

export const receiptRecordMessages = {
  numberInvalid: '국세청 승인번호를 숫자·영문 8~24자로 입력해주세요.',
  dateInvalid: '발급일을 YYYY-MM-DD 형식의 오늘 또는 지난 날짜로 입력해주세요.',
  alreadyIssued: '이미 발급 완료로 기록된 영수증입니다.',
  byPopbill: '팝빌이 발급 중이거나 발급했을 수 있는 영수증입니다. 팝빌의 결과를 먼저 확인해주세요.',
  withdrawn: '환불로 발급하지 않기로 한 영수증입니다.',
  originalFirst: '원본 영수증의 발급을 먼저 기록해주세요.',
  recorded: '홈택스 발급을 기록했습니다.',
} as const;

/**
 * Cash receipts (현금영수증) and tax invoices (세금계산서) issued for credited charges through Popbill.
 * A charge has at most one issuing document (its Popbill document key is the charge number) and one
 * reversing document per refund of it: a cash receipt's cancellation (whole or partial) or a tax
 * invoice's amending invoice (수정세금계산서).
 */
export const ReceiptKind = ['cash', 'tax'] as const;
export type ReceiptKind = (typeof ReceiptKind)[number];

/** pending: waiting for the sweep · sending: being issued now · issued · failed: refused or out of retries (the owner was alerted) · withdrawn: not issued because the charge was refunded in whole first */
export const ReceiptStatus = ['pending', 'sending', 'issued', 'failed', 'withdrawn'] as const;
export type ReceiptStatus = (typeof ReceiptStatus)[number];

export const receiptStatusLabel: Record<ReceiptStatus, string> = {
  pending: '발급 대기',
  sending: '발급 중',
  issued: '발급 완료',
  failed: '발급 실패',
  withdrawn: '발급 안 함',
};

/** What the document is, in the owner's and the member's words. */
export const receiptPurposeLabel = {
  income: '현금영수증 (소득공제용)',
  expense: '현금영수증 (지출증빙용)',
  self: '현금영수증 (자진발급)',
  tax: '세금계산서',
} as const;
export type ReceiptPurpose = keyof typeof receiptPurposeLabel;

/** The reversing document's name: a cash receipt is cancelled, a tax invoice amended. */
export const receiptReversalLabel: Record<ReceiptKind, string> = { cash: '취소 현금영수증', tax: '수정세금계산서' };

export const receiptReversalSchema = z.object({
  status: z.enum(ReceiptStatus),
  statusText: z.string(),
  /** 국세청 승인번호 once issued */
  number: z.string().nullable(),
  /** won taken back by this document (positive) */
  amount: z.number().int(),
  label: z.string(),
});

/** A charge's receipt as the member's charge history and the owner's charge desk show it. */
export const receiptSummarySchema = z.object({
  kind: z.enum(ReceiptKind),
  purpose: z.enum(['income', 'expense', 'self', 'tax']),
  label: z.string(),
  status: z.enum(ReceiptStatus),
  statusText: z.string(),
  /** 국세청 승인번호 (cash receipt) or 국세청 승인번호 of the tax invoice, once issued */
  number: z.string().nullable(),
  /** Popbill's document key (문서번호): the charge number */
  documentKey: z.string(),
  amount: z.number().int(),
  reversals: z.array(receiptReversalSchema),
});
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;

export const receiptBuyerSchema = z.object({
  phone: z.string().nullable(),
  businessNumber: z.string().nullable(),
  company: z.string().nullable(),
  ceo: z.string().nullable(),
  email: z.string().nullable(),
});
export type ReceiptBuyer = z.infer<typeof receiptBuyerSchema>;

/** One document in the owner's receipt list (GET /admin/receipts). */
export const adminReceiptSchema = z.object({
  id: z.number().int(),
  chargeId: z.number().int(),
  loginId: z.string(),
  kind: z.enum(ReceiptKind),
  /** issue: the receipt itself · cancel: its cancellation or amending invoice */
  role: z.enum(['issue', 'cancel']),
  label: z.string(),
  documentKey: z.string(),
  status: z.enum(ReceiptStatus),
  statusText: z.string(),
  number: z.string().nullable(),
  amount: z.number().int(),
  /** 공급가액, 부가세 and 합계 as the document states them: negative for a cancellation or an amending invoice */
  supply: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  /** what 홈택스 asks for, from the member's request: 휴대폰 (소득공제용), 사업자등록번호, 상호, 대표자, 이메일 */
  buyer: receiptBuyerSchema,
  /** the original's 국세청 승인번호 for a reversing document */
  originalNumber: z.string().nullable(),
  /** who recorded it as issued at 홈택스 (null when Popbill issued it or it is not issued) */
  recordedBy: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  deadlineAt: z.string(),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
});
export type AdminReceipt = z.infer<typeof adminReceiptSchema>;

export const adminReceiptListSchema = z.object({
  /** false without POPBILL_* configuration: nothing is sent, the owner issues from this list by hand */
  connected: z.boolean(),
  selfIssue: z.boolean(),
  receipts: z.array(adminReceiptSchema),
});
export type AdminReceiptList = z.infer<typeof adminReceiptListSchema>;

/** A cash receipt is issued within 5 days of the payment (부가가치세법 시행령 제71조의3). */
export const CASH_RECEIPT_DEADLINE_DAYS = 5;
/** Payments of this many won or more without a receipt request are self-issued (자진발급) when the owner turns it on. */
export const SELF_ISSUE_THRESHOLD_WON = 100_000;
/** 국세청's number for a self-issued cash receipt (자진발급). */
export const SELF_ISSUE_IDENTITY = '0100001234';

/**
 * 공급가액 and 부가세 of a total that includes VAT, in whole won: the VAT is the total ÷ 11 rounded
 * down, the supply the rest, so supply + VAT is the total exactly (docs/receipts-and-reconciliation.md).
 */
export function splitVat(total: number): { supply: number; tax: number } {
  const tax = Math.floor(total / 11);
  return { supply: total - tax, tax };
}

/** 홈택스에서 직접 발급한 영수증의 승인번호 기록 (POST /admin/receipts/:id/record). */
export const receiptRecordBodySchema = z.object({
  number: z
    .string(receiptRecordMessages.numberInvalid)
    .trim()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[0-9A-Za-z]{8,24}$/, receiptRecordMessages.numberInvalid)),
  issuedOn: z.string(receiptRecordMessages.dateInvalid).regex(/^\d{4}-\d{2}-\d{2}$/, receiptRecordMessages.dateInvalid),
});
export type ReceiptRecordBody = z.input<typeof receiptRecordBodySchema>;
