import { msg, OrderStatus, reviewMessages } from '@snsshop/shared';
import { simulatedService } from '../../../../test/helpers/seeded-followers.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, createAdminTestApp, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { setSetting } from '../../../../test/helpers/charges.js';
import { expectMoney } from '../../../../test/helpers/members.js';
import { dbKinds, grantPoints, registerAndLogin } from '../../../../test/helpers/test-app.js';
import { settleOrder } from '../../../services/orders/settle-order.js';

type Auth = Record<string, string>;

describe.each(dbKinds)('reviews only buyers write, and the landing on %s', (kind) => {
  let t: AdminTestApp;
  let serviceId: number;
  let linkNo = 0;

  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    serviceId = await simulatedService(t.app, '후기 테스트 팔로워', 100_000_000);
  });
  afterAll(() => t?.close());

  async function member() {
    const m = await registerAndLogin(t.app);
    return { ...m, memberId: await grantPoints(t.app, m.id, 10_000) };
  }
  async function order(auth: Auth, ends: OrderStatus | null = OrderStatus.COMPLETED) {
    const res = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: auth, payload: { serviceId, link: `https://www.instagram.com/review_${kind}_${++linkNo}`, amount: 100 } });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: number }).id;
    if (ends !== null) {
      await t.app.ctx.db.updateTable('orders').set({ fulfilment: 'sent', provider_order_id: `p${id}`, dispatched_at: t.clock.now().toISOString() }).where('id', '=', id).execute();
      await settleOrder(t.app.ctx.db, t.clock, id, { status: ends, startCount: 10, remains: ends === OrderStatus.PARTIAL ? 40 : 0, charge: null });
    }
    return id;
  }
  const write = (auth: Auth, body: object) => t.app.inject({ method: 'POST', url: '/rest/service/reviews', headers: auth, payload: body });
  const onOrderPage = async () => (await t.app.inject({ url: `/rest/service/reviews?serviceId=${serviceId}` })).json();
  const landing = () => t.app.inject({ url: '/rest/service/reviews/best' });

  it('a buyer reviews a finished order once; racing writes make one; another member\'s order is 404', async () => {
    const m = await member();
    const done = await order(m.auth);
    const partial = await order(m.auth, OrderStatus.PARTIAL);
    const running = await order(m.auth, null);
    expect((await t.app.inject({ url: `/rest/service/order/${done}/review`, headers: m.auth })).json()).toEqual({ canReview: true, review: null });

    const writes = await Promise.all([1, 2, 3, 4, 5].map(() => write(m.auth, { orderId: done, rating: 5, text: '빠르게 들어왔어요. 다음에도 이용할게요!' })));
    expect(writes.map((w) => w.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(writes.find((w) => w.statusCode === 409)!.json().message).toBe(reviewMessages.already);
    const mine = (await t.app.inject({ url: `/rest/service/order/${done}/review`, headers: m.auth })).json();
    expect(mine).toMatchObject({ canReview: false, review: { rating: 5, text: '빠르게 들어왔어요. 다음에도 이용할게요!', serviceName: '후기 테스트 팔로워' } });
    expect(mine.review.name).toMatch(/^.{1,3}\*\*\*$/);

    expect((await write(m.auth, { orderId: partial, rating: 3, text: '일부만 들어왔지만 환불은 바로 됐어요.' })).statusCode).toBe(201);
    const notYet = await write(m.auth, { orderId: running, rating: 5, text: '아직 진행 중인 주문입니다만.' });
    expect([notYet.statusCode, notYet.json().message]).toEqual([400, reviewMessages.notFinished]);

    const other = await member();
    for (const res of [
      await write(other.auth, { orderId: done, rating: 1, text: '남의 주문에 후기를 씁니다.' }),
      await t.app.inject({ url: `/rest/service/order/${done}/review`, headers: other.auth }),
      await write(other.auth, { orderId: 99_999_999, rating: 1, text: '없는 주문에 후기를 씁니다.' }),
    ]) {
      expect([res.statusCode, res.json().message]).toEqual([404, msg.order.notFound]);
    }
    // writing a review moves no money
    await expectMoney(t.app, m.memberId, 10_000 - 3 * 1_000 + 400, 5);
  });

  it('refuses bad stars, short or long text and markup in Korean', async () => {
    const m = await member();
    const id = await order(m.auth);
    const cases: [object, string][] = [
      [{ rating: 0, text: '별점이 없는 후기입니다.' }, reviewMessages.ratingInvalid],
      [{ rating: 6, text: '별점이 너무 많은 후기입니다.' }, reviewMessages.ratingInvalid],
      [{ rating: 4, text: '짧아요' }, reviewMessages.textTooShort(10)],
      [{ rating: 4, text: '가'.repeat(501) }, reviewMessages.textTooLong(500)],
      [{ rating: 4, text: '좋아요 <script>alert(1)</script> 최고' }, reviewMessages.plainTextOnly],
    ];
    for (const [body, message] of cases) {
      const res = await write(m.auth, { orderId: id, ...body });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });

  it('/order shows the average, count and latest; a hidden review is gone from /order and the landing; reply and hide are audited', async () => {
    await setSetting(t.app, 'LANDING_REAL_REVIEWS', false);
    expect((await landing()).statusCode).toBe(404); // the typed reviews stay the default
    await setSetting(t.app, 'LANDING_REAL_REVIEWS', true);
    const before = await onOrderPage();
    const m = await member();
    const id = await order(m.auth);
    const res = await write(m.auth, { orderId: id, rating: 4, text: '숨겨질 후기입니다. 별점 네 개.' });
    const reviewId = res.json().id as number;
    const shown = await onOrderPage();
    expect(shown.count).toBe(before.count + 1);
    expect(shown.latest[0]).toMatchObject({ id: reviewId, rating: 4 });
    expect(shown.average).toBe(Math.round(((before.average ?? 0) * before.count + 4) / (before.count + 1) * 10) / 10);
    expect((await landing()).json().some((r: { text: string }) => r.text === '숨겨질 후기입니다. 별점 네 개.')).toBe(true);

    const reply = await t.call('POST', `/rest/admin/reviews/${reviewId}/reply`, { text: '이용해 주셔서 감사합니다.' });
    expect(reply.json()).toMatchObject({ reply: '이용해 주셔서 감사합니다.', text: '숨겨질 후기입니다. 별점 네 개.' });
    expect((await t.call('POST', `/rest/admin/reviews/${reviewId}/reply`, { text: ' ' })).json().message).toBe(reviewMessages.replyRequired);
    const hide = await t.call('POST', `/rest/admin/reviews/${reviewId}/hide`, { hidden: true, reason: '광고성 문구' });
    expect(hide.json()).toMatchObject({ hidden: true, hiddenReason: '광고성 문구' });
    const after = await onOrderPage();
    expect(after.count).toBe(before.count);
    expect(after.latest.some((r: { id: number }) => r.id === reviewId)).toBe(false);
    expect((await landing()).json().some((r: { text: string }) => r.text === '숨겨질 후기입니다. 별점 네 개.')).toBe(false);
    expect((await auditOf(t.app, 'review', reviewId)).map((a) => a.action)).toEqual(['review.reply', 'review.hide']);
    expect((await t.call('GET', '/rest/admin/reviews?view=hidden')).json().items.map((r: { id: number }) => r.id)).toContain(reviewId);
    expect((await t.call('POST', '/rest/admin/reviews/99999999/hide', { hidden: true })).statusCode).toBe(404);
    // a member cannot reach the console's review actions
    expect((await t.app.inject({ method: 'POST', url: `/rest/admin/reviews/${reviewId}/hide`, headers: m.auth, payload: { hidden: false } })).statusCode).toBe(404);
  });

  it('landing counters: off, 404 (the seed ranges are used); on, real figures kept a minute', async () => {
    await setSetting(t.app, 'LANDING_REAL_COUNTERS', false);
    expect((await t.app.inject({ url: '/rest/service/landing-counters' })).statusCode).toBe(404);
    await setSetting(t.app, 'LANDING_REAL_COUNTERS', true);
    t.clock.advance(120_000);
    const first = (await t.app.inject({ url: '/rest/service/landing-counters' })).json();
    const members = await t.app.ctx.db.selectFrom('members').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'active').executeTakeFirstOrThrow();
    const running = await t.app.ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).where('status', 'in', [0, 1, 4]).executeTakeFirstOrThrow();
    const done = await t.app.ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).where('status', 'in', [2, 3]).executeTakeFirstOrThrow();
    expect(first).toEqual({ inProgress: Number(running.n), completedToday: Number(done.n), members: Number(members.n) });
    const m = await member();
    await order(m.auth);
    expect((await t.app.inject({ url: '/rest/service/landing-counters' })).json()).toEqual(first); // cached
    t.clock.advance(61_000);
    const later = (await t.app.inject({ url: '/rest/service/landing-counters' })).json();
    expect(later).toEqual({ ...first, completedToday: first.completedToday + 1, members: first.members + 1 });
  });
});
