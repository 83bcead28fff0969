import { massOrderMessages as m, msg, type MassOrderPreview, type MassOrderResult } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOWERS, serviceIdByText } from '../../../../test/helpers/seeded-followers.js';
import { balanceAndLedger, createTestApp, dbKinds, grantPoints, registerAndLogin, type TestApp } from '../../../../test/helpers/test-app.js';
import { linkMaker } from '../../../../test/helpers/links.js';

// FOLLOWERS: 45원 each, 10 to 5,000 — a line of 10 costs 450원.
const LINE = 450;

describe.each(dbKinds)('대량 주문 on %s', (kind) => {
  let t: TestApp;
  let followers: number;
  const freshLink = linkMaker('https://www.instagram.com/mass_');

  beforeAll(async () => {
    t = await createTestApp(kind);
    followers = await serviceIdByText(t.app, FOLLOWERS);
  });
  afterAll(() => t?.close());

  async function memberWith(points: number) {
    const m = await registerAndLogin(t.app);
    return { ...m, memberId: await grantPoints(t.app, m.id, points) };
  }
  const lines = (n: number, quantity = 10) => Array.from({ length: n }, () => `${followers} | ${freshLink()} | ${quantity}`);
  const preview = (auth: Record<string, string>, text: string) => t.app.inject({ method: 'POST', url: '/rest/service/mass-order/preview', payload: { text }, headers: auth });
  /** As the screen sends it: with the total the preview showed for that mode, unless the test says another. */
  const place = async (auth: Record<string, string>, text: string, mode: 'all' | 'valid', key: string, total?: number) => {
    const seen = total ?? ((await preview(auth, text)).json() as MassOrderPreview)[mode === 'all' ? 'valid' : 'validOnly'].total;
    return t.app.inject({ method: 'POST', url: '/rest/service/mass-order', payload: { text, mode, total: seen }, headers: { ...auth, 'idempotency-key': key } });
  };
  const ordersOf = async (memberId: number) => (await t.app.ctx.db.selectFrom('orders').select(['id', 'link', 'charge']).where('member_id', '=', memberId).execute()).length;
  async function expectMoneyAgrees(memberId: number, balance: number) {
    const money = await balanceAndLedger(t.app, memberId);
    expect(money).toMatchObject({ balance, ledgerSum: balance });
  }

  it('100 valid lines: the preview prices each, and one submission places 100 ordinary orders, each with its ledger row', async () => {
    const member = await memberWith(100 * LINE + 1_000);
    const text = lines(100).join('\n');
    const seen = preview(member.auth, text);
    const p = (await seen).json() as MassOrderPreview;
    expect((await seen).statusCode).toBe(200);
    expect(p.lines).toHaveLength(100);
    expect(p.lines[0]).toMatchObject({ lineNo: 1, serviceId: followers, serviceName: FOLLOWERS, quantity: 10, charge: LINE, chargeText: '450원', error: null });
    expect(p).toMatchObject({ valid: { count: 100, total: 45_000, totalText: '45,000원' }, invalidCount: 0, allRefusal: null, validOnly: { count: 100, total: 45_000 } });
    expect(await ordersOf(member.memberId)).toBe(0);

    const res = await place(member.auth, text, 'all', 'hundred');
    expect(res.statusCode).toBe(201);
    const result = res.json() as MassOrderResult;
    expect(result.placed).toEqual({ count: 100, total: 45_000, totalText: '45,000원' });
    expect(result.message).toBe(m.placed(100, '45,000원'));
    expect(result.lines.every((l) => l.orderId !== null && l.error === null)).toBe(true);
    expect(await ordersOf(member.memberId)).toBe(100);
    expect(result.balance).toBe(1_000);
    await expectMoneyAgrees(member.memberId, 1_000);
    expect((await balanceAndLedger(t.app, member.memberId)).rows).toBe(101);
  });

  it("one bad line: 모두 주문 refuses everything with that line's message; 오류 없는 줄만 places the other 99", async () => {
    const member = await memberWith(100 * LINE);
    const text = lines(100);
    text[36] = `${followers} | ${freshLink()} | 5`; // below the minimum of 10
    const p = (await preview(member.auth, text.join('\n'))).json() as MassOrderPreview;
    expect(p.lines[36]!.error).toBe(msg.order.belowMin);
    expect(p.allRefusal).toBe(m.lineError(37, msg.order.belowMin));
    expect(p).toMatchObject({ valid: { count: 99, total: 99 * LINE }, invalidCount: 1, validOnly: { count: 99 } });

    const all = await place(member.auth, text.join('\n'), 'all', 'bad-all');
    expect(all.statusCode).toBe(400);
    expect(all.json().message).toBe(m.lineError(37, msg.order.belowMin));
    expect(await ordersOf(member.memberId)).toBe(0);
    await expectMoneyAgrees(member.memberId, 100 * LINE);

    const valid = await place(member.auth, text.join('\n'), 'valid', 'bad-valid');
    expect(valid.statusCode).toBe(201);
    const result = valid.json() as MassOrderResult;
    expect(result.placed.count).toBe(99);
    expect(result.lines[36]).toMatchObject({ lineNo: 37, orderId: null, error: msg.order.belowMin });
    expect(await ordersOf(member.memberId)).toBe(99);
    await expectMoneyAgrees(member.memberId, LINE);
  });

  it('points for 50 of 100 lines: 모두 주문 refuses with the shortfall; 오류 없는 줄만 places the first 50 and says why the rest were not', async () => {
    const member = await memberWith(50 * LINE);
    const text = lines(100).join('\n');
    const p = (await preview(member.auth, text)).json() as MassOrderPreview;
    const shortfall = m.notEnoughPoints('45,000원', '22,500원', '22,500원');
    expect(p).toMatchObject({ allRefusal: shortfall, valid: { count: 100 }, validOnly: { count: 50, total: 22_500 } });

    const all = await place(member.auth, text, 'all', 'short-all');
    expect(all.statusCode).toBe(400);
    expect(all.json().message).toBe(shortfall);
    expect(await ordersOf(member.memberId)).toBe(0);
    await expectMoneyAgrees(member.memberId, 50 * LINE);

    const valid = await place(member.auth, text, 'valid', 'short-valid');
    expect(valid.statusCode).toBe(201);
    const result = valid.json() as MassOrderResult;
    expect(result.placed).toMatchObject({ count: 50, total: 22_500 });
    expect(result.lines.slice(0, 50).every((l) => l.orderId !== null)).toBe(true);
    expect(result.lines.slice(50).every((l) => l.orderId === null && l.error === m.notEnoughForLine)).toBe(true);
    expect(await ordersOf(member.memberId)).toBe(50);
    await expectMoneyAgrees(member.memberId, 0);
    expect((await balanceAndLedger(t.app, member.memberId)).minBalanceAfter).toBe(0);
  });

  it('the same submission twice at once (and again later) places one set of orders and answers the same result', async () => {
    const member = await memberWith(100 * LINE);
    const text = lines(40).join('\n');
    const answers = await Promise.all([1, 2, 3].map(() => place(member.auth, text, 'all', 'twice')));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const first = answers[0]!.json() as MassOrderResult;
    for (const a of answers) expect(a.json()).toEqual(first);
    const again = await place(member.auth, text, 'all', 'twice');
    expect(again.json()).toEqual(first);
    expect(await ordersOf(member.memberId)).toBe(40);
    await expectMoneyAgrees(member.memberId, 60 * LINE);
    // the key names this submission: another text under it is refused, nothing placed
    const other = await place(member.auth, lines(1).join('\n'), 'all', 'twice');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(m.keyMismatch);
    expect(await ordersOf(member.memberId)).toBe(40);
  });

  it('a price that changed after the preview moves no money: 409 with both totals, nothing placed; the new total, once seen, places', async () => {
    const member = await memberWith(10_000);
    const text = lines(2).join('\n');
    const seen = ((await preview(member.auth, text)).json() as MassOrderPreview).valid.total;
    expect(seen).toBe(2 * LINE);
    const price = await t.app.ctx.db.selectFrom('services').select('unit_price_e7').where('id', '=', followers).executeTakeFirstOrThrow();
    await t.app.ctx.db.updateTable('services').set({ unit_price_e7: 50 * 10_000_000 }).where('id', '=', followers).execute();
    try {
      const stale = await place(member.auth, text, 'all', 'repriced', seen);
      expect([stale.statusCode, stale.json().message]).toEqual([409, m.totalChanged('900원', '1,000원')]);
      expect(await ordersOf(member.memberId)).toBe(0);
      await expectMoneyAgrees(member.memberId, 10_000);
      const fresh = await place(member.auth, text, 'all', 'repriced');
      expect(fresh.statusCode).toBe(201);
      expect((fresh.json() as MassOrderResult).placed.total).toBe(1_000);
      await expectMoneyAgrees(member.memberId, 9_000);
    } finally {
      await t.app.ctx.db.updateTable('services').set({ unit_price_e7: price.unit_price_e7 }).where('id', '=', followers).execute();
    }
  });

  it("each line is an ordinary order: a link another member's order holds waits in the link queue; the member's own running order on a link refuses that line", async () => {
    const other = await memberWith(10_000);
    const member = await memberWith(10_000);
    const held = freshLink();
    const own = freshLink();
    const single = (auth: Record<string, string>, link: string) => t.app.inject({ method: 'POST', url: '/rest/service/order', payload: { serviceId: followers, link, amount: 10 }, headers: auth });
    expect((await single(other.auth, held)).statusCode).toBe(201);
    expect((await single(member.auth, own)).statusCode).toBe(201);
    const text = [`${followers} | ${held} | 10`, `${followers} | ${own} | 10`].join('\n');
    const p = (await preview(member.auth, text)).json() as MassOrderPreview;
    expect(p.lines.map((l) => l.error)).toEqual([null, msg.order.activeSameLink]);
    const res = await place(member.auth, text, 'valid', 'queue');
    expect(res.statusCode).toBe(201);
    const result = res.json() as MassOrderResult;
    expect(result.placed.count).toBe(1);
    const placed = await t.app.ctx.db.selectFrom('orders').select(['fulfilment', 'status']).where('id', '=', result.lines[0]!.orderId!).executeTakeFirstOrThrow();
    expect(placed.fulfilment).toBe('queued');
    await expectMoneyAgrees(member.memberId, 10_000 - 2 * LINE);
  });

  it('each line says why in Korean: format, product number, unknown or typed product, a link twice, a read-only product; spaces and tabs separate too', async () => {
    const member = await memberWith(10_000);
    const typed = await t.app.ctx.db.selectFrom('services').select('id').where('id', '!=', followers).where('visible', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await t.app.ctx.db.updateTable('services').set({ service_type: 'Custom Comments' }).where('id', '=', typed.id).execute();
    const twice = freshLink();
    const text = [
      `${followers}\t${freshLink()}\t10`,
      `${followers} ${twice} 20`,
      `${followers} | ${twice} | 10`,
      `${followers} | ${freshLink()}`,
      `abc | ${freshLink()} | 10`,
      `999999 | ${freshLink()} | 10`,
      `${typed.id} | ${freshLink()} | 10`,
      `${followers} | 링크아님 | 10`,
      '',
      `${followers} | ${freshLink()} | 열개`,
    ].join('\n');
    const p = (await preview(member.auth, text)).json() as MassOrderPreview;
    expect(p.lines.map((l) => [l.lineNo, l.error])).toEqual([
      [1, null],
      [2, null],
      [3, m.duplicateLine(2)],
      [4, m.lineFormat],
      [5, m.serviceIdInvalid],
      [6, m.serviceNotFound],
      [7, m.typedService],
      [8, msg.order.linkInvalid],
      [10, msg.order.amountInvalid],
    ]);
    expect(p.lines[1]!.charge).toBe(900);

    const tooMany = await preview(member.auth, lines(101).join('\n'));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(m.tooManyLines(101));
    const empty = await preview(member.auth, '\n  \n');
    expect(empty.json().message).toBe(m.empty);
    const noKey = await t.app.inject({ method: 'POST', url: '/rest/service/mass-order', payload: { text: lines(1)[0], mode: 'all', total: LINE }, headers: member.auth });
    expect(noKey.statusCode).toBe(400);

    await t.app.ctx.db.updateTable('services').set({ is_read_only: 1 }).where('id', '=', followers).execute();
    try {
      const readOnly = (await preview(member.auth, lines(1).join('\n'))).json() as MassOrderPreview;
      expect(readOnly.lines[0]!.error).toBe(msg.order.notOrderable);
    } finally {
      await t.app.ctx.db.updateTable('services').set({ is_read_only: 0 }).where('id', '=', followers).execute();
    }
    expect((await preview({}, lines(1).join('\n'))).statusCode).toBe(401);
  });
});
