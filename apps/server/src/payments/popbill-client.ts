import crypto from 'node:crypto';
import { callWithDeadline, OutsideSystemError } from '../lib/call-with-deadline.js';

/**
 * Popbill's REST API for cash receipts (현금영수증, service scope 140) and tax invoices (세금계산서,
 * scope 110), in the shapes its SDKs send (popbill npm SDK: CashbillService, TaxinvoiceService,
 * linkhub token): a session token from Linkhub's auth server signed with the secret key, then JSON
 * calls with the action in X-HTTP-Method-Override. Every document is named by our key (MgtKey), so
 * asking about a key tells whether an attempt whose answer was lost did issue.
 */

/** A cash receipt to register and issue at once (RegistIssue). Amounts are whole won as text, as Popbill takes them. */
export interface PopbillCashbill {
  mgtKey: string;
  tradeType: '승인거래' | '취소거래';
  tradeUsage: '소득공제용' | '지출증빙용';
  taxationType: '과세';
  tradeOpt: '일반';
  /** phone, business number, or 0100001234 for a self-issued receipt */
  identityNum: string;
  franchiseCorpNum: string;
  franchiseCorpName: string;
  franchiseCEOName: string;
  customerName: string;
  itemName: string;
  orderNumber: string;
  supplyCost: string;
  tax: string;
  serviceFee: string;
  totalAmount: string;
  smssendYN: boolean;
}

/** The cancelling cash receipt of an issued one (RevokeRegistIssue): whole, or part of it. */
export interface PopbillCashbillRevoke {
  mgtKey: string;
  orgConfirmNum: string;
  orgTradeDate: string;
  isPartCancel: boolean;
  /** 1 거래취소 */
  cancelType: 1;
  supplyCost: string;
  tax: string;
  serviceFee: string;
  totalAmount: string;
  smssendYN: boolean;
}

/** A sales tax invoice (정발행) to register and issue at once; an amending one carries modifyCode and orgNTSConfirmNum. */
export interface PopbillTaxinvoice {
  writeDate: string;
  chargeDirection: '정과금';
  issueType: '정발행';
  purposeType: '영수';
  taxType: '과세';
  invoicerCorpNum: string;
  invoicerMgtKey: string;
  invoicerCorpName: string;
  invoicerCEOName: string;
  invoicerAddr: string;
  invoiceeType: '사업자';
  invoiceeCorpNum: string;
  invoiceeCorpName: string;
  invoiceeCEOName: string;
  invoiceeAddr: string;
  invoiceeBizType: string;
  invoiceeBizClass: string;
  invoiceeEmail1: string;
  invoiceeTEL1: string;
  supplyCostTotal: string;
  taxTotal: string;
  totalAmount: string;
  detailList: { serialNum: number; purchaseDT: string; itemName: string; qty: string; supplyCost: string; tax: string }[];
  /** 2 공급가액 변동, 4 계약의 해제 (수정세금계산서) */
  modifyCode?: 2 | 4;
  orgNTSConfirmNum?: string;
}

/** What Popbill answers about an issued document. */
export interface PopbillIssued {
  /** 국세청 승인번호 */
  confirmNum: string;
  /** yyyyMMdd (a cash receipt's trade date; a tax invoice's write date) */
  tradeDate: string;
}

export interface PopbillClient {
  registIssueCashbill(bill: PopbillCashbill): Promise<PopbillIssued>;
  revokeRegistIssueCashbill(revoke: PopbillCashbillRevoke): Promise<PopbillIssued>;
  /** null: no document has this key (nothing was issued under it). */
  getCashbill(mgtKey: string): Promise<PopbillIssued | null>;
  registIssueTaxinvoice(invoice: PopbillTaxinvoice): Promise<PopbillIssued>;
  getTaxinvoice(mgtKey: string): Promise<PopbillIssued | null>;
}

export interface PopbillOptions {
  baseUrl: string;
  authUrl: string;
  linkId: string;
  /** base64, as Popbill hands it out */
  secretKey: string;
  serviceId: 'POPBILL' | 'POPBILL_TEST';
  corpNum: string;
  userId?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** Popbill's error codes for "no document with this key" (the SDKs' checkMgtKeyInUse reads them as not in use). */
export const POPBILL_NOT_FOUND = { cashbill: -14000003, taxinvoice: -11000005 } as const;

const API_VERSION = '1.0';
const AUTH_VERSION = '2.0';
const SCOPES = ['member', '110', '140'];

/**
 * Linkhub's token request signature: HMAC-SHA256 (key: the decoded secret key) over the method, the
 * body's SHA-256, the date, the version and the path, each on its own line.
 */
export function linkhubSignature(secretKey: string, body: string, date: string, path: string): string {
  const bodyHash = crypto.createHash('sha256').update(body).digest('base64');
  const target = ['POST', bodyHash, date, AUTH_VERSION, path].join('\n');
  return crypto.createHmac('sha256', Buffer.from(secretKey, 'base64')).update(target).digest('base64');
}

