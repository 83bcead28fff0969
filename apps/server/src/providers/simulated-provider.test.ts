import { OrderStatus } from '@snsshop/shared';
import { describe, expect, it } from 'vitest';
import { isStatusError, type ProviderOrderStatus } from './provider.js';
import { decodeSimulatedOrderId } from './simulated-order-id.js';
import { createSimulatedProvider, SIMULATED_CANCEL_MS, SIMULATED_PENDING_MS } from './simulated-provider.js';

function movableClock(start = Date.parse('2025-03-01T00:00:00Z')) {
  let ms = start;
  return { now: () => new Date(ms), advance: (by: number) => void (ms += by), set: (to: number) => void (ms = to) };
}

/** mulberry32, so share checks do not depend on Math.random. */
function seededRandom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

async function statusOf(p: ReturnType<typeof createSimulatedProvider>, id: string): Promise<ProviderOrderStatus> {
  const r = (await p.getStatuses([id])).get(id);
  if (!r || isStatusError(r)) throw new Error(`no status for ${id}: ${JSON.stringify(r)}`);
  return r;
}

describe('simulated provider', () => {
  it('moves an order from Pending through In progress (remains shrinking) to Completed', async () => {
    const clock = movableClock();
    const p = createSimulatedProvider({ clock, random: () => 0.5 });
    const { providerOrderId: id } = await p.addOrder({ serviceId: '1', link: 'https://instagram.com/p/x', quantity: 1000 });

    expect(await statusOf(p, id)).toEqual({ status: OrderStatus.PENDING, startCount: null, remains: 1000, charge: null });
    clock.advance(SIMULATED_PENDING_MS);
    const started = await statusOf(p, id);
    expect(started).toMatchObject({ status: OrderStatus.INPROGRESS, remains: 1000 });
    expect(started.startCount).toBeGreaterThan(0);

    const seen: number[] = [];
    for (let i = 0; i < 12; i++) {
      clock.advance(15_000);
      const s = await statusOf(p, id);
      if (s.status !== OrderStatus.INPROGRESS) break;
      expect(s.startCount).toBe(started.startCount);
      seen.push(s.remains!);
    }
    expect(seen.length).toBeGreaterThan(3);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);

    clock.advance(10 * 60_000);
    expect(await statusOf(p, id)).toMatchObject({ status: OrderStatus.COMPLETED, remains: 0, startCount: started.startCount });
  });

  it.each([
    [0.01, OrderStatus.PARTIAL],
    [0.06, OrderStatus.CANCELED],
    [0.08, OrderStatus.COMPLETED],
  ])('a draw of %f ends as status %i', async (draw, status) => {
    const clock = movableClock();
    const p = createSimulatedProvider({ clock, random: () => draw });
    const { providerOrderId: id } = await p.addOrder({ serviceId: '1', link: 'l', quantity: 1000 });
    clock.advance(60 * 60_000);
    const s = await statusOf(p, id);
    expect(s.status).toBe(status);
    if (status === OrderStatus.PARTIAL) expect(s.remains).toBeGreaterThan(0);
    if (status === OrderStatus.CANCELED) expect(s).toMatchObject({ remains: 1000, startCount: null });
  });

  it('takes longer for bigger orders, between 2 and 10 minutes', async () => {
    const p = createSimulatedProvider({ clock: movableClock() });
    const small = decodeSimulatedOrderId((await p.addOrder({ serviceId: '1', link: 'l', quantity: 50 })).providerOrderId)!;
    const big = decodeSimulatedOrderId((await p.addOrder({ serviceId: '1', link: 'l', quantity: 50_000 })).providerOrderId)!;
    expect(small.durationS).toBeGreaterThanOrEqual(120);
    expect(big.durationS).toBeLessThanOrEqual(600);
    expect(big.durationS).toBeGreaterThan(small.durationS);
  });

  it('gives the same answer for the same id after a restart', async () => {
    const clock = movableClock();
    const first = createSimulatedProvider({ clock, random: seededRandom(7) });
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push((await first.addOrder({ serviceId: '1', link: 'l', quantity: 100 + i * 37 })).providerOrderId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const after of [0, 45_000, 3 * 60_000, 20 * 60_000]) {
      clock.set(Date.parse('2025-03-01T00:00:00Z') + after);
      const restarted = createSimulatedProvider({ clock, random: () => 0.123 });
      expect(await restarted.getStatuses(ids)).toEqual(await first.getStatuses(ids));
    }
  });

  it('ends near the configured Partial and Canceled shares, with remains always within 0..quantity', async () => {
    const clock = movableClock();
    const p = createSimulatedProvider({ clock, random: seededRandom(2025), partialShare: 0.05, cancelShare: 0.02 });
    const quantities = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const quantity = 10 + ((i * 7919) % 20_000);
      quantities.set((await p.addOrder({ serviceId: '1', link: 'l', quantity })).providerOrderId, quantity);
    }
    const ids = [...quantities.keys()];
    for (const at of [0, 31_000, 90_000, 4 * 60_000, 8 * 60_000]) {
      clock.set(Date.parse('2025-03-01T00:00:00Z') + at);
      for (const [id, r] of await p.getStatuses(ids)) {
        if (isStatusError(r)) throw new Error(r.error);
        expect(r.remains).toBeGreaterThanOrEqual(0);
        expect(r.remains).toBeLessThanOrEqual(quantities.get(id)!);
      }
    }

    clock.set(Date.parse('2025-03-01T01:00:00Z'));
    const final = [...(await p.getStatuses(ids))].map(([id, r]) => ({ id, ...(r as ProviderOrderStatus) }));
    const partial = final.filter((r) => r.status === OrderStatus.PARTIAL);
    const canceled = final.filter((r) => r.status === OrderStatus.CANCELED);
    const completed = final.filter((r) => r.status === OrderStatus.COMPLETED);
    expect(partial.length).toBeGreaterThanOrEqual(30);
    expect(partial.length).toBeLessThanOrEqual(75);
    expect(canceled.length).toBeGreaterThanOrEqual(8);
    expect(canceled.length).toBeLessThanOrEqual(35);
    expect(partial.length + canceled.length + completed.length).toBe(1000);
    for (const r of partial) expect(r.remains).toBeGreaterThan(0);
    for (const r of partial) expect(r.remains).toBeLessThan(quantities.get(r.id)!);
    for (const r of canceled) expect(r.remains).toBe(quantities.get(r.id));
    for (const r of completed) expect(r.remains).toBe(0);
  });

  it('counts a drip-feed as quantity × runs and stretches it over the run gaps', async () => {
    const p = createSimulatedProvider({ clock: movableClock(), random: () => 0.5 });
    const { providerOrderId } = await p.addOrder({ serviceId: '1', link: 'l', quantity: 100, runs: 4, interval: 10 });
    const o = decodeSimulatedOrderId(providerOrderId)!;
    expect(o.total).toBe(400);
    expect(o.durationS).toBeGreaterThanOrEqual(30 * 60);
  });

  it('answers unknown ids, cancel, balance and services without state', async () => {
    const p = createSimulatedProvider({ clock: movableClock() });
    expect((await p.getStatuses(['23501', 'sim-x'])).get('23501')).toEqual({ error: 'Incorrect order ID' });
    expect((await p.cancel(['sim-1'])).get('sim-1')).toHaveProperty('error');
    expect(await p.getBalance()).toEqual({ balance: '100000000', currency: 'KRW' });
    expect(await p.listServices()).toEqual({ services: [], unreadable: [] });
    await expect(p.addOrder({ serviceId: '1', link: 'l', quantity: 0 })).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('a cancelled order reports Canceled once SIMULATED_CANCEL_SECONDS have passed, not before', async () => {
    const clock = movableClock();
    const store = new Map<string, string>();
    const cancels = { record: async (id: string, at: string) => void store.set(id, at), find: async (ids: string[]) => new Map(ids.filter((i) => store.has(i)).map((i) => [i, store.get(i)!])) };
    const p = createSimulatedProvider({ clock, random: () => 0.9, cancels, cancelMs: 3_000 });
    const { providerOrderId: id } = await p.addOrder({ serviceId: '1', link: 'https://www.instagram.com/cancel_me', quantity: 100 });
    expect((await p.cancel([id])).get(id)).toEqual({ ok: true });
    clock.advance(2_999);
    expect(await statusOf(p, id)).toMatchObject({ status: OrderStatus.PENDING });
    clock.advance(1);
    expect(await statusOf(p, id)).toMatchObject({ status: OrderStatus.CANCELED, remains: 100 });
  });
});

