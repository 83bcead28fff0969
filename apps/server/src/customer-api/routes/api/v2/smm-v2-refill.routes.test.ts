import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomerApi, memberWithKey, type KeyHolder, type TestCustomerApi } from '../../../../../test/helpers/customer-api.js';
import { FOLLOWERS, serviceIdByText } from '../../../../../test/helpers/seeded-followers.js';
import { createTestApp, dbKinds, type TestApp } from '../../../../../test/helpers/test-app.js';
import { dispatchDueOrders } from '../../../../jobs/dispatch-orders.js';
import { runRefillSweep } from '../../../../jobs/refill-sweep.js';
import { syncOrderStatuses } from '../../../../jobs/sync-orders.js';
import { SIMULATED_REFILL_STEP_MS } from '../../../../providers/simulated-provider.js';

type Fields = Record<string, string | number>;
/** A seeded product that promises A/S, fulfilled by the simulated provider. */
const GUARANTEED = '유튜브 외국인 구독자 (30일 보장)';

describe.each(dbKinds)('SMM API v2 refill and refill_status on %s', (kind) => {
  let t: TestApp;
  let c: TestCustomerApi;
  let guaranteedId: number;
  let followersId: number;
  let linkNo = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { SIMULATED_PARTIAL_SHARE: '0', SIMULATED_CANCEL_SHARE: '0' });
    c = await createTestCustomerApi(t);
    guaranteedId = await serviceIdByText(t.app, GUARANTEED);
    followersId = await serviceIdByText(t.app, FOLLOWERS);
  });
  afterAll(async () => {
    await c?.close();
    await t?.close();
  });

  /** Form-encoded, as PHP clients send. */
  const as = (who: KeyHolder) => (fields: Fields) =>
    c.api.inject({
      method: 'POST',
      url: '/api/v2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(Object.entries({ key: who.key, ...fields }).map(([k, v]): [string, string] => [k, String(v)])).toString(),
    });
  /** Orders placed through v2 and delivered by the simulated provider. */
  async function completedOrders(who: KeyHolder, n: number, service = guaranteedId): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const res = await as(who)({ action: 'add', service, link: `https://www.youtube.com/@refill_${kind}_${++linkNo}`, quantity: 50 });
      ids.push((res.json() as { order: number }).order);
    }
    await dispatchDueOrders(t.app.ctx);
    t.clock.advance(10 * 60_000);
    await syncOrderStatuses(t.app.ctx);
    for (const id of ids) expect((await as(who)({ action: 'status', order: id })).json()).toMatchObject({ status: 'Completed' });
    return ids;
  }

  it('services: refill is true only where the service offers it', async () => {
    const m = await memberWithKey(t);
    const list = (await as(m)({ action: 'services' })).json() as { service: number; refill: boolean }[];
    expect(list.find((s) => s.service === guaranteedId)?.refill).toBe(true);
    expect(list.find((s) => s.service === followersId)?.refill).toBe(false);
  });

  it('one order: refill answers the refill id as text; refill_status follows it to Completed; a second refill is refused', async () => {
    const m = await memberWithKey(t, 100_000);
    const [order] = await completedOrders(m, 1);
    const first = (await as(m)({ action: 'refill', order: order! })).json() as { refill: string };
    expect(first).toEqual({ refill: expect.stringMatching(/^\d+$/) });
    expect((await as(m)({ action: 'refill', order: order! })).json()).toEqual({ error: 'Refill request already exists' });
    expect((await as(m)({ action: 'refill_status', refill: first.refill })).json()).toEqual({ status: 'Pending' });
    await runRefillSweep(t.app.ctx);
    t.clock.advance(SIMULATED_REFILL_STEP_MS + 1_000);
    await runRefillSweep(t.app.ctx);
    expect((await as(m)({ action: 'refill_status', refill: first.refill })).json()).toEqual({ status: 'In progress' });
    t.clock.advance(SIMULATED_REFILL_STEP_MS + 1_000);
    await runRefillSweep(t.app.ctx);
    expect((await as(m)({ action: 'refill_status', refill: first.refill })).json()).toEqual({ status: 'Completed' });
  });

  it("many orders: one entry per id; another member's ids answer exactly like ids that do not exist", async () => {
    const m = await memberWithKey(t, 100_000);
    const other = await memberWithKey(t, 100_000);
    const [a, b] = await completedOrders(m, 2);
    const [theirs] = await completedOrders(other, 1);
    const [noRefill] = await completedOrders(m, 1, followersId);
    const res = (await as(m)({ action: 'refill', orders: `${a},${b},${theirs},999999,abc,${noRefill}` })).json() as { order: unknown; refill: unknown }[];
    expect(res).toEqual([
      { order: a, refill: expect.any(Number) },
      { order: b, refill: expect.any(Number) },
      { order: theirs, refill: { error: 'Incorrect order ID' } },
      { order: 999999, refill: { error: 'Incorrect order ID' } },
      { order: 'abc', refill: { error: 'Incorrect order ID' } },
      { order: noRefill, refill: { error: 'Refill is not available for this service' } },
    ]);
    const [ra, rb] = [res[0]!.refill as number, res[1]!.refill as number];
    const theirRefill = (await as(other)({ action: 'refill', order: theirs! })).json() as { refill: string };
    const statuses = (await as(m)({ action: 'refill_status', refills: `${ra},${rb},${theirRefill.refill},999999` })).json();
    expect(statuses).toEqual([
      { refill: ra, status: 'Pending' },
      { refill: rb, status: 'Pending' },
      { refill: Number(theirRefill.refill), status: { error: 'Incorrect refill ID' } },
      { refill: 999999, status: { error: 'Incorrect refill ID' } },
    ]);
    expect((await as(m)({ action: 'refill_status', refill: theirRefill.refill })).json()).toEqual((await as(m)({ action: 'refill_status', refill: 999999 })).json());
  });

  it('more than 100 ids, or none, is Incorrect request', async () => {
    const m = await memberWithKey(t);
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await as(m)({ action: 'refill', orders: many })).json()).toEqual({ error: 'Incorrect request' });
    expect((await as(m)({ action: 'refill_status', refills: many })).json()).toEqual({ error: 'Incorrect request' });
    expect((await as(m)({ action: 'refill' })).json()).toEqual({ error: 'Incorrect request' });
    expect((await as(m)({ action: 'refill_status' })).json()).toEqual({ error: 'Incorrect request' });
  });
});
