import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../test/helpers/admin.js';
import { invoice, pendingCharge, setSetting } from '../../test/helpers/charges.js';
import { registeredMember } from '../../test/helpers/members.js';
import { dbKinds } from '../../test/helpers/test-app.js';
import { startStandInPopbill, type StandInPopbill } from '../../test/stand-ins/popbill.js';
import { isoNow } from '../lib/clock.js';
import { creditCharge } from '../services/charges/credit-charge.js';
import { onChargeReversed } from '../services/growth/charge-events.js';
import { receiptBackoffMs, RECEIPT_MAX_ATTEMPTS } from '../services/receipts/issue-receipt.js';
import { issueDueReceipts } from './issue-receipts.js';

const DAY = 86_400_000;

describe.each(dbKinds)('cash receipts and tax invoices through Popbill (stand-in) on %s', (kind) => {
  let t: AdminTestApp;
  let popbill: StandInPopbill;
  beforeAll(async () => {
    popbill = await startStandInPopbill();
    t = await createAdminTestApp(kind, {
      POPBILL_LINK_ID: popbill.linkId,
      POPBILL_SECRET_KEY: popbill.secretKey,
      POPBILL_CORP_NUM: popbill.corpNum,
      POPBILL_SERVICE_ID: 'POPBILL_TEST',
      POPBILL_BASE_URL: popbill.url,
      POPBILL_AUTH_URL: popbill.url,
      PAYMENT_TIMEOUT_MS: '300',
    });
    await setSetting(t.app, 'ENABLE_PAYMENT_FEE', true);
  });
  afterAll(async () => {
    await t?.close();
    await popbill?.close();
  });
  beforeEach(() => {
    popbill.refuse.next = 0;
    popbill.late.next = 0;
    popbill.hang.next = 0;
  });

  /** A member's charge, credited the one way charges are (the webhook, the feed, Toss and a person all call creditCharge). */
  async function credited(payload: object, point = 10_000) {
    const m = await registeredMember(t.app);
    const c = await pendingCharge(t.app, m.auth, { name: '홍길동', point, ...payload });
    const row = await t.app.ctx.db.transaction().execute((trx) => creditCharge(trx, c.id, 'admin', isoNow(t.clock)));
    expect(row).not.toBeNull();
    return { m, c, row: row! };
  }
  const sweep = () => issueDueReceipts(t.app.ctx);
  const history = async (auth: Record<string, string>) => (await t.app.inject({ url: '/rest/service/point-history/page?size=20', headers: auth })).json().charges as { id: number; receipt: Record<string, unknown> | null }[];
  const receiptOf = async (auth: Record<string, string>, id: number) => (await history(auth)).find((c) => c.id === id)!.receipt;
  const callsFor = (key: string) => popbill.issueCalls.filter((c) => c.mgtKey === key);
  const alerts = (key: string) => t.app.ctx.db.selectFrom('owner_alerts').select(['event_key', 'line']).where('event_key', 'like', `receipt:${key}%`).execute();
  const docOf = (chargeId: number, role = 'issue') => t.app.ctx.db.selectFrom('receipt_documents').selectAll().where('charge_id', '=', chargeId).where('role', '=', role).orderBy('id').execute();

  it('issues a 소득공제용 cash receipt to the phone once, and the member and the owner see its number', async () => {
    const { m, c } = await credited({ feeType: 'CASH', feeValue: { phone: '010-2345-6789' } }, 33_000);
    expect(await receiptOf(m.auth, c.id)).toMatchObject({ kind: 'cash', purpose: 'income', status: 'pending', statusText: '발급 대기', number: null, documentKey: c.orderNumber });

    expect(await sweep()).toMatchObject({ issued: 1 });
    const doc = popbill.documents.get(c.orderNumber)!;
    expect(doc.body).toMatchObject({ tradeType: '승인거래', tradeUsage: '소득공제용', identityNum: '01023456789', franchiseCorpNum: popbill.corpNum, supplyCost: '30000', tax: '3000', totalAmount: '33000' });
    expect(await receiptOf(m.auth, c.id)).toMatchObject({ status: 'issued', statusText: '발급 완료', number: doc.confirmNum, label: '현금영수증 (소득공제용)' });
    const desk = (await t.call('GET', '/rest/admin/charges?status=success')).json().items as { id: number; receipt: { number: string } }[];
    expect(desk.find((x) => x.id === c.id)!.receipt.number).toBe(doc.confirmNum);

    // Later sweeps and a second credit attempt send nothing more.
    expect(await t.app.ctx.db.transaction().execute((trx) => creditCharge(trx, c.id, 'admin', isoNow(t.clock)))).toBeNull();
    await sweep();
    await sweep();
    expect(callsFor(c.orderNumber)).toHaveLength(1);
  });

  it('issues a 지출증빙용 cash receipt to the business number', async () => {
    const { c } = await credited({ feeType: 'CASH', feeValue: { purpose: 'expense', businessNumber: '123-45-67891' } }, 55_000);
    await sweep();
    expect(popbill.documents.get(c.orderNumber)!.body).toMatchObject({ tradeUsage: '지출증빙용', identityNum: '1234567891', totalAmount: '55000' });
  });

  it('issues a tax invoice with the member\'s invoice fields and the 10% paid on top', async () => {
    const { m, c } = await credited({ feeType: 'FEE', feeValue: invoice }, 20_000);
    await sweep();
    const doc = popbill.documents.get(c.orderNumber)!;
    expect(doc.type).toBe('taxinvoice');
    expect(doc.body).toMatchObject({
      issueType: '정발행',
      invoicerCorpNum: popbill.corpNum,
      invoicerMgtKey: c.orderNumber,
      invoiceeCorpNum: '1234567891',
      invoiceeCorpName: invoice.company,
      invoiceeCEOName: invoice.leader,
      invoiceeEmail1: invoice.email,
      supplyCostTotal: '20000',
      taxTotal: '2000',
      totalAmount: '22000',
    });
    expect(doc.body.modifyCode).toBeUndefined();
    expect(await receiptOf(m.auth, c.id)).toMatchObject({ kind: 'tax', label: '세금계산서', status: 'issued', number: doc.confirmNum });
  });

  it('issues once when the first answer came too late: the key is looked up before sending again', async () => {
    const { m, c } = await credited({ feeType: 'CASH', feeValue: { phone: '01055556666' } });
    popbill.late.next = 1;
    popbill.late.delayMs = 700;
    expect(await sweep()).toMatchObject({ retry: 1 });
    expect(popbill.documents.has(c.orderNumber)).toBe(true); // Popbill did issue it
    expect(await receiptOf(m.auth, c.id)).toMatchObject({ status: 'pending', number: null });
    const [waiting] = await docOf(c.id);
    expect(waiting).toMatchObject({ attempts: 1, outcome_unknown: 1 });

    // Not before the backoff; then a look-up by key finds the document and nothing is sent again.
    expect(await sweep()).toEqual({});
    t.clock.advance(receiptBackoffMs(1));
    expect(await sweep()).toMatchObject({ issued: 1 });
    expect(callsFor(c.orderNumber)).toHaveLength(1);
    expect(popbill.lookups).toContain(c.orderNumber);
    expect(await receiptOf(m.auth, c.id)).toMatchObject({ status: 'issued', number: popbill.documents.get(c.orderNumber)!.confirmNum });
  });

  it('sends again after a timeout that did nothing, still one document', async () => {
    const { c } = await credited({ feeType: 'CASH', feeValue: { phone: '01077778888' } });
    popbill.hang.next = 1;
    popbill.hang.delayMs = 600;
    expect(await sweep()).toMatchObject({ retry: 1 });
    expect(popbill.documents.has(c.orderNumber)).toBe(false);
    t.clock.advance(receiptBackoffMs(1));
    expect(await sweep()).toMatchObject({ issued: 1 });
    expect(callsFor(c.orderNumber)).toHaveLength(2);
    expect([...popbill.documents.keys()].filter((k) => k === c.orderNumber)).toHaveLength(1);
  });

  it('two sweeps at once issue each document once', async () => {
    const charges = await Promise.all([1, 2, 3].map((i) => credited({ feeType: 'CASH', feeValue: { phone: `0101234000${i}` } })));
    await Promise.all([sweep(), sweep(), sweep()]);
    for (const { c } of charges) {
      expect(callsFor(c.orderNumber)).toHaveLength(1);
      expect((await docOf(c.id))[0]!.status).toBe('issued');
    }
  });

  it('a refusal fails the document and alerts the owner; the owner sends it again from the list', async () => {
    const { c } = await credited({ feeType: 'CASH', feeValue: { phone: '01099990000' } });
    popbill.refuse.next = 1;
    popbill.refuse.code = -14000012;
    popbill.refuse.message = '식별번호가 유효하지 않습니다.';
    expect(await sweep()).toMatchObject({ failed: 1 });
    const [doc] = await docOf(c.id);
    expect(doc).toMatchObject({ status: 'failed', outcome_unknown: 0 });
    expect(doc!.last_error).toContain('식별번호가 유효하지 않습니다.');
    expect((await alerts(String(doc!.id))).map((a) => a.line)).toEqual([expect.stringContaining(`현금영수증 (소득공제용) ${c.orderNumber}`)]);

    const listed = (await t.call('GET', '/rest/admin/receipts?status=failed')).json();
    expect(listed).toMatchObject({ connected: true });
    expect(listed.receipts.map((r: { id: number }) => r.id)).toContain(doc!.id);
    expect((await t.call('POST', `/rest/admin/receipts/${doc!.id}/retry`)).statusCode).toBe(200);
    expect((await t.call('POST', `/rest/admin/receipts/${doc!.id}/retry`)).json()).toEqual({ statusCode: 409, message: '발급에 실패한 영수증만 다시 발급할 수 있습니다.' });
    expect((await t.call('POST', '/rest/admin/receipts/99999999/retry')).json()).toEqual({ statusCode: 404, message: '영수증 발급 내역을 찾을 수 없습니다.' });
    expect((await t.call('GET', '/rest/admin/receipts?status=nope')).json()).toEqual({ statusCode: 400, message: '영수증 상태를 다시 선택해주세요.' });
    const audit = await t.app.ctx.db.selectFrom('admin_audit').select('action').where('target_type', '=', 'receipt').where('target_id', '=', String(doc!.id)).execute();
    expect(audit).toEqual([{ action: 'receipt.retry' }]);
    expect(await sweep()).toMatchObject({ issued: 1 });
  });

  it('keeps trying with backoff while Popbill does not answer, then fails, and warns the owner before the 5-day deadline', async () => {
    const { c } = await credited({ feeType: 'CASH', feeValue: { phone: '01012121212' } });
    const [doc] = await docOf(c.id);
    expect(Date.parse(doc!.deadline_at) - Date.parse(doc!.created_at)).toBe(5 * DAY);
    popbill.hang.next = RECEIPT_MAX_ATTEMPTS;
    popbill.hang.delayMs = 350;
    for (let i = 1; i < RECEIPT_MAX_ATTEMPTS; i++) {
      expect(await sweep()).toMatchObject({ retry: 1 });
      t.clock.advance(receiptBackoffMs(i));
    }
    expect(await alerts(`${doc!.id}:deadline`)).toEqual([]);
    expect(await sweep()).toMatchObject({ failed: 1 });
    expect((await docOf(c.id))[0]).toMatchObject({ status: 'failed', attempts: RECEIPT_MAX_ATTEMPTS, outcome_unknown: 1 });
    expect(await alerts(`${doc!.id}:failed`)).toHaveLength(1);

    // A day before the deadline the owner is told, once.
    const left = Date.parse(doc!.deadline_at) - t.clock.now().getTime();
    t.clock.advance(left - DAY + 1000);
    await sweep();
    await sweep();
    const warned = await alerts(`${doc!.id}:deadline`);
    expect(warned).toHaveLength(1);
    expect(warned[0]!.line).toContain('발급 기한');
    popbill.hang.next = 0;
  });

  it('a whole refund cancels the issued cash receipt, naming the original', async () => {
    const { m, c, row } = await credited({ feeType: 'CASH', feeValue: { phone: '01034343434' } }, 44_000);
    await sweep();
    const org = popbill.documents.get(c.orderNumber)!;
    await t.app.ctx.db.transaction().execute((trx) => onChargeReversed(trx, { charge: row, points: 44_000, whole: true, ref: { type: 'refund_request', id: 900001 } }, isoNow(t.clock)));
    expect(await sweep()).toMatchObject({ issued: 1 });
    const cancel = popbill.documents.get(`${c.orderNumber}-C1`)!;
    expect(cancel.action).toBe('REVOKEISSUE');
    expect(cancel.body).toMatchObject({ orgConfirmNum: org.confirmNum, orgTradeDate: org.tradeDate, isPartCancel: false, totalAmount: '44000', supplyCost: '40000', tax: '4000' });
    expect(await receiptOf(m.auth, c.id)).toMatchObject({ status: 'issued', reversals: [{ label: '취소 현금영수증', status: 'issued', number: cancel.confirmNum, amount: 44_000 }] });
  });

  it('a partial refund issues the partial cancellation; a later whole one takes back the rest', async () => {
    const { c, row } = await credited({ feeType: 'CASH', feeValue: { phone: '01056565656' } }, 50_000);
    await sweep();
    await t.app.ctx.db.transaction().execute((trx) => onChargeReversed(trx, { charge: row, points: 11_000, whole: false, ref: { type: 'refund_request', id: 900002 } }, isoNow(t.clock)));
    await sweep();
    expect(popbill.documents.get(`${c.orderNumber}-C1`)!.body).toMatchObject({ isPartCancel: true, totalAmount: '11000', supplyCost: '10000', tax: '1000' });
    await t.app.ctx.db.transaction().execute((trx) => onChargeReversed(trx, { charge: row, points: 39_000, whole: true, ref: { type: 'refund_request', id: 900003 } }, isoNow(t.clock)));
    await sweep();
    const rest = popbill.documents.get(`${c.orderNumber}-C2`)!.body;
    expect(rest).toMatchObject({ isPartCancel: true, totalAmount: '39000' });
    expect(Number(rest.supplyCost) + Number(rest.tax)).toBe(39_000);
    expect(Number(rest.tax) + 1000).toBe(Math.round(50_000 / 11));
  });

  it('a refunded tax invoice gets its amending invoice (공급가액 변동 for a part, 계약의 해제 for the rest)', async () => {
    const { m, c, row } = await credited({ feeType: 'FEE', feeValue: invoice }, 30_000);
    await sweep();
    const org = popbill.documents.get(c.orderNumber)!;
    await t.app.ctx.db.transaction().execute((trx) => onChargeReversed(trx, { charge: row, points: 10_000, whole: false, ref: { type: 'refund_request', id: 900004 } }, isoNow(t.clock)));
    await sweep();
    expect(popbill.documents.get(`${c.orderNumber}-C1`)!.body).toMatchObject({ modifyCode: 2, orgNTSConfirmNum: org.confirmNum, supplyCostTotal: '-10000', taxTotal: '-1000', totalAmount: '-11000' });
    await t.app.ctx.db.transaction().execute((trx) => onChargeReversed(trx, { charge: row, points: 20_000, whole: true, ref: { type: 'refund_request', id: 900005 } }, isoNow(t.clock)));
    await sweep();
    expect(popbill.documents.get(`${c.orderNumber}-C2`)!.body).toMatchObject({ modifyCode: 4, supplyCostTotal: '-20000', taxTotal: '-2000', totalAmount: '-22000' });
    expect((await receiptOf(m.auth, c.id))!.reversals).toMatchObject([{ label: '수정세금계산서', amount: 11_000 }, { label: '수정세금계산서', amount: 22_000 }]);
  });

  it('a receipt refunded in whole before it was sent is not issued at all', async () => {
    const { m, c, row } = await credited({ feeType: 'CASH', feeValue: { phone: '01078787878' } });
    await t.app.ctx.db.transaction().execute((trx) => onChargeReversed(trx, { charge: row, points: 10_000, whole: true, ref: { type: 'refund_request', id: 900006 } }, isoNow(t.clock)));
    await sweep();
    expect(callsFor(c.orderNumber)).toEqual([]);
    expect(await receiptOf(m.auth, c.id)).toMatchObject({ status: 'withdrawn', statusText: '발급 안 함', reversals: [] });
  });

  it('a cancellation waits for its original to be issued', async () => {
    const { c, row } = await credited({ feeType: 'CASH', feeValue: { phone: '01090909090' } }, 20_000);
    popbill.hang.next = 1;
    popbill.hang.delayMs = 350;
    await sweep(); // the original's answer is lost
    await t.app.ctx.db.transaction().execute((trx) => onChargeReversed(trx, { charge: row, points: 5_000, whole: false, ref: { type: 'refund_request', id: 900007 } }, isoNow(t.clock)));
    expect(await sweep()).toMatchObject({ waiting: 1 });
    expect(callsFor(`${c.orderNumber}-C1`)).toEqual([]);
    t.clock.advance(receiptBackoffMs(1));
    await sweep();
    t.clock.advance(10 * 60_000);
    await sweep();
    expect(popbill.documents.get(`${c.orderNumber}-C1`)!.body).toMatchObject({ orgConfirmNum: popbill.documents.get(c.orderNumber)!.confirmNum, totalAmount: '5000' });
  });

  it('self-issues a cash receipt for 100,000원 or more without a request only when the owner turned it on', async () => {
    const off = await credited({ feeType: 'NONE' }, 150_000);
    await t.app.ctx.db.insertInto('site_settings').values({ key: 'RECEIPT_SELF_ISSUE', value: 'true', updated_at: isoNow(t.clock) }).onConflict((oc) => oc.column('key').doUpdateSet({ value: 'true' })).execute();
    const small = await credited({ feeType: 'NONE' }, 99_999);
    const big = await credited({ feeType: 'NONE' }, 100_000);
    const m = await registeredMember(t.app);
    const toss = await pendingCharge(t.app, m.auth, { name: '토스', point: 200_000, feeType: 'NONE' });
    await t.app.ctx.db.transaction().execute((trx) => creditCharge(trx, toss.id, 'toss', isoNow(t.clock), { paymentKey: `pk_${toss.id}` }));
    await sweep();
    expect(await docOf(toss.id)).toEqual([]);
    expect(await docOf(off.c.id)).toEqual([]);
    expect(await docOf(small.c.id)).toEqual([]);
    expect(popbill.documents.get(big.c.orderNumber)!.body).toMatchObject({ tradeUsage: '소득공제용', identityNum: '0100001234', totalAmount: '100000' });
    expect(await receiptOf(big.m.auth, big.c.id)).toMatchObject({ purpose: 'self', label: '현금영수증 (자진발급)', status: 'issued' });
  });
});

