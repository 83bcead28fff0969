import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startStandInPanel, type StandInPanel } from '../../test/stand-ins/smm-panel.js';
import { ProviderError, type Provider } from './provider.js';
import { createSimulatedProvider, SIMULATED_PENDING_MS, SIMULATED_REFILL_STEP_MS } from './simulated-provider.js';
import { createSmmApiV2Provider } from './smm-api-v2-client.js';

let panel: StandInPanel;
let client: Provider;

beforeAll(async () => {
  panel = await startStandInPanel();
  client = createSmmApiV2Provider({ baseUrl: panel.url, apiKey: panel.key, timeoutMs: 1_000 });
});
afterAll(() => panel?.close());
afterEach(() => {
  Object.assign(panel.state, { fail500: 0, failHtml: 0, delayMs: 0, numbersAsStrings: false, requests: [], calls: {} });
});

const completed = () => panel.state.createOrder({ status: 'Completed', remains: 0 }).id;

describe('SMM v2 client: refill', () => {
  it('one order goes as order=, many as orders=, each answered on its own', async () => {
    const one = completed();
    expect(await client.refill([one])).toEqual(new Map([[one, { refillId: expect.any(String) }]]));
    expect(panel.state.requests.at(-1)?.params).toMatchObject({ action: 'refill', order: one });

    const [a, b] = [completed(), completed()];
    const running = panel.state.createOrder({ status: 'In progress' }).id;
    panel.state.numbersAsStrings = true;
    const many = await client.refill([a, b, running, '1']);
    expect(panel.state.requests.at(-1)?.params).toMatchObject({ action: 'refill', orders: `${a},${b},${running},1` });
    expect(many.get(a)).toEqual({ refillId: expect.stringMatching(/^\d+$/) });
    expect(many.get(b)).toEqual({ refillId: expect.stringMatching(/^\d+$/) });
    expect(many.get(running)).toEqual({ error: 'This order is not eligible for refill' });
    expect(many.get('1')).toEqual({ error: 'Incorrect order ID' });
  });

  it('a refusal of a single order is an answer for it; a duplicate is refused by the panel', async () => {
    const one = completed();
    await client.refill([one]);
    expect(await client.refill([one])).toEqual(new Map([[one, { error: 'Refill request already exists' }]]));
    expect(await client.refill(['999'])).toEqual(new Map([['999', { error: 'Incorrect order ID' }]]));
  });

  it('no usable answer (timeout, 5xx, HTML) is `unavailable` for the whole call: the outcome is unknown', async () => {
    for (const knob of [{ fail500: 1 }, { failHtml: 1 }, { delayMs: 1_500 }]) {
      Object.assign(panel.state, knob);
      const err = await client.refill([completed(), completed()]).then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(ProviderError);
      expect((err as ProviderError).kind).toBe('unavailable');
      Object.assign(panel.state, { fail500: 0, failHtml: 0, delayMs: 0 });
    }
  });

  it('refill_status: refill= for one, refills= for many (≤100 a call), per-item errors, unknown words asked again', async () => {
    const ids = [...(await client.refill([completed(), completed(), completed()])).values()].map((r) => ('refillId' in r ? r.refillId : ''));
    panel.state.refills.get(ids[0]!)!.status = 'In progress';
    panel.state.refills.get(ids[1]!)!.status = 'Rejected';
    panel.state.refills.get(ids[2]!)!.status = 'Mystery';
    expect(await client.refillStatus([ids[0]!])).toEqual(new Map([[ids[0]!, { status: 'in_progress' }]]));
    expect(panel.state.requests.at(-1)?.params).toMatchObject({ action: 'refill_status', refill: ids[0] });
    const many = await client.refillStatus([...ids, '5']);
    expect(many.get(ids[1]!)).toEqual({ status: 'rejected' });
    expect(many.get(ids[2]!)).toEqual({ error: 'Unknown refill status "Mystery"' });
    expect(many.get('5')).toEqual({ error: 'Incorrect refill ID' });

    const lots = Array.from({ length: 230 }, (_, i) => String(50_000 + i));
    const before = panel.state.requests.length;
    const answers = await client.refillStatus(lots);
    expect(answers.size).toBe(230);
    const calls = panel.state.requests.slice(before).map((r) => r.params.refills!.split(',').length);
    expect(calls).toEqual([100, 100, 30]);
  });
});

describe('simulated provider: refill', () => {
  it('refills a delivered order; the refill waits, runs, then completes, by time alone', async () => {
    let now = Date.parse('2026-11-21T03:00:00.000Z');
    const sim = createSimulatedProvider({ clock: { now: () => new Date(now) }, random: () => 0.5, partialShare: 0, cancelShare: 0 });
    const { providerOrderId } = await sim.addOrder({ serviceId: '1', link: 'https://x.example/p', quantity: 100 });
    expect((await sim.refill([providerOrderId])).get(providerOrderId)).toEqual({ error: 'Refill is not available for this order' });
    now += SIMULATED_PENDING_MS + 20 * 60_000;
    const r = (await sim.refill([providerOrderId, 'nope'])) as Map<string, { refillId?: string; error?: string }>;
    expect(r.get('nope')).toEqual({ error: 'Incorrect order ID' });
    const refillId = r.get(providerOrderId)!.refillId!;
    expect((await sim.refillStatus([refillId])).get(refillId)).toEqual({ status: 'pending' });
    now += SIMULATED_REFILL_STEP_MS;
    expect((await sim.refillStatus([refillId])).get(refillId)).toEqual({ status: 'in_progress' });
    now += SIMULATED_REFILL_STEP_MS;
    expect((await sim.refillStatus([refillId, 'x'])).get(refillId)).toEqual({ status: 'completed' });
    expect((await sim.refillStatus(['x'])).get('x')).toEqual({ error: 'Refill not found' });
  });
});
