import { inquiryMessages, msg, type AdminInquiriesPage } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, createAdminTestApp, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { makeAdmin } from '../../../cli/make-admin.js';
import { dbKinds, registerAndLogin } from '../../../../test/helpers/test-app.js';

const HOUR = 3_600_000;

describe.each(dbKinds)('the console\'s inquiry inbox on %s', (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
  });
  afterAll(() => t?.close());

  const ask = async (auth: Record<string, string>, category: string, title: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/rest/service/inquiries', headers: auth, payload: { category, title, body: '내용입니다' } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().inquiry.id as number;
  };
  const inbox = async (query: string) => {
    const res = await t.call('GET', `/rest/admin/inquiries?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as AdminInquiriesPage).inquiries.map((i) => i.id);
  };

  it('filters by status, category, assignee and waiting time, most recently active first', async () => {
    const m = await registerAndLogin(t.app);
    const old = await ask(m.auth, 'as', '리필이 안 돼요');
    t.clock.advance(30 * HOUR);
    const fresh = await ask(m.auth, 'charge', '충전 문의');
    const answered = await ask(m.auth, 'charge', '환불 문의');
    await t.call('POST', `/rest/admin/inquiries/${answered}/replies`, { body: '환불해 드렸습니다.' });
    t.clock.advance(60_000);
    const mine = await t.call('PATCH', `/rest/admin/inquiries/${fresh}`, { assigneeId: t.admin.memberId });
    expect(mine.json().inquiry).toMatchObject({ assigneeId: t.admin.memberId, assigneeLoginId: t.admin.id.toLowerCase() });

    expect((await inbox('')).slice(0, 3)).toEqual([fresh, answered, old]);
    expect(await inbox('status=open')).toEqual(expect.arrayContaining([fresh, old]));
    expect(await inbox('status=open')).not.toContain(answered);
    expect(await inbox('category=charge')).toEqual(expect.arrayContaining([fresh, answered]));
    expect(await inbox('category=charge')).not.toContain(old);
    expect(await inbox('assignee=me')).toEqual([fresh]);
    expect(await inbox(`assignee=${t.admin.memberId}`)).toEqual([fresh]);
    expect(await inbox('assignee=none')).not.toContain(fresh);
    // Waiting 24 hours or more: only the one asked 30 hours ago and not yet answered.
    expect(await inbox('waitingHours=24')).toContain(old);
    expect(await inbox('waitingHours=24')).not.toContain(fresh);

    expect((await t.call('GET', '/rest/admin/inquiries?status=done')).json()).toMatchObject({ statusCode: 400, message: inquiryMessages.statusInvalid });
    expect((await t.call('GET', '/rest/admin/inquiries?waitingHours=0')).statusCode).toBe(400);
  });

  it('assigns only to console accounts, and audits who changed what', async () => {
    const m = await registerAndLogin(t.app);
    const id = await ask(m.auth, 'etc', '담당자 테스트');
    const member = await t.app.ctx.db.selectFrom('members').select('id').where('login_id', '=', m.id.toLowerCase()).executeTakeFirstOrThrow();
    expect((await t.call('PATCH', `/rest/admin/inquiries/${id}`, { assigneeId: member.id })).json()).toEqual({ statusCode: 400, message: inquiryMessages.assigneeInvalid });
    expect((await t.call('PATCH', `/rest/admin/inquiries/${id}`, {})).json().message).toBe(inquiryMessages.nothingToChange);

    const helper = await registerAndLogin(t.app);
    await makeAdmin(t.app.ctx, helper.id);
    const staff = (await t.call('GET', '/rest/admin/inquiries/staff')).json() as { id: number; loginId: string }[];
    const helperId = staff.find((s) => s.loginId === helper.id.toLowerCase())!.id;
    expect(staff.map((s) => s.loginId)).not.toContain(m.id.toLowerCase());
    const res = await t.call('PATCH', `/rest/admin/inquiries/${id}`, { assigneeId: helperId });
    expect(res.json().inquiry.assigneeLoginId).toBe(helper.id.toLowerCase());
    await t.call('PATCH', `/rest/admin/inquiries/${id}`, { assigneeId: null });
    const audit = await auditOf(t.app, 'inquiry', id);
    expect(audit.map((a) => [a.action, JSON.parse(a.after_json!).assigneeId])).toEqual([
      ['inquiry.update', helperId],
      ['inquiry.update', null],
    ]);
    expect((await t.call('GET', '/rest/admin/inquiries/999999')).json()).toEqual({ statusCode: 404, message: inquiryMessages.notFound });
  });

  it('keeps saved reply templates, audited', async () => {
    const created = await t.call('POST', '/rest/admin/inquiry-templates', { title: '충전 확인', body: '입금 확인 후 충전해 드렸습니다.' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await t.call('PATCH', `/rest/admin/inquiry-templates/${id}`, { title: '충전 완료', body: '충전해 드렸습니다.' })).json()).toMatchObject({ title: '충전 완료' });
    expect((await t.call('GET', '/rest/admin/inquiry-templates')).json()).toEqual([expect.objectContaining({ id, title: '충전 완료', body: '충전해 드렸습니다.' })]);
    expect((await t.call('POST', '/rest/admin/inquiry-templates', { title: ' ', body: 'x' })).json().message).toBe(inquiryMessages.templateTitleRequired);
    expect((await t.call('DELETE', `/rest/admin/inquiry-templates/${id}`)).json()).toEqual({ message: msg.admin.deleted });
    expect((await t.call('DELETE', `/rest/admin/inquiry-templates/${id}`)).statusCode).toBe(404);
    expect((await auditOf(t.app, 'inquiry_template', id)).map((a) => a.action)).toEqual(['inquiry_template.create', 'inquiry_template.update', 'inquiry_template.delete']);
  });

  it('is not there for members or guests (the console\'s 404)', async () => {
    const m = await registerAndLogin(t.app);
    const id = await ask(m.auth, 'etc', '회원은 못 봄');
    for (const [method, url] of [
      ['GET', '/rest/admin/inquiries'],
      ['GET', `/rest/admin/inquiries/${id}`],
      ['POST', `/rest/admin/inquiries/${id}/replies`],
      ['GET', '/rest/admin/inquiry-templates'],
    ] as const) {
      expect((await t.call(method, url, method === 'POST' ? { body: 'x' } : undefined, m.auth)).statusCode).toBe(404);
      expect((await t.call(method, url, method === 'POST' ? { body: 'x' } : undefined, {})).statusCode).toBe(404);
    }
  });
});
