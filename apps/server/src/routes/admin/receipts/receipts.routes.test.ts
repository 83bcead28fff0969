import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, auditOf, createAdminTestApp, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { invoice, pendingCharge, setSetting } from '../../../../test/helpers/charges.js';
import { registeredMember } from '../../../../test/helpers/members.js';
import { dbKinds } from '../../../../test/helpers/test-app.js';
import { isoNow } from '../../../lib/clock.js';
import { creditCharge } from '../../../services/charges/credit-charge.js';
import { onChargeReversed } from '../../../services/growth/charge-events.js';

type Listed = { id: number; chargeId: number; role: string; status: string; number: string | null; supply: number; tax: number; total: number; recordedBy: string | null; buyer: Record<string, string | null>; originalNumber: string | null };

describe.each(dbKinds)('receipts issued at 홈택스 by hand, without Popbill, on %s', (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    await setSetting(t.app, 'ENABLE_PAYMENT_FEE', true);
  });
  afterAll(() => t?.close());

  async function credited(payload: object, point: number) {
    const m = await registeredMember(t.app);
    const c = await pendingCharge(t.app, m.auth, { name: '홍길동', point, ...payload });
    const row = await t.app.ctx.db.transaction().execute((trx) => creditCharge(trx, c.id, 'admin', isoNow(t.clock)));
    return { m, c, row: row! };
  }
  const list = async () => ((await t.call('GET', '/rest/admin/receipts')).json() as { connected: boolean; receipts: Listed[] }).receipts;
  const docOf = async (chargeId: number, role = 'issue') => (await list()).find((r) => r.chargeId === chargeId && r.role === role)!;
  const record = (id: number, body: object = { number: '123456789', issuedOn: '2026-01-05' }, auth = t.admin.auth) => t.call('POST', `/rest/admin/receipts/${id}/record`, body, auth);
  const today = () => new Date(t.clock.now().getTime() + 9 * 3600_000).toISOString().slice(0, 10);
  const csvRows = async () => {
    const res = await t.call('GET', '/rest/admin/receipts/pending.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [head, ...rows] = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    const cols = head!.split(',');
    return rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [cols[i]!, v])));
  };

  it('shows what 홈택스 asks for: the buyer and the supply value and VAT, exact, VAT the total ÷ 11 rounded down', async () => {
    const { c } = await credited({ feeType: 'CASH', feeValue: { phone: '010-2345-6789' } }, 100_000);
    const doc = await docOf(c.id);
    expect(doc).toMatchObject({ status: 'pending', total: 100_000, tax: 9_090, supply: 90_910, buyer: { phone: '01023456789', businessNumber: null }, recordedBy: null });
    const tax = await credited({ feeType: 'FEE', feeValue: invoice }, 10_000);
    expect(await docOf(tax.c.id)).toMatchObject({ total: 11_000, supply: 10_000, tax: 1_000, buyer: { businessNumber: '1234567891', company: invoice.company, ceo: invoice.leader, email: invoice.email, phone: '021234567' } });
  });

  it('records a receipt issued at 홈택스 once, with who and when in the audit; a second record is a 409', async () => {
    const { m, c } = await credited({ feeType: 'CASH', feeValue: { phone: '01011112222' } }, 20_000);
    const doc = await docOf(c.id);
    const res = await record(doc.id, { number: '1234-5678-9', issuedOn: today() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: '홈택스 발급을 기록했습니다.' });
    expect(await docOf(c.id)).toMatchObject({ status: 'issued', number: '123456789', recordedBy: t.admin.id.toLowerCase() });
    const audit = await auditOf(t.app, 'receipt', doc.id);
    expect(audit.map((a) => [a.action, a.admin_id])).toEqual([['receipt.record', t.admin.memberId]]);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ status: 'issued', number: '123456789' });
    // the member's charge history shows the number too
    const history = (await t.app.inject({ url: '/rest/service/point-history/page?size=20', headers: m.auth })).json().charges as { id: number; receipt: { status: string; number: string } }[];
    expect(history.find((h) => h.id === c.id)!.receipt).toMatchObject({ status: 'issued', number: '123456789' });

    const again = await Promise.all([record(doc.id, { number: '999999999', issuedOn: today() }), record(doc.id, { number: '888888888', issuedOn: today() })]);
    expect(again.map((r) => r.statusCode)).toEqual([409, 409]);
    expect(again[0]!.json().message).toBe('이미 발급 완료로 기록된 영수증입니다.');
    expect((await docOf(c.id)).number).toBe('123456789');
    expect(await auditOf(t.app, 'receipt', doc.id)).toHaveLength(1);
  });

  it('one of racing records wins', async () => {
    const { c } = await credited({ feeType: 'CASH', feeValue: { phone: '01011113333' } }, 5_000);
    const doc = await docOf(c.id);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => record(doc.id, { number: `5555555${i}0`, issuedOn: today() })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await auditOf(t.app, 'receipt', doc.id)).toHaveLength(1);
  });

  it('refuses one Popbill issued or may have issued, one not issued after a refund, and bad input in Korean', async () => {
    const { c } = await credited({ feeType: 'CASH', feeValue: { phone: '01011114444' } }, 7_000);
    const doc = await docOf(c.id);
    await t.app.ctx.db.updateTable('receipt_documents').set({ status: 'issued', confirm_num: 'POPBILL01', issued_at: isoNow(t.clock) }).where('id', '=', doc.id).execute();
    const byPopbill = await record(doc.id, { number: '123456789', issuedOn: today() });
    expect(byPopbill.statusCode).toBe(409);
    expect(byPopbill.json().message).toContain('팝빌');
    const unknown = await credited({ feeType: 'CASH', feeValue: { phone: '01011115555' } }, 7_000);
    const u = await docOf(unknown.c.id);
    await t.app.ctx.db.updateTable('receipt_documents').set({ status: 'failed', outcome_unknown: 1 }).where('id', '=', u.id).execute();
    expect((await record(u.id, { number: '123456789', issuedOn: today() })).statusCode).toBe(409);

    const gone = await credited({ feeType: 'CASH', feeValue: { phone: '01011116666' } }, 7_000);
    const g = await docOf(gone.c.id);
    await t.app.ctx.db.transaction().execute((trx) => onChargeReversed(trx, { charge: gone.row, points: 7_000, whole: true, ref: { type: 'refund_request', id: 910001 } }, isoNow(t.clock)));
    expect((await record(g.id, { number: '123456789', issuedOn: today() })).json().message).toBe('환불로 발급하지 않기로 한 영수증입니다.');

    for (const body of [{ number: '12', issuedOn: today() }, { number: '123456789', issuedOn: '2026-02-30' }, { number: '123456789', issuedOn: '2999-01-01' }, { number: '123456789' }, {}]) {
      const res = await record(u.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    expect((await record(99_999_999, { number: '123456789', issuedOn: today() })).statusCode).toBe(404);
  });

  it('a role without receipts never reaches the record or the CSV (404), an accountant does', async () => {
    const { c } = await credited({ feeType: 'CASH', feeValue: { phone: '01011117777' } }, 3_000);
    const doc = await docOf(c.id);
    for (const role of ['manager', 'support'] as const) {
      const s = await addStaff(t.app, role);
      expect((await record(doc.id, { number: '123456789', issuedOn: today() }, s.auth)).statusCode).toBe(404);
      expect((await t.call('GET', '/rest/admin/receipts/pending.csv', undefined, s.auth)).statusCode).toBe(404);
    }
    const accountant = await addStaff(t.app, 'accountant');
    expect((await t.call('GET', '/rest/admin/receipts/pending.csv', undefined, accountant.auth)).statusCode).toBe(200);
    expect((await record(doc.id, { number: '123456789', issuedOn: today() }, accountant.auth)).statusCode).toBe(200);
    expect((await docOf(c.id)).recordedBy).toBe(accountant.id.toLowerCase());
  });

  it('lists pending requests in a CSV with the buyer and the split; amending documents are negative, with the original number', async () => {
    const cash = await credited({ feeType: 'CASH', feeValue: { purpose: 'expense', businessNumber: '123-45-67891' } }, 30_000);
    const tax = await credited({ feeType: 'FEE', feeValue: invoice }, 20_000);
    // the tax invoice was issued at 홈택스, then half of the charge is refunded: its amending invoice waits
    expect((await record((await docOf(tax.c.id)).id, { number: '20260105-4100', issuedOn: today() })).statusCode).toBe(200);
    await t.app.ctx.db.transaction().execute((trx) => onChargeReversed(trx, { charge: tax.row, points: 10_000, whole: false, ref: { type: 'refund_request', id: 910002 } }, isoNow(t.clock)));
    const amend = await docOf(tax.c.id, 'cancel');
    expect(amend).toMatchObject({ status: 'pending', supply: -10_000, tax: -1_000, total: -11_000, originalNumber: '202601054100' });

    const rows = await csvRows();
    expect(rows.find((r) => r['문서 번호'] === cash.c.orderNumber)).toMatchObject({
      문서: '현금영수증 (지출증빙용)',
      충전번호: cash.c.orderNumber,
      사업자등록번호: '1234567891',
      '공급가액(원)': '27273',
      '부가세(원)': '2727',
      '합계(원)': '30000',
      상태: '발급 대기',
    });
    expect(rows.find((r) => r['문서 번호'] === `${tax.c.orderNumber}-C1`)).toMatchObject({
      문서: '수정세금계산서',
      사업자등록번호: '1234567891',
      상호: invoice.company,
      대표자: invoice.leader,
      이메일: invoice.email,
      '공급가액(원)': '-10000',
      '부가세(원)': '-1000',
      '합계(원)': '-11000',
      '원본 승인번호': '202601054100',
    });
    // issued ones are not listed; every row's supply + VAT is its total exactly
    expect(rows.find((r) => r['문서 번호'] === tax.c.orderNumber)).toBeUndefined();
    for (const r of rows) expect(Number(r['공급가액(원)']) + Number(r['부가세(원)'])).toBe(Number(r['합계(원)']));
    // the amending invoice is recorded by hand in turn
    expect((await record(amend.id, { number: '20260106-4200', issuedOn: today() })).statusCode).toBe(200);
    expect((await csvRows()).find((r) => r['문서 번호'] === `${tax.c.orderNumber}-C1`)).toBeUndefined();
  });
});