export function createPopbillClient(opts: PopbillOptions): PopbillClient {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const auth = opts.authUrl.replace(/\/+$/, '');
  const now = opts.now ?? (() => new Date());
  let token: { value: string; expiresAt: number } | null = null;

  async function sessionToken(): Promise<string> {
    if (token && token.expiresAt - 60_000 > now().getTime()) return token.value;
    const path = `/${opts.serviceId}/Token`;
    const body = JSON.stringify({ access_id: opts.corpNum, scope: SCOPES });
    const date = now().toISOString();
    const { status, body: answer } = await callWithDeadline(
      `${auth}${path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf8',
          'x-lh-date': date,
          'x-lh-version': AUTH_VERSION,
          authorization: `LINKHUB ${opts.linkId} ${linkhubSignature(opts.secretKey, body, date, path)}`,
        },
        body,
      },
      { timeoutMs: opts.timeoutMs, fetch: opts.fetch },
    );
    const a = answer as { session_token?: unknown; expiration?: unknown } | null;
    if (status !== 200 || typeof a?.session_token !== 'string') throw refusal(status, answer);
    const expiresAt = typeof a.expiration === 'string' ? Date.parse(a.expiration) : NaN;
    token = { value: a.session_token, expiresAt: Number.isFinite(expiresAt) ? expiresAt : now().getTime() + 10 * 60_000 };
    return token.value;
  }

  async function call(path: string, init: { method: 'GET' | 'POST'; action?: string; body?: unknown }): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await sessionToken()}`,
      'x-pb-version': API_VERSION,
      ...(opts.userId ? { 'x-pb-userid': opts.userId } : {}),
      ...(init.action ? { 'x-http-method-override': init.action } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json; charset=utf8' } : {}),
    };
    const answer = await callWithDeadline(
      `${base}${path}`,
      { method: init.method, headers, ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}) },
      { timeoutMs: opts.timeoutMs, fetch: opts.fetch },
    );
    if (answer.status === 401) token = null;
    return answer;
  }

  async function issue(path: string, action: string, doc: unknown, read: (body: Record<string, unknown>) => PopbillIssued | null): Promise<PopbillIssued> {
    const { status, body } = await call(path, { method: 'POST', action, body: doc });
    const b = (body ?? {}) as Record<string, unknown>;
    if (status !== 200 || b.code !== 1) throw refusal(status, body);
    const issued = read(b);
    if (!issued) throw new OutsideSystemError('unavailable', 'issued without a confirmation number');
    return issued;
  }

  async function lookup(path: string, notFound: number, read: (body: Record<string, unknown>) => PopbillIssued | null): Promise<PopbillIssued | null> {
    const { status, body } = await call(path, { method: 'GET' });
    if (status === 200 && body && typeof body === 'object') return read(body as Record<string, unknown>);
    if (codeOf(body) === notFound) return null;
    throw refusal(status, body);
  }

  const cashbillAnswer = (b: Record<string, unknown>) => (typeof b.confirmNum === 'string' && b.confirmNum ? { confirmNum: b.confirmNum, tradeDate: String(b.tradeDate ?? '') } : null);
  // Issue answers ntsConfirmNum; the info answer spells it ntsconfirmNum.
  const taxinvoiceAnswer = (b: Record<string, unknown>) => {
    const n = b.ntsConfirmNum ?? b.ntsconfirmNum;
    return typeof n === 'string' && n ? { confirmNum: n, tradeDate: String(b.writeDate ?? '') } : null;
  };

  return {
    registIssueCashbill: (bill) => issue('/Cashbill', 'ISSUE', { ...bill, franchiseCorpNum: opts.corpNum }, cashbillAnswer),
    revokeRegistIssueCashbill: (revoke) => issue('/Cashbill', 'REVOKEISSUE', revoke, cashbillAnswer),
    getCashbill: (mgtKey) => lookup(`/Cashbill/${encodeURIComponent(mgtKey)}`, POPBILL_NOT_FOUND.cashbill, cashbillAnswer),
    registIssueTaxinvoice: (invoice) => issue('/Taxinvoice', 'ISSUE', { ...invoice, invoicerCorpNum: opts.corpNum, forceIssue: false }, taxinvoiceAnswer),
    getTaxinvoice: (mgtKey) => lookup(`/Taxinvoice/SELL/${encodeURIComponent(mgtKey)}`, POPBILL_NOT_FOUND.taxinvoice, taxinvoiceAnswer),
  };
}

function codeOf(body: unknown): number | undefined {
  const c = (body as { code?: unknown } | null)?.code;
  return typeof c === 'number' ? c : undefined;
}

/** A definite no from Popbill (its negative code and Korean message). */
function refusal(status: number, body: unknown): OutsideSystemError {
  const b = body as { code?: unknown; message?: unknown } | null;
  const message = typeof b?.message === 'string' ? b.message : `HTTP ${status}`;
  return new OutsideSystemError('refused', message, status, b?.code !== undefined ? String(b.code) : undefined);
}