describe.each(dbKinds)('receipts without Popbill configured on %s', (kind) => {
  let t: AdminTestApp;
  let popbill: StandInPopbill;
  beforeAll(async () => {
    popbill = await startStandInPopbill();
    // The base URL points at the stand-in, but without credentials nothing may reach it.
    t = await createAdminTestApp(kind, { POPBILL_BASE_URL: popbill.url, POPBILL_AUTH_URL: popbill.url });
  });
  afterAll(async () => {
    await t?.close();
    await popbill?.close();
  });

  it('sends nothing; the request is stored and listed for the owner as before', async () => {
    const m = await registeredMember(t.app);
    const c = await pendingCharge(t.app, m.auth, { name: '홍길동', point: 12_000, feeType: 'CASH', feeValue: { phone: '01011112222' } });
    await t.app.ctx.db.transaction().execute((trx) => creditCharge(trx, c.id, 'admin', isoNow(t.clock)));
    expect(await issueDueReceipts(t.app.ctx)).toEqual({});
    t.clock.advance(6 * DAY);
    expect(await issueDueReceipts(t.app.ctx)).toEqual({});
    expect(popbill.issueCalls).toEqual([]);
    expect(await t.app.ctx.db.selectFrom('owner_alerts').select('id').where('kind', '=', 'receipt.failing').execute()).toEqual([]);

    const listed = (await t.call('GET', '/rest/admin/receipts')).json();
    expect(listed).toMatchObject({ connected: false, receipts: [{ chargeId: c.id, status: 'pending', label: '현금영수증 (소득공제용)', documentKey: c.orderNumber, amount: 12_000, number: null }] });
    const desk = (await t.call('GET', '/rest/admin/charges')).json().items as { id: number; feeValue: Record<string, string>; receipt: { status: string } }[];
    expect(desk.find((x) => x.id === c.id)).toMatchObject({ feeValue: { phone: '01011112222' }, receipt: { status: 'pending' } });
  });
});
