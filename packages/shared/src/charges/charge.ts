import { z } from 'zod';
import { FeeType, type PaymentMethodCode } from '../common/enums.js';
import { msg } from '../common/messages.js';
import { emailPattern } from '../auth/auth.js';
import { receiptSummarySchema } from './receipts.js';
import { isBusinessNumber } from './business-number.js';

const m = msg.charge;

const required = (message: string, max = 100) =>
  z.string(message).trim().min(1, message).max(max, message);

/** Digits only, so "123-45-67890" and "1234567890" are the same number. */
const digits = (message: string, pattern: RegExp) =>
  z
    .string(message)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(pattern, { error: message, abort: true }));

/** Ten digits whose check digit holds (a mistyped number is refused here, not by Hometax later). */
const businessNumber = digits(m.businessNumberInvalid, /^\d{10}$/).refine(isBusinessNumber, m.businessNumberWrong);

/** Tax invoice details (feeType FEE). Stored as personal data; shown only to the member and the shop owner. */
export const invoiceSchema = z.object({
  company: required(m.companyRequired),
  businessNumber,
  leader: required(m.leaderRequired, 50),
  phone: digits(m.phoneInvalid, /^0\d{8,10}$/),
  jobType: required(m.jobTypeRequired, 50),
  jobType2: required(m.jobType2Required, 50),
  address: required(m.addressRequired, 200),
  email: z.string(m.emailInvalid).trim().max(254, m.emailInvalid).regex(emailPattern, m.emailInvalid),
});
export type Invoice = z.output<typeof invoiceSchema>;

/** Cash receipt (feeType CASH) for income deduction (소득공제용): issued to a mobile number. */
export const cashReceiptSchema = z.object({ purpose: z.literal('income').optional(), phone: digits(m.cashPhoneInvalid, /^01\d{8,9}$/) });
/** Cash receipt for a business's expenses (지출증빙용): issued to a business registration number. */
export const expenseCashReceiptSchema = z.object({ purpose: z.literal('expense'), businessNumber });
export type CashReceipt = z.output<typeof cashReceiptSchema> | z.output<typeof expenseCashReceiptSchema>;

/** Largest amount the schema lets through; the configured limit (server) is checked after it. */
export const CHARGE_POINT_CEILING = 1_000_000_000;

const baseChargeBody = z.object({
  name: z.string(m.nameRequired).trim().min(1, m.nameRequired).max(20, m.nameTooLong),
  point: z
    .number({ error: (iss) => (iss.input === undefined || iss.input === null ? m.pointRequired : m.pointInvalid) })
    .max(CHARGE_POINT_CEILING, m.pointTooLarge)
    .int(m.pointInvalid)
    .min(0, m.pointInvalid)
    .refine((n) => n !== 0, m.pointRequired),
  feeType: z.enum(FeeType, m.feeTypeInvalid).default('NONE'),
  /** Invoice details for FEE, {phone} for CASH, ignored for NONE. */
  feeValue: z.unknown().optional(),
});

/**
 * POST /service/point body. feeValue is checked against feeType: the output always carries the
 * cleaned details (invoice for FEE, cash receipt for CASH, null for NONE).
 */
export const chargeBodySchema = baseChargeBody.transform((body, ctx) => {
  const raw = typeof body.feeValue === 'object' && body.feeValue !== null ? body.feeValue : {};
  if (body.feeType === 'NONE') return { name: body.name, point: body.point, feeType: 'NONE' as const, feeValue: null };
  const schema = body.feeType === 'FEE' ? invoiceSchema : (raw as { purpose?: unknown }).purpose === 'expense' ? expenseCashReceiptSchema : cashReceiptSchema;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['feeValue', ...issue.path] });
    }
    return z.NEVER;
  }
  return body.feeType === 'FEE'
    ? { name: body.name, point: body.point, feeType: 'FEE' as const, feeValue: parsed.data as Invoice }
    : { name: body.name, point: body.point, feeType: 'CASH' as const, feeValue: parsed.data as CashReceipt };
});
export type ChargeBody = z.input<typeof chargeBodySchema>;
export type ChargeInput = z.output<typeof chargeBodySchema>;