describe('simulated provider, every service type', () => {
  const comments = ['좋아요, 최고!', '사진 예뻐요', '멋져요', '대박', '응원해요'].join('\n');
  const rejected = async (p: Promise<unknown>) => {
    const err = await p.then(() => null, (e: unknown) => e);
    expect(err).toMatchObject({ kind: 'rejected' });
    return (err as Error).message;
  };

  it('refuses what a panel refuses: comments left out, a quantity that is not the lines or a package\'s 1, a subscription without username, drip-feed outside Default', async () => {
    const p = createSimulatedProvider({ clock: movableClock() });
    expect(await rejected(p.addOrder({ serviceId: '1', link: 'l', quantity: 5, type: 'Custom Comments' }))).toContain('comments is required');
    expect(await rejected(p.addOrder({ serviceId: '1', link: 'l', quantity: 6, type: 'Custom Comments', fields: { comments } }))).toContain('quantity is not accepted');
    expect(await rejected(p.addOrder({ serviceId: '1', link: 'l', quantity: 100, type: 'Package' }))).toContain('quantity is not accepted');
    expect(await rejected(p.addOrder({ serviceId: '1', link: 'l', quantity: 1, type: 'Package', fields: { comments } }))).toContain('comments is not accepted');
    expect(await rejected(p.addOrder({ serviceId: '1', link: 'acct', quantity: 1000, type: 'Subscriptions', fields: { min: '50', max: '100', posts: '10', delay: '0' } }))).toContain('username is required');
    expect(await rejected(p.addOrder({ serviceId: '1', link: 'l', quantity: 5, runs: 3, interval: 10, type: 'Custom Comments', fields: { comments } }))).toContain('drip-feed');
    expect(await rejected(p.addOrder({ serviceId: '1', link: 'l', quantity: 5, type: 'Story Reactions' }))).toBe('Incorrect service type');
  });

  it('a custom-comments order completes with quantity = its lines; a package completes as one', async () => {
    const clock = movableClock();
    const p = createSimulatedProvider({ clock, random: () => 0.5 });
    const { providerOrderId: c } = await p.addOrder({ serviceId: '1', link: 'https://instagram.com/p/c', quantity: 5, type: 'Custom Comments', fields: { comments: `${comments}\n\n  ` } });
    const { providerOrderId: pk } = await p.addOrder({ serviceId: '1', link: 'https://instagram.com/p/k', quantity: 1, type: 'Package' });
    expect(await statusOf(p, c)).toMatchObject({ status: OrderStatus.PENDING, remains: 5 });
    expect(await statusOf(p, pk)).toMatchObject({ status: OrderStatus.PENDING, remains: 1 });
    clock.advance(60 * 60_000);
    expect(await statusOf(p, c)).toMatchObject({ status: OrderStatus.COMPLETED, remains: 0 });
    expect(await statusOf(p, pk)).toMatchObject({ status: OrderStatus.COMPLETED, remains: 0 });
  });

  const subscription = { serviceId: '1', link: 'my_account', quantity: 300, type: 'Subscriptions', fields: { username: 'my_account', min: '50', max: '100', posts: '3', delay: '0' } };
  const subOf = async (p: ReturnType<typeof createSimulatedProvider>, id: string) => (await statusOf(p, id)).subscription!;

  it('a subscription reports new posts over time — Active with posts rising and child orders — then Completed when all are used', async () => {
    const clock = movableClock();
    const p = createSimulatedProvider({ clock, random: () => 0.25 });
    const { providerOrderId: id } = await p.addOrder(subscription);
    expect(await statusOf(p, id)).toMatchObject({ status: OrderStatus.INPROGRESS, subscription: { state: 'Active', posts: 0, orders: [] } });
    const seen: number[] = [];
    let last = await subOf(p, id);
    for (let i = 0; i < 40 && last.state === 'Active'; i++) {
      clock.advance(30_000);
      last = await subOf(p, id);
      seen.push(last.posts!);
      expect(last.orders).toHaveLength(last.posts!);
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBeGreaterThanOrEqual(3); // 0 → … → 3, one post at a time
    expect(last).toMatchObject({ state: 'Completed', posts: 3 });
    expect((await statusOf(p, id)).status).toBe(OrderStatus.COMPLETED);
    // each child order is an order of min–max likes whose own status can be asked
    for (const child of last.orders ?? []) {
      expect(decodeSimulatedOrderId(child)!.total).toBeGreaterThanOrEqual(50);
      expect(decodeSimulatedOrderId(child)!.total).toBeLessThanOrEqual(100);
      expect(isStatusError((await p.getStatuses([child])).get(child)!)).toBe(false);
    }
    expect((await p.cancel([id])).get(id)).toHaveProperty('error'); // Completed: nothing to cancel
  });

  it('a subscription whose expiry date passes with posts left is Expired with the posts it used', async () => {
    const clock = movableClock(Date.parse('2025-03-01T14:50:00Z')); // 23:50 in Korea on 1 March
    const p = createSimulatedProvider({ clock, random: () => 0.25 });
    const { providerOrderId: id } = await p.addOrder({ ...subscription, quantity: 1000, fields: { ...subscription.fields, posts: '10', expiry: '2025-03-01' } });
    clock.advance(20 * 60_000); // past midnight in Korea
    const s = await subOf(p, id);
    expect(s.state).toBe('Expired');
    expect(s.posts).toBeGreaterThan(0);
    expect(s.posts).toBeLessThan(10);
    clock.advance(24 * 60 * 60_000);
    expect(await subOf(p, id)).toEqual(s); // nothing after the expiry counts
  });

  it('a cancelled subscription is Canceled with the posts used before the cancel, the same after a restart', async () => {
    const clock = movableClock();
    const store = new Map<string, string>();
    const cancels = { record: async (id: string, at: string) => void store.set(id, at), find: async (ids: string[]) => new Map(ids.filter((i) => store.has(i)).map((i) => [i, store.get(i)!])) };
    const p = createSimulatedProvider({ clock, random: () => 0.25, cancels });
    const { providerOrderId: id } = await p.addOrder({ ...subscription, quantity: 1000, fields: { ...subscription.fields, posts: '10' } });
    clock.advance(8 * 60_000);
    const before = await subOf(p, id);
    expect(before.state).toBe('Active');
    expect(before.posts).toBeGreaterThan(0);
    expect((await p.cancel([id])).get(id)).toEqual({ ok: true });
    clock.advance(SIMULATED_CANCEL_MS);
    expect(await subOf(p, id)).toEqual({ ...before, state: 'Canceled' });
    clock.advance(60 * 60_000);
    const restarted = createSimulatedProvider({ clock, random: () => 0.9, cancels });
    expect(await subOf(restarted, id)).toEqual({ ...before, state: 'Canceled' });
  });
});
