import { OrderStatus } from '@snsshop/shared';
import { describe, expect, it } from 'vitest';
import { isStatusError, type ProviderOrderStatus } from './provider.js';
import { decodeSimulatedOrderId } from './simulated-order-id.js';
import { createSimulatedProvider, SIMULATED_PENDING_MS } from './simulated-provider.js';

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
});