/** The amount to transfer: +10% (rounded up to whole won) for a tax invoice when the fee setting is on. */
export function payAmountFor(point: number, feeType: FeeType, paymentFeeEnabled: boolean): number {
  if (feeType !== 'FEE' || !paymentFeeEnabled) return point;
  return Math.floor((point * 11 + 9) / 10);
}

/** Receipt types a shop offers, from the ENABLE_PAYMENT_TYPE setting (unknown or empty: all). */
export function allowedFeeTypes(code: PaymentMethodCode | string): FeeType[] {
  switch (code) {
    case 'CASH_AND_FEE':
      return ['FEE', 'CASH'];
    case 'FEE':
      return ['NONE', 'FEE'];
    case 'CASH':
      return ['NONE', 'CASH'];
    case 'NO_FEE':
      return ['NONE'];
    default:
      return ['NONE', 'FEE', 'CASH'];
  }
}

/** The ordered client checks (docs/storefront-rules.md §5) for the charge form (section 5): the first failing rule, or null. */
export function chargeFormError(form: { name: string; point: number }): string | null {
  if (form.name.trim() === '') return m.nameRequired;
  if (!form.point) return m.pointRequired;
  return null;
}

/** Point charge request as the history lists it (docs/storefront-rules.md §3). status: PaymentStatus 0/1/2. */
export const chargeSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  point: z.number().int(),
  status: z.number().int(),
  /** When the charge was accepted or rejected; null while pending. */
  responseAt: z.string().nullable(),
});
export type Charge = z.infer<typeof chargeSchema>;

/** A row of the member's charge history: the charge and the exact won to transfer (more than the points for a tax invoice with the fee on). */
export const chargeHistoryItemSchema = chargeSchema.extend({
  payAmount: z.number().int(),
  /** The cash receipt or tax invoice issued (or to be issued) for it; null when none is. */
  receipt: receiptSummarySchema.nullable(),
  /** the charge bonus credited with it (less what a reversal took back); absent: none */
  bonus: z.number().int().optional(),
});
export type ChargeHistoryItem = z.infer<typeof chargeHistoryItemSchema>;

export const chargeStatusLabel: Record<number, string> = { 0: '대기', 1: '승인', 2: '거절' };

export const depositInstructionsSchema = z.object({
  bankName: z.string(),
  accountNumber: z.string(),
  /** BANKING_DISPLAY_TEXT, e.g. "예금주: 주식회사 …" */
  displayText: z.string(),
  bankCode: z.string(),
});
export type DepositInstructions = z.infer<typeof depositInstructionsSchema>;

/** 201 answer of POST /service/point. */
export const chargeRequestedSchema = z.object({
  charge: chargeSchema,
  depositor: z.string(),
  feeType: z.enum(FeeType),
  /** The exact won amount to transfer (1.1 × point for a tax invoice with the fee on). */
  payAmount: z.number().int(),
  bank: depositInstructionsSchema,
  /** The charge is cancelled automatically at this time (3 hours after the request) if unpaid. */
  expiresAt: z.string(),
});
export type ChargeRequested = z.infer<typeof chargeRequestedSchema>;

/** 200 answer of POST /service/point/:id/toss: what the Toss payment window needs. */
export const tossCheckoutSchema = z.object({
  clientKey: z.string(),
  orderId: z.string(),
  orderName: z.string(),
  amount: z.number().int(),
  /** Pass to tossPayments.payment({ customerKey }); stable per member, reveals nothing. */
  customerKey: z.string(),
});
export type TossCheckout = z.infer<typeof tossCheckoutSchema>;

export const tossConfirmBodySchema = z.object({
  paymentKey: z.string(m.tossBadRedirect).min(1, m.tossBadRedirect).max(200, m.tossBadRedirect),
  orderId: z.string(m.tossBadRedirect).regex(/^[A-Za-z0-9_-]{6,64}$/, m.tossBadRedirect),
  amount: z.coerce.number(m.tossBadRedirect).int(m.tossBadRedirect).positive(m.tossBadRedirect),
});
export type TossConfirmBody = z.input<typeof tossConfirmBodySchema>;

/** 200 answer of POST /service/point/toss/confirm. */
export const tossConfirmedSchema = z.object({ charge: chargeSchema, balance: z.number().int() });
export type TossConfirmed = z.infer<typeof tossConfirmedSchema>;
