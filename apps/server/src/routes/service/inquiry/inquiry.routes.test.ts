import { inquiryMessages, msg } from '@snsshop/shared';
import { simulatedService } from '../../../../test/helpers/seeded-followers.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, createAdminTestApp, tinyPng, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { notificationRows } from '../../../../test/helpers/notifications.js';
import { dbKinds, grantPoints, registerAndLogin } from '../../../../test/helpers/test-app.js';

type Auth = Record<string, string>;
const png = `data:image/png;base64,${tinyPng}`;
/** A text file named and typed as a PNG: refused by its bytes. */
const fakePng = `data:image/png;base64,${Buffer.from('<script>alert(1)</script> not an image').toString('base64')}`;

describe.each(dbKinds)('1:1 inquiries on %s', (kind) => {
  let t: AdminTestApp;
  let serviceId: number;
  let linkNo = 0;

  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    serviceId = await simulatedService(t.app, '문의 테스트 팔로워', 100_000_000);
  });
  afterAll(() => t?.close());

  async function member() {
    const m = await registerAndLogin(t.app);
    return { ...m, memberId: await grantPoints(t.app, m.id, 10_000) };
  }
  async function order(auth: Auth) {
    const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: auth, payload: { serviceId, link: `https://www.instagram.com/inquiry_${kind}_${++linkNo}`, amount: 100 } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }
  const ask = (auth: Auth, payload: object) => t.app.inject({ method: 'POST', url: '/rest/service/inquiries', headers: auth, payload });
  const thread = (auth: Auth, id: number) => t.app.inject({ url: `/rest/service/inquiries/${id}`, headers: auth });
  const write = (auth: Auth, id: number, payload: object) => t.app.inject({ method: 'POST', url: `/rest/service/inquiries/${id}/messages`, headers: auth, payload });
  const reply = (id: number, payload: object) => t.call('POST', `/rest/admin/inquiries/${id}/replies`, payload);
  const unread = async (auth: Auth) => (await t.app.inject({ url: '/rest/service/inquiries/unread', headers: auth })).json().unread as number;
  const answeredNotes = async (memberId: number) => (await notificationRows(t.app, memberId)).filter((n) => n.event === 'inquiry.answered');

  it('opens an inquiry about the member\'s order with two images, shown to the member and in the inbox with the order', async () => {
    const m = await member();
    const orderId = await order(m.auth);
    const res = await ask(m.auth, { category: 'order', title: '팔로워가 줄었어요', body: '어제 주문했는데 <b>절반</b>이 빠졌어요.\nhttps://example.com/x', orderId, images: [png, png] });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.inquiry).toMatchObject({ category: 'order', title: '팔로워가 줄었어요', status: 'open', orderId, unread: false });
    expect(created.messages).toHaveLength(1);
    // Plain text kept as written: no HTML is made of it on the way in.
    expect(created.messages[0]).toMatchObject({ author: 'member', body: '어제 주문했는데 <b>절반</b>이 빠졌어요.\nhttps://example.com/x' });
    const images = created.messages[0].images as { name: string; contentType: string; size: number }[];
    expect(images.map((i) => i.contentType)).toEqual(['image/png', 'image/png']);

    const own = await t.app.inject({ url: `/rest/service/inquiries/${created.inquiry.id}/images/${images[0]!.name}`, headers: m.auth });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toContain('private');
    expect(own.rawPayload.equals(Buffer.from(tinyPng, 'base64'))).toBe(true);
    expect((await t.call('GET', `/rest/admin/inquiries/${created.inquiry.id}/images/${images[0]!.name}`)).statusCode).toBe(200);
    // Never public: not under the console's public media, not without a login.
    expect((await t.app.inject({ url: `/rest/media/${images[0]!.name}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/rest/service/inquiries/${created.inquiry.id}/images/${images[0]!.name}` })).statusCode).toBe(401);

    const inbox = (await t.call('GET', '/rest/admin/inquiries?status=open')).json();
    expect(inbox.inquiries.find((i: { id: number }) => i.id === created.inquiry.id)).toMatchObject({ memberLoginId: m.id.toLowerCase(), orderId, waitingSince: '2026-11-21T03:00:00.000Z' });
    const detail = (await t.call('GET', `/rest/admin/inquiries/${created.inquiry.id}`)).json();
    expect(detail.order).toMatchObject({ id: orderId, service: '문의 테스트 팔로워', quantity: 100, charge: 1000 });
  });

  it('answers 404 for another member\'s inquiry, its images and messages, and for another member\'s order', async () => {
    const a = await member();
    const b = await member();
    const created = (await ask(a.auth, { category: 'etc', title: '질문', body: '내용', images: [png] })).json();
    const name = created.messages[0].images[0].name as string;
    const id = created.inquiry.id as number;
    for (const res of [
      await thread(b.auth, id),
      await write(b.auth, id, { body: '끼어들기' }),
      await t.app.inject({ url: `/rest/service/inquiries/${id}/images/${name}`, headers: b.auth }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: inquiryMessages.notFound });
    }
    expect((await thread(a.auth, 999_999)).json()).toEqual({ statusCode: 404, message: inquiryMessages.notFound });
    expect((await t.app.inject({ url: '/rest/service/inquiries', headers: b.auth })).json().inquiries).toEqual([]);
    const aOrder = await order(a.auth);
    expect((await ask(b.auth, { category: 'order', title: '남의 주문', body: '내용', orderId: aOrder })).json()).toEqual({ statusCode: 404, message: inquiryMessages.orderNotFound });
    expect((await thread(a.auth, id)).json().messages).toHaveLength(1);
  });

  it('needs a login (guests cannot ask) and refuses bad input in Korean with 400, storing nothing', async () => {
    expect((await ask({}, { category: 'etc', title: '질문', body: '내용' })).statusCode).toBe(401);
    const m = await member();
    const cases: [object, string][] = [
      [{ category: 'refund', title: '질문', body: '내용' }, inquiryMessages.categoryInvalid],
      [{ category: 'etc', title: '  ', body: '내용' }, inquiryMessages.titleRequired],
      [{ category: 'etc', title: 'x'.repeat(101), body: '내용' }, inquiryMessages.titleTooLong],
      [{ category: 'etc', title: '질문', body: '' }, inquiryMessages.bodyRequired],
      [{ category: 'etc', title: '질문', body: '내용', images: [png, png, png, png] }, inquiryMessages.tooManyImages],
      [{ category: 'etc', title: '질문', body: '내용', images: [png, fakePng] }, msg.admin.imageInvalid],
      [{ category: 'etc', title: '질문', body: '내용', images: ['data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='] }, msg.admin.imageInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await ask(m.auth, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from(tinyPng, 'base64'), Buffer.alloc(2 * 1024 * 1024)]).toString('base64')}`;
    expect((await ask(m.auth, { category: 'etc', title: '질문', body: '내용', images: [big] })).json().message).toBe(inquiryMessages.imageTooLarge);
    expect((await t.app.inject({ url: '/rest/service/inquiries', headers: m.auth })).json().inquiries).toEqual([]);
    expect(await t.app.ctx.db.selectFrom('inquiry_images').select('inquiry_images.id').innerJoin('inquiries', 'inquiries.id', 'inquiry_images.inquiry_id').where('inquiries.member_id', '=', m.memberId).execute()).toEqual([]);
  });

  it('goes 접수 → 답변 완료 → 종료, a member message reopens it, and each answered turn is told to the member once', async () => {
    const m = await member();
    await t.app.ctx.db.updateTable('members').set({ phone_number: '01012345678' }).where('id', '=', m.memberId).execute();
    const id = (await ask(m.auth, { category: 'charge', title: '입금했는데 충전이 안 돼요', body: '10시에 입금했어요' })).json().inquiry.id as number;
    expect(await unread(m.auth)).toBe(0);

    const first = await reply(id, { body: '확인해 보겠습니다.' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().inquiry).toMatchObject({ status: 'answered', waitingSince: null });
    // A second answer in the same turn (a double click, two staff at once) tells the member nothing new.
    await Promise.all([reply(id, { body: '충전 처리했습니다.' }), reply(id, { body: '충전 처리했습니다.' })]);
    const notes = await answeredNotes(m.memberId);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ status: 'pending', phone: '01012345678' });
    expect(JSON.parse(notes[0]!.vars)).toEqual({ 제목: '입금했는데 충전이 안 돼요' });

    expect(await unread(m.auth)).toBe(1);
    const listed = (await t.app.inject({ url: '/rest/service/inquiries', headers: m.auth })).json();
    expect(listed).toMatchObject({ unread: 1, inquiries: [{ id, status: 'answered', unread: true }] });
    const read = (await thread(m.auth, id)).json();
    expect(read.messages.map((x: { author: string }) => x.author)).toEqual(['member', 'staff', 'staff', 'staff']);
    expect(await unread(m.auth)).toBe(0);

    t.clock.advance(60_000);
    const again = await write(m.auth, id, { body: '아직 안 들어왔어요', images: [png] });
    expect(again.statusCode).toBe(201);
    expect(again.json().inquiry.status).toBe('open');
    expect((await t.call('GET', `/rest/admin/inquiries/${id}`)).json().inquiry.waitingSince).toBe(t.clock.now().toISOString());
    await reply(id, { body: '다시 확인했습니다.', close: true });
    expect((await thread(m.auth, id)).json().inquiry.status).toBe('closed');
    expect(await answeredNotes(m.memberId)).toHaveLength(2);

    // A member writing on a closed inquiry opens it again; staff may close it without an answer.
    await write(m.auth, id, { body: '하나 더 여쭤볼게요' });
    expect((await thread(m.auth, id)).json().inquiry.status).toBe('open');
    const closed = await t.call('PATCH', `/rest/admin/inquiries/${id}`, { status: 'closed' });
    expect(closed.json().inquiry.status).toBe('closed');
    expect(await answeredNotes(m.memberId)).toHaveLength(2);
    const audit = await auditOf(t.app, 'inquiry', id);
    expect(audit.map((a) => a.action)).toEqual(['inquiry.reply', 'inquiry.reply', 'inquiry.reply', 'inquiry.reply', 'inquiry.update']);
    expect(audit.every((a) => a.admin_id === t.admin.memberId)).toBe(true);
  });

  it('skips the message when the member turned the event off, still marking the reply unread', async () => {
    const m = await member();
    await t.app.ctx.db.updateTable('members').set({ phone_number: '01012345679' }).where('id', '=', m.memberId).execute();
    const off = await t.app.inject({ method: 'PUT', url: '/rest/auth/notifications', headers: m.auth, payload: { items: [{ event: 'inquiry.answered', enabled: false }] } });
    expect(off.statusCode, off.body).toBeLessThan(300);
    const id = (await ask(m.auth, { category: 'account', title: '아이디 변경', body: '가능한가요?' })).json().inquiry.id as number;
    await reply(id, { body: '불가능합니다.' });
    expect((await answeredNotes(m.memberId)).map((n) => n.status)).toEqual(['skipped']);
    expect(await unread(m.auth)).toBe(1);
  });
});
