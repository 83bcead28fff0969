import { msg, OrderStatus, type Order } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceOnStandInPanel, type ProviderService } from '../../../test/helpers/stand-in-provider.js';
import type { StandInService } from '../../../test/stand-ins/smm-panel.js';
import { balanceAndLedger, createTestApp, dbAndWriters, grantPoints, registerAndLogin, type TestApp } from '../../../test/helpers/test-app.js';
import { dispatchDueOrders } from '../../jobs/dispatch-orders.js';
import { syncOrderStatuses } from '../../jobs/sync-orders.js';
import { FIRST_SYNC_DELAY_MS } from './fulfilment.js';
import { adminOrderDetail } from './order-queries.js';

const panelService = (service: number, type: string, rate: string, min: number, max: number): StandInService => ({ service, name: type, type, category: 'X', rate, min, max, refill: false, cancel: true, dripfeed: false });

/**
 * Each kind of service end to end through the web order API: what the member pays (the server counts
 * lines itself; a package at its flat price; a subscription max × posts up front), what the order
 * keeps, what the panel receives under which names, the refusals (in Korean, naming the field, nothing
 * charged) and the refunds of Partial and Canceled by the order's own quantity.
 */
describe.each(dbAndWriters)('orders of every service type, on %s, %s writer', (kind, writer) => {
  let t: TestApp;
  let up: ProviderService;
  const ids: Record<string, number> = {};
  let n = 0;
  const link = () => `https://www.instagram.com/p/types_${++n}`;

  beforeAll(async () => {
    t = await createTestApp(kind, { ORDER_WRITER: writer });
    up = await serviceOnStandInPanel(t.app, { unitPriceE7: 100_000_000 });
    up.panel.state.services = [
      panelService(1, 'Default', '1', 10, 10_000),
      panelService(2, 'Package', '15', 1, 1),
      panelService(3, 'Custom Comments', '450', 3, 500),
      panelService(4, 'Subscriptions', '1', 10, 500),
      panelService(5, 'Mentions with Hashtags', '1', 10, 1000),
      panelService(6, 'Web Traffic', '1', 100, 100_000),
    ];
    const base = await t.app.ctx.db.selectFrom('services').selectAll().where('id', '=', up.serviceId).executeTakeFirstOrThrow();
    const add = async (type: string, providerServiceId: string, unitPriceE7: number, min: number, max: number) => {
      const { id: _id, ...rest } = base;
      const row = await t.app.ctx.db
        .insertInto('services')
        .values({ ...rest, text: `${type} 상품`, service_type: type, provider_service_id: providerServiceId, unit_price_e7: unitPriceE7, min, max, enable_auto: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[type] = row.id;
    };
    await add('Package', '2', 200_000_000_000, 1, 1); // 20,000원 a package
    await add('Custom Comments', '3', 5_000_000_000, 3, 500); // 500원 a comment
    await add('Subscriptions', '4', 10_000_000, 10, 500); // 1원 a like
    await add('Mentions with Hashtags', '5', 20_000_000, 10, 1000);
    await add('Web Traffic', '6', 10_000_000, 100, 100_000);
  });
  afterAll(async () => {
    await up?.panel.close();
    await t?.close();
  });

  async function member(points = 100_000) {
    const m = await registerAndLogin(t.app);
    return { auth: m.auth, id: await grantPoints(t.app, m.id, points) };
  }
  const order = (m: { auth: Record<string, string> }, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/rest/service/order', headers: { ...m.auth, ...headers }, payload });
  /** What the panel received for the order sent for this link (or account). */
  const addFor = (target: string) => {
    const { key: _key, action: _action, ...rest } = up.panel.state.requests.filter((r) => r.params.action === 'add' && (r.params.link ?? r.params.username) === target).at(-1)!.params;
    return rest;
  };
  const orderRow = (id: number) => t.app.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const ordersOf = async (memberId: number) => Number((await t.app.ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow()).n);
  const refundsOf = (id: number) => t.app.ctx.db.selectFrom('point_ledger').select('delta').where('kind', '=', 'refund').where('ref_id', '=', String(id)).execute();

  /** A refused order: 400 with this message, no order row, the balance untouched. */
  async function refused(m: Awaited<ReturnType<typeof member>>, payload: object, message: string | RegExp) {
    const before = await balanceAndLedger(t.app, m.id);
    const count = await ordersOf(m.id);
    const res = await order(m, payload);
    expect(res.statusCode, res.body).toBe(400);
    if (typeof message === 'string') expect(res.json().message).toBe(message);
    else expect(res.json().message).toMatch(message);
    expect(await balanceAndLedger(t.app, m.id)).toEqual(before);
    expect(await ordersOf(m.id)).toBe(count);
  }

  it('Custom Comments: the server counts the non-empty lines (duplicates allowed), charges per comment and sends the comments joined with \\n and no quantity', async () => {
    const m = await member();
    const comments = '  좋아요, 최고!  \r\n\r\n사진 예뻐요\n사진 예뻐요\n\n응원해요\n';
    const res = await order(m, { serviceId: ids['Custom Comments'], link: link(), fields: { comments } });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json() as Order;
    const kept = '좋아요, 최고!\n사진 예뻐요\n사진 예뻐요\n응원해요';
    expect(placed).toMatchObject({ amount: 4, point: 2_000, serviceType: 'Custom Comments', fields: { comments: kept } });
    expect(await balanceAndLedger(t.app, m.id)).toMatchObject({ balance: 98_000, ledgerSum: 98_000 });
    await dispatchDueOrders(t.app.ctx);
    expect(addFor(placed.link)).toEqual({ service: '3', link: placed.link, comments: kept });
    expect(await orderRow(placed.id)).toMatchObject({ fulfilment: 'sent', quantity: 4 });

    // Partial: remains ÷ lines × charge comes back, once
    const row = await orderRow(placed.id);
    up.panel.state.setOrder(row.provider_order_id!, { status: 'Partial', remains: 1, startCount: 0 });
    t.clock.advance(FIRST_SYNC_DELAY_MS + 1);
    await syncOrderStatuses(t.app.ctx);
    await syncOrderStatuses(t.app.ctx);
    expect(await orderRow(placed.id)).toMatchObject({ status: OrderStatus.PARTIAL, remains: 1, refunded: 500 });
    expect((await refundsOf(placed.id)).map((r) => Number(r.delta))).toEqual([500]);
    expect(await balanceAndLedger(t.app, m.id)).toMatchObject({ balance: 98_500, ledgerSum: 98_500 });
  });

  it('Custom Comments refusals: no comments, too few or too many lines, a line too long, a control character, a quantity sent, an auto-order, an oversized text', async () => {
    const m = await member(300_000);
    const s = ids['Custom Comments'];
    await refused(m, { serviceId: s, link: link() }, '댓글 내용을(를) 입력해주세요.');
    await refused(m, { serviceId: s, link: link(), fields: { comments: '\n \n' } }, '댓글 내용을(를) 입력해주세요.');
    await refused(m, { serviceId: s, link: link(), fields: { comments: 'a\nb' } }, '댓글 내용은(는) 3~500줄이어야 합니다 (지금 2줄).');
    await refused(m, { serviceId: s, link: link(), fields: { comments: Array.from({ length: 501 }, (_, i) => `c${i}`).join('\n') } }, /3~500줄이어야 합니다 \(지금 501줄\)/);
    await refused(m, { serviceId: s, link: link(), fields: { comments: `a\nb\n${'가'.repeat(301)}` } }, /3번째 줄이 너무 깁니다/);
    await refused(m, { serviceId: s, link: link(), fields: { comments: 'a\nb\u0007\nc' } }, '댓글 내용에 쓸 수 없는 문자가 있습니다.');
    await refused(m, { serviceId: s, link: link(), amount: 3, fields: { comments: 'a\nb\nc' } }, '커스텀 댓글 상품은 수량을 따로 입력하지 않습니다.');
    await refused(m, { serviceId: s, link: link(), runs: 3, interval: 60, fields: { comments: 'a\nb\nc' } }, msg.order.autoNotSupported);
    await refused(m, { serviceId: s, link: 'not a link at all', fields: { comments: 'a\nb\nc' } }, msg.order.linkInvalid);
    await refused(m, { serviceId: s, link: link(), fields: { comments: 'a\nb\nc', usernames: 'x' } }, "이 상품은 'usernames' 항목을 받지 않습니다.");
    await refused(m, { serviceId: s, link: link(), fields: { comments: 'a\n'.repeat(25_001) } }, msg.order.fieldTooLong);
    // 500 Korean comments of 99 characters (49,999 in all) fit, written as JSON escapes, the largest way a client can send them …
    const korean = Array.from({ length: 500 }, (_, i) => `${String(i).padStart(3, '0')}${'멋진사진이에요'.repeat(14)}`.slice(0, 99)).join('\n');
    expect(korean.length).toBe(49_999);
    const escaped = JSON.stringify({ serviceId: s, link: link(), fields: { comments: korean } }).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const fits = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: { ...m.auth, 'content-type': 'application/json' }, payload: escaped });
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json()).toMatchObject({ amount: 500, point: 250_000 });
    // … a body past any type's text is refused unread, in Korean
    const huge = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: { ...m.auth, 'content-type': 'application/json' }, payload: JSON.stringify({ serviceId: s, link: link(), fields: { comments: '가'.repeat(400_000) } }) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('요청이 너무 큽니다.');
  });

  it('Package: the link alone at the flat price; a quantity is refused', async () => {
    const m = await member();
    await refused(m, { serviceId: ids.Package, link: link(), amount: 100 }, '패키지 상품은 수량을 따로 입력하지 않습니다.');
    const res = await order(m, { serviceId: ids.Package, link: link() });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json() as Order;
    expect(placed).toMatchObject({ amount: 1, point: 20_000, serviceType: 'Package' });
    await dispatchDueOrders(t.app.ctx);
    expect(addFor(placed.link)).toEqual({ service: '2', link: placed.link });
    // Canceled: the whole package comes back, once
    const row = await orderRow(placed.id);
    up.panel.state.setOrder(row.provider_order_id!, { status: 'Canceled', remains: 1 });
    t.clock.advance(FIRST_SYNC_DELAY_MS + 1);
    await Promise.all([syncOrderStatuses(t.app.ctx), syncOrderStatuses(t.app.ctx)]);
    expect((await refundsOf(placed.id)).map((r) => Number(r.delta))).toEqual([20_000]);
    expect(await balanceAndLedger(t.app, m.id)).toMatchObject({ balance: 100_000, ledgerSum: 100_000 });
  });

  it('a Default service refuses a type\'s fields instead of dropping them', async () => {
    const m = await member();
    await refused(m, { serviceId: up.serviceId, link: link(), amount: 100, fields: { comments: 'a\nb\nc' } }, "이 상품은 'comments' 항목을 받지 않습니다.");
    await refused(m, { serviceId: up.serviceId, link: link() }, msg.order.amountInvalid);
  });

  it('Subscriptions: no link, the account kept as the order\'s link, max × posts paid up front, fields sent with expiry as d/m/Y', async () => {
    const m = await member();
    const fields = { username: '@my_account', min: 50, max: 100, posts: 10, delay: '30', expiry: '2099-12-31' };
    const res = await order(m, { serviceId: ids.Subscriptions, fields });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json() as Order;
    expect(placed).toMatchObject({ link: 'my_account', amount: 1_000, point: 1_000, serviceType: 'Subscriptions' });
    expect(placed.subscription).toEqual({ state: null, postsUsed: 0, posts: 10, childOrders: [], expiry: '2099-12-31' });
    await dispatchDueOrders(t.app.ctx);
    expect(addFor('my_account')).toEqual({ service: '4', username: 'my_account', min: '50', max: '100', posts: '10', delay: '30', expiry: '31/12/2099' });
    // the member's one running order per service and account
    const again = await order(m, { serviceId: ids.Subscriptions, fields });
    expect(again.statusCode).toBe(409);
    // the owner's order screen shows what it was placed with, labelled in Korean
    const detail = await adminOrderDetail(t.app.ctx, placed.id);
    expect(detail.typed).toEqual({
      type: 'Subscriptions',
      label: '자동 좋아요 구독',
      fields: [
        { key: 'username', label: '구독할 계정', value: 'my_account', lines: false },
        { key: 'min', label: '게시물당 최소 수량', value: '50', lines: false },
        { key: 'max', label: '게시물당 최대 수량', value: '100', lines: false },
        { key: 'posts', label: '새 게시물 수', value: '10', lines: false },
        { key: 'delay', label: '게시 후 시작까지', value: '30분 뒤', lines: false },
        { key: 'expiry', label: '끝나는 날 (선택)', value: '2099-12-31', lines: false },
      ],
      subscription: { state: null, postsUsed: 0, posts: 10, childOrders: [] },
    });
  });

  it('Subscriptions refusals: a link, min over max, outside the service\'s limits, more posts than the owner allows, a past expiry, a delay not offered', async () => {
    const m = await member();
    const s = ids.Subscriptions;
    const ok = { username: 'acc_two', min: 10, max: 20, posts: 5, delay: '0' };
    await refused(m, { serviceId: s, link: link(), fields: ok }, msg.order.linkNotTaken);
    await refused(m, { serviceId: s, fields: { ...ok, min: 30 } }, '게시물당 최소 수량은 최대 수량보다 클 수 없습니다.');
    await refused(m, { serviceId: s, fields: { ...ok, max: 501 } }, '게시물당 수량은 10~500 사이여야 합니다.');
    await refused(m, { serviceId: s, fields: { ...ok, posts: 101 } }, '새 게시물 수는 100개까지 정할 수 있습니다.');
    await refused(m, { serviceId: s, fields: { ...ok, expiry: '2020-01-01' } }, '끝나는 날 (선택)은(는) 내일 이후 날짜여야 합니다.');
    await refused(m, { serviceId: s, fields: { ...ok, delay: '7' } }, '게시 후 시작까지을(를) 목록에서 골라주세요.');
    await refused(m, { serviceId: s, fields: { ...ok, username: '' } }, '구독할 계정을(를) 입력해주세요.');
    // the owner's cap (설정 → 운영) is the one the server holds to
    await t.app.ctx.db.insertInto('site_settings').values({ key: 'MAX_SUBSCRIPTION_POSTS', value: JSON.stringify('3'), updated_at: new Date().toISOString() }).execute();
    try {
      await refused(m, { serviceId: s, fields: ok }, '새 게시물 수는 3개까지 정할 수 있습니다.');
      const listed = (await t.app.inject({ url: '/rest/service/services' })).json() as { id: number; maxPosts?: number; serviceType?: string }[];
      expect(listed.find((x) => x.id === s)).toMatchObject({ serviceType: 'Subscriptions', maxPosts: 3 });
    } finally {
      await t.app.ctx.db.deleteFrom('site_settings').where('key', '=', 'MAX_SUBSCRIPTION_POSTS').execute();
    }
  });

  it('the quantity types: the entered quantity within limits, their fields under the panels\' names; Web Traffic\'s cross-field check', async () => {
    const m = await member();
    await refused(m, { serviceId: ids['Mentions with Hashtags'], link: link(), amount: 5, fields: { usernames: 'a', hashtags: 'b' } }, msg.order.belowMin);
    await refused(m, { serviceId: ids['Mentions with Hashtags'], link: link(), amount: 50, fields: { usernames: 'a' } }, '해시태그을(를) 입력해주세요.');
    const res = await order(m, { serviceId: ids['Mentions with Hashtags'], link: link(), amount: 50, fields: { usernames: '@one\ntwo', hashtags: '#여행' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ amount: 50, point: 100 });
    await dispatchDueOrders(t.app.ctx);
    // the @ and # people type are left out, as panels want the bare names
    expect(addFor((res.json() as Order).link)).toEqual({ service: '5', link: (res.json() as Order).link, quantity: '50', usernames: 'one\ntwo', hashtags: '여행' });

    await refused(m, { serviceId: ids['Web Traffic'], link: link(), amount: 100, fields: { country: 'KR', device: '5', type_of_traffic: '1' } }, '구글 검색 키워드를 입력해주세요.');
    await refused(m, { serviceId: ids['Web Traffic'], link: link(), amount: 100, fields: { country: 'KR', device: '9', type_of_traffic: '3' } }, '기기을(를) 목록에서 골라주세요.');
  });

  it('the same Idempotency-Key with other comments is refused, with the same ones answers the first order and charges once', async () => {
    const m = await member();
    const body = { serviceId: ids['Custom Comments'], link: link(), fields: { comments: 'a\nb\nc' } };
    const first = await order(m, body, { 'idempotency-key': 'types-key-1' });
    expect(first.statusCode, first.body).toBe(201);
    const twin = await order(m, body, { 'idempotency-key': 'types-key-1' });
    expect(twin.json().id).toBe(first.json().id);
    const other = await order(m, { ...body, fields: { comments: 'a\nb\nd' } }, { 'idempotency-key': 'types-key-1' });
    expect(other.statusCode).toBe(409);
    expect(await balanceAndLedger(t.app, m.id)).toMatchObject({ balance: 98_500, ledgerSum: 98_500 });
  });
});
