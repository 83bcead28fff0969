import { allSettingKeys, msg, settingFields } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, registerAndLogin } from '../../../../test/helpers/test-app.js';
import { auditOf, createAdminTestApp, tinyPng, type AdminTestApp } from '../../../../test/helpers/admin.js';

describe.each(dbKinds)('admin content on %s', (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
  });
  afterAll(() => t?.close());

  const publicNotices = async () => (await t.app.inject({ url: '/rest/service/notices' })).json() as { id: number; content: string; isTop: boolean; bgColor: string }[];
  const publicSettings = async () => (await t.app.inject({ url: '/rest/service/settings' })).json() as { key: string; value: unknown }[];

  it('sanitises notice HTML on save: scripts, event handlers and javascript: links are gone', async () => {
    const html =
      '<p onclick="steal()">이벤트 <b>안내</b><script>fetch("/rest/auth/profile")</script>' +
      '<img src=x onerror="alert(document.cookie)">' +
      '<a href="javascript:alert(1)">나쁜 링크</a> <a href="JaVaScRiPt&colon;alert(1)">또</a> ' +
      '<a href="https://example.com/event" onmouseover="x()">자세히</a></p><iframe src="https://evil.example"></iframe>';
    const res = await t.call('POST', '/rest/admin/notices', { content: html, isTop: true, bgColor: '#FFF4E5' });
    expect(res.statusCode, res.body).toBe(201);
    const notice = res.json();
    const a = 'target="_blank" rel="noopener noreferrer nofollow"';
    const expected = `<p>이벤트 <b>안내</b><a ${a}>나쁜 링크</a> <a ${a}>또</a> <a href="https://example.com/event" ${a}>자세히</a></p>`;
    expect(notice).toMatchObject({ content: expected, isTop: true, bgColor: '#FFF4E5', visible: true });
    const stored = await t.app.ctx.db.selectFrom('notices').select('content').where('id', '=', notice.id).executeTakeFirstOrThrow();
    expect(stored.content).toBe(expected);
    expect((await publicNotices()).find((n) => n.id === notice.id)).toEqual({ id: notice.id, content: expected, isTop: true, bgColor: '#FFF4E5' });
    for (const bad of ['<script', 'onerror', 'onclick', 'onmouseover', 'javascript', 'iframe']) expect(expected.toLowerCase()).not.toContain(bad);

    expect((await t.call('POST', '/rest/admin/notices', { content: '<script>alert(1)</script><p> </p>' })).json()).toEqual({ statusCode: 400, message: msg.admin.noticeRequired });
    expect((await t.call('POST', '/rest/admin/notices', { content: '안녕', bgColor: 'blue' })).json()).toEqual({ statusCode: 400, message: msg.admin.colorInvalid });
  });

  it('sanitises notices again on render, so a row written around the console is harmless too', async () => {
    const row = await t.app.ctx.db
      .insertInto('notices')
      .values({ content: '<b>직접</b> 넣은 공지<script>alert(1)</script><img src=x onerror=alert(1)>', is_top: 0, bg_color: '', visible: 1, sort_order: 0, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await publicNotices()).find((n) => n.id === row.id)!.content).toBe('<b>직접</b> 넣은 공지');
    expect((await t.call('GET', '/rest/admin/notices')).json().find((n: { id: number }) => n.id === row.id).content).toBe('<b>직접</b> 넣은 공지');
    // Plain-text notices (the demo ones) keep their words and line breaks.
    const plain = (await t.call('POST', '/rest/admin/notices', { content: '첫 줄\n둘째 줄 & 끝' })).json();
    expect(plain.content).toBe('첫 줄<br>둘째 줄 &amp; 끝');
  });

  it('edits, hides and deletes notices with an audit trail', async () => {
    const n = (await t.call('POST', '/rest/admin/notices', { content: '수정 전' })).json();
    const edited = await t.call('PATCH', `/rest/admin/notices/${n.id}`, { content: '<em>수정 후</em><svg onload=alert(1)>', visible: false });
    expect(edited.json()).toMatchObject({ content: '<em>수정 후</em>', visible: false });
    expect((await publicNotices()).some((x) => x.id === n.id)).toBe(false);
    expect((await t.call('PATCH', `/rest/admin/notices/${n.id}`, {})).statusCode).toBe(200);
    expect((await t.call('DELETE', `/rest/admin/notices/${n.id}`)).json()).toEqual({ message: msg.admin.deleted });
    expect((await t.call('DELETE', `/rest/admin/notices/${n.id}`)).statusCode).toBe(404);
    const audit = await auditOf(t.app, 'notice', n.id);
    expect(audit.map((x) => x.action)).toEqual(['notice.create', 'notice.update', 'notice.update', 'notice.delete']);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ content: '수정 전', visible: true });
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ content: '<em>수정 후</em>', visible: false });
  });

  it('manages FAQs, popups with uploaded images, and sign-up routes', async () => {
    const qna = await t.call('POST', '/rest/admin/qnas', { title: '환불은 언제 되나요?', answer: '3일 안에 처리됩니다.', sortOrder: -1 });
    expect(qna.statusCode, qna.body).toBe(201);
    expect((await t.app.inject({ url: '/rest/service/qnas' })).json()[0]).toEqual({ id: qna.json().id, title: '환불은 언제 되나요?', answer: '3일 안에 처리됩니다.' });
    expect((await t.call('POST', '/rest/admin/qnas', { title: '', answer: 'x' })).json()).toEqual({ statusCode: 400, message: msg.admin.qnaTitleRequired });
    expect((await t.call('PATCH', `/rest/admin/qnas/${qna.json().id}`, { visible: false })).json()).toMatchObject({ visible: false });

    const media = (await t.call('POST', '/rest/admin/media', { dataUrl: `data:image/png;base64,${tinyPng}` })).json();
    const popup = await t.call('POST', '/rest/admin/popups', { imageUrl: media.url, linkUrl: 'https://example.com/event' });
    expect(popup.statusCode, popup.body).toBe(201);
    expect((await t.app.inject({ url: '/rest/service/popup' })).json()).toContainEqual({ id: popup.json().id, enabled: true, imageUrl: media.url });
    expect((await t.call('POST', '/rest/admin/popups', { imageUrl: 'javascript:alert(1)' })).json()).toEqual({ statusCode: 400, message: msg.admin.imageUrlInvalid });
    expect((await t.call('POST', '/rest/admin/popups', { imageUrl: media.url, linkUrl: 'javascript:alert(1)' })).json()).toEqual({ statusCode: 400, message: msg.admin.urlInvalid });
    expect((await t.call('PATCH', `/rest/admin/popups/${popup.json().id}`, { enabled: false })).json()).toMatchObject({ enabled: false });

    const where = (await t.call('POST', '/rest/admin/register-where', { text: '틱톡 광고' })).json();
    expect((await t.app.inject({ url: '/rest/service/register-where' })).json()).toContainEqual({ id: where.id, text: '틱톡 광고' });
    const reg = await t.app.inject({ method: 'POST', url: '/rest/auth/register', payload: { id: 'from_tiktok1', password: 'secret-pass1', email: 'tiktok1@example.com', registerWhere: '틱톡 광고', agreeTerms: true, agreePrivacy: true } });
    expect(reg.statusCode, reg.body).toBe(201);
    await t.call('PATCH', `/rest/admin/register-where/${where.id}`, { visible: false });
    expect((await t.app.inject({ url: '/rest/service/register-where' })).json().some((w: { id: number }) => w.id === where.id)).toBe(false);
    expect((await t.call('DELETE', `/rest/admin/register-where/${where.id}`)).statusCode).toBe(200);
  });

  it('lists every site setting with its control, and saves only valid values', async () => {
    const list = (await t.call('GET', '/rest/admin/settings')).json() as { key: string; control: string; value: unknown }[];
    expect(list.map((s) => s.key).sort()).toEqual([...allSettingKeys].sort());
    expect(list.slice(0, settingFields.length).map((s) => s.key)).toEqual(settingFields.map((f) => f.key).filter((k) => allSettingKeys.includes(k)));
    const byKey = Object.fromEntries(list.map((s) => [s.key, s]));
    expect(byKey.ENABLE_QNA).toMatchObject({ control: 'flag', value: true });
    expect(byKey.SITE_MAIN_COLOR).toMatchObject({ control: 'color', value: '#5B5BF0' });
    expect(byKey.POINT_CHARGE_BUTTON_OPTIONS).toMatchObject({ control: 'amounts', value: [1000, 5000, 10000, 50000, 100000] });
    expect(byKey.ENABLE_PAYMENT_TYPE).toMatchObject({ control: 'choice', value: 'ALL' });
    expect(byKey.SITE_KAKAO_CHANNEL_LINK).toMatchObject({ control: 'url' });

    const put = (values: object) => t.call('PUT', '/rest/admin/settings', { values });
    expect((await put({ ENABLE_QNA: 'yes' })).statusCode).toBe(400);
    expect((await put({ SITE_MAIN_COLOR: 'red' })).json()).toEqual({ statusCode: 400, message: msg.admin.colorInvalid });
    expect((await put({ POINT_CHARGE_BUTTON_OPTIONS: [1000, -5] })).json()).toEqual({ statusCode: 400, message: msg.admin.amountsInvalid });
    expect((await put({ POINT_CHARGE_BUTTON_OPTIONS: [] })).json().message).toBe(msg.admin.amountsInvalid);
    expect((await put({ ENABLE_PAYMENT_TYPE: 'BITCOIN' })).statusCode).toBe(400);
    expect((await put({ SITE_KAKAO_CHANNEL_LINK: 'javascript:alert(1)' })).json()).toEqual({ statusCode: 400, message: msg.admin.urlInvalid });
    expect((await put({ NOT_A_SETTING: 'x' })).json()).toEqual({ statusCode: 400, message: msg.admin.settingUnknown('NOT_A_SETTING') });
    expect((await put({ LANDING_COUNTERS: '{"broken": ' })).statusCode).toBe(400);
    // One bad value keeps the good ones from being saved too.
    expect((await put({ FOOTER_COMPANY: '바뀌면 안 됨', SITE_MAIN_COLOR: 'nope' })).statusCode).toBe(400);
    expect((await publicSettings()).find((s) => s.key === 'FOOTER_COMPANY')!.value).not.toBe('바뀌면 안 됨');

    const saved = await put({
      ENABLE_QNA: false,
      SITE_MAIN_COLOR: '#112233',
      POINT_CHARGE_BUTTON_OPTIONS: [3000, 7000],
      ENABLE_PAYMENT_TYPE: 'NO_FEE',
      FOOTER_COMPANY: '  주식회사 새이름  ',
      SITE_KAKAO_CHANNEL_LINK: 'https://pf.kakao.com/_abc',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const pub = Object.fromEntries((await publicSettings()).map((s) => [s.key, s.value]));
    expect(pub).toMatchObject({
      ENABLE_QNA: false,
      SITE_MAIN_COLOR: '#112233',
      POINT_CHARGE_BUTTON_OPTIONS: [3000, 7000],
      ENABLE_PAYMENT_TYPE: 'NO_FEE',
      FOOTER_COMPANY: '주식회사 새이름',
      SITE_KAKAO_CHANNEL_LINK: 'https://pf.kakao.com/_abc',
    });
    const rows = await t.app.ctx.db.selectFrom('admin_audit').selectAll().where('action', '=', 'settings.update').execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.before_json!)).toMatchObject({ ENABLE_QNA: true, SITE_MAIN_COLOR: '#5B5BF0' });
    expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({ ENABLE_QNA: false, SITE_MAIN_COLOR: '#112233' });

    // Saving the same values again changes nothing and writes no audit row.
    await put({ ENABLE_QNA: false });
    expect(await t.app.ctx.db.selectFrom('admin_audit').selectAll().where('action', '=', 'settings.update').execute()).toHaveLength(1);

    // A member sees the change: the charge form refuses receipts once only NO_FEE is allowed.
    const m = await registerAndLogin(t.app);
    const charge = await t.app.inject({ method: 'POST', url: '/rest/service/point', headers: m.auth, payload: { name: '홍길동', point: 10_000, feeType: 'CASH', feeValue: { phone: '010-1234-5678' } } });
    expect(charge.json().message).toBe(msg.charge.feeTypeNotOffered);
  });
});
