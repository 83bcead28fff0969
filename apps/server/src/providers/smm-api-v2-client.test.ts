import { OrderStatus } from '@snsshop/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError, type Provider } from './provider.js';
import { createSmmApiV2Provider, smmApiV2Endpoint } from './smm-api-v2-client.js';
import { startStandInPanel, type StandInPanel } from '../../test/stand-ins/smm-panel.js';

let panel: StandInPanel;
let client: Provider;

beforeAll(async () => {
  panel = await startStandInPanel();
  client = createSmmApiV2Provider({ baseUrl: panel.url, apiKey: panel.key, timeoutMs: 2_000 });
});
afterAll(() => panel?.close());
afterEach(() => {
  Object.assign(panel.state, { fail500: 0, failHtml: 0, delayMs: 0, numbersAsStrings: false, requests: [], calls: {} });
});

async function providerError(run: Promise<unknown>): Promise<ProviderError> {
  const err = await run.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(ProviderError);
  expect((err as Error).message).not.toContain(panel.key);
  return err as ProviderError;
}

describe('endpoint', () => {
  it.each([
    ['https://panel.example', 'https://panel.example/api/v2'],
    ['https://panel.example/', 'https://panel.example/api/v2'],
    ['https://panel.example/api/v2', 'https://panel.example/api/v2'],
    ['https://panel.example/api/v2/', 'https://panel.example/api/v2'],
    ['https://panel.example/reseller', 'https://panel.example/reseller/api/v2'],
  ])('%s → %s', (base, endpoint) => {
    expect(smmApiV2Endpoint(base)).toBe(endpoint);
  });

  it('reaches the panel whether or not the base already ends in /api/v2', async () => {
    const full = createSmmApiV2Provider({ baseUrl: `${panel.url}/api/v2`, apiKey: panel.key });
    expect(await full.getBalance()).toEqual(await client.getBalance());
    expect(panel.state.requests.map((r) => r.url)).toEqual(['/api/v2', '/api/v2']);
  });
});

describe('add', () => {
  it('posts a form-encoded body with the key in it, never in the URL', async () => {
    const { providerOrderId } = await client.addOrder({ serviceId: '1', link: 'https://instagram.com/p/abc', quantity: 500 });
    expect(providerOrderId).toMatch(/^\d+$/);
    const [req] = panel.state.requests;
    expect(req?.method).toBe('POST');
    expect(req?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(req?.url).toBe('/api/v2');
    expect(req?.params).toEqual({ key: panel.key, action: 'add', service: '1', link: 'https://instagram.com/p/abc', quantity: '500' });
    expect(panel.state.orders.get(providerOrderId)).toMatchObject({ quantity: 500, charge: '0.45' });
  });

  it('sends runs and interval for a drip-feed and reads an order id sent as a string', async () => {
    panel.state.numbersAsStrings = true;
    const { providerOrderId } = await client.addOrder({ serviceId: '1', link: 'https://x.com/a', quantity: 100, runs: 5, interval: 30 });
    expect(panel.state.requests[0]?.params).toMatchObject({ quantity: '100', runs: '5', interval: '30' });
    expect(panel.state.orders.get(providerOrderId)).toMatchObject({ runs: 5, interval: 30 });
  });

  it.each([
    [{ serviceId: '999', quantity: 100 }, 'Incorrect service ID'],
    [{ serviceId: '1', quantity: 1 }, 'Quantity less than minimal'],
    [{ serviceId: '2', quantity: 100_000 }, 'Not enough funds on balance'],
  ])('a provider {error} is rejected with its message: %j', async (input, message) => {
    const err = await providerError(client.addOrder({ link: 'https://x.com/a', ...input }));
    expect(err).toMatchObject({ kind: 'rejected', message, action: 'add' });
  });

  it('a wrong key is rejected and the key is not repeated in the message', async () => {
    const wrong = createSmmApiV2Provider({ baseUrl: panel.url, apiKey: 'secret-wrong-key-42' });
    const err = await providerError(wrong.getBalance());
    expect(err).toMatchObject({ kind: 'rejected' });
    expect(err.message).toContain('Invalid API key');
    expect(err.message).not.toContain('secret-wrong-key-42');
  });
});

describe('status', () => {
  it('pages 250 ids into 3 calls of at most 100 and answers every id', async () => {
    const ids = Array.from({ length: 250 }, () => panel.state.createOrder().id);
    const result = await client.getStatuses(ids);
    expect(panel.state.calls.status).toBe(3);
    const sizes = panel.state.requests.map((r) => r.params.orders?.split(',').length);
    expect(sizes).toEqual([100, 100, 50]);
    expect(panel.state.requests.every((r) => r.params.order === undefined)).toBe(true);
    expect([...result.keys()]).toEqual(ids);
    expect(result.get(ids[249]!)).toMatchObject({ status: OrderStatus.PENDING, startCount: null, remains: 100, charge: '0.09' });
  });

  it('asks for a single id in the list form too, and makes no call for none', async () => {
    const { id } = panel.state.createOrder();
    await client.getStatuses([id]);
    expect(panel.state.requests[0]?.params).toMatchObject({ action: 'status', orders: id });
    expect((await client.getStatuses([])).size).toBe(0);
    expect(panel.state.calls.status).toBe(1);
  });

  it('reads numbers sent as numbers, strings, empty strings and null', async () => {
    const a = panel.state.createOrder({ status: 'In progress', startCount: 1200, remains: 157, charge: 0.27 });
    const b = panel.state.createOrder({ status: 'In progress', startCount: '1200', remains: '157', charge: '0.27' });
    const c = panel.state.createOrder({ status: 'In progress', startCount: '', remains: null, charge: '' });
    const d = panel.state.createOrder({ status: 'Completed', startCount: 'n/a', remains: '-3', charge: null });
    const r = await client.getStatuses([a.id, b.id, c.id, d.id]);
    expect(r.get(a.id)).toMatchObject({ status: OrderStatus.INPROGRESS, startCount: 1200, remains: 157, charge: '0.27' });
    expect(r.get(b.id)).toEqual({ ...r.get(a.id), words: expect.stringContaining('"start_count":"1200"') });
    expect(r.get(c.id)).toMatchObject({ status: OrderStatus.INPROGRESS, startCount: null, remains: null, charge: null });
    expect(r.get(d.id)).toMatchObject({ status: OrderStatus.COMPLETED, startCount: null, remains: 0, charge: null });
  });

  it('turns null numbers into "" when the panel sends strings, and still reads them', async () => {
    panel.state.numbersAsStrings = true;
    const o = panel.state.createOrder({ status: 'Partial', startCount: null, remains: 40 });
    expect((await client.getStatuses([o.id])).get(o.id)).toMatchObject({ status: OrderStatus.PARTIAL, startCount: null, remains: 40 });
  });

  it('maps a bad id to its own error without failing the others', async () => {
    const o = panel.state.createOrder();
    const r = await client.getStatuses([o.id, '1', o.id]);
    expect(r.size).toBe(2);
    expect(r.get('1')).toEqual({ error: 'Incorrect order ID' });
    expect(r.get(o.id)).toMatchObject({ status: OrderStatus.PENDING });
  });

  it.each([
    ['Pending', { status: OrderStatus.PENDING }],
    ['In progress', { status: OrderStatus.INPROGRESS }],
    ['in progress', { status: OrderStatus.INPROGRESS }],
    ['IN_PROGRESS', { status: OrderStatus.INPROGRESS }],
    ['Processing', { status: OrderStatus.PROCESSING }],
    ['Completed', { status: OrderStatus.COMPLETED }],
    ['Partial', { status: OrderStatus.PARTIAL }],
    ['Canceled', { status: OrderStatus.CANCELED }],
    ['Cancelled', { status: OrderStatus.CANCELED }],
    ['Refunded', { status: OrderStatus.CANCELED }],
    ['Fail', { error: 'Unknown status "Fail"' }],
    ['Error', { error: 'Unknown status "Error"' }],
    ['Awaiting', { error: 'Unknown status "Awaiting"' }],
  ])('status word %s', async (word, expected) => {
    const o = panel.state.createOrder({ status: word });
    expect((await client.getStatuses([o.id])).get(o.id)).toMatchObject(expected);
  });
});

describe('failures', () => {
  it('HTTP 500 is unavailable, and the next call works again', async () => {
    panel.state.fail500 = 1;
    expect(await providerError(client.getBalance())).toMatchObject({ kind: 'unavailable' });
    expect(await client.getBalance()).toEqual({ balance: expect.any(String), currency: 'USD' });
  });

  it('an HTML page is unavailable', async () => {
    panel.state.failHtml = 1;
    const err = await providerError(client.getStatuses(['1']));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toContain('not JSON');
  });

  it('a slow panel is unavailable after the timeout', async () => {
    panel.state.delayMs = 1_000;
    const quick = createSmmApiV2Provider({ baseUrl: panel.url, apiKey: panel.key, timeoutMs: 100 });
    const started = Date.now();
    const err = await providerError(quick.addOrder({ serviceId: '1', link: 'https://x.com/a', quantity: 100 }));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toContain('no answer within 100 ms');
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('a refused connection is unavailable', async () => {
    const gone = await startStandInPanel();
    await gone.close();
    const err = await providerError(createSmmApiV2Provider({ baseUrl: gone.url, apiKey: gone.key }).getBalance());
    expect(err.kind).toBe('unavailable');
  });

  it('a JSON answer of the wrong shape is unavailable', async () => {
    const fetch = async () => new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
    const odd = createSmmApiV2Provider({ baseUrl: 'https://panel.example', apiKey: 'k', fetch });
    expect(await providerError(odd.addOrder({ serviceId: '1', link: 'l', quantity: 1 }))).toMatchObject({ kind: 'unavailable' });
  });

  it('reads a one-id answer sent in the single-order shape', async () => {
    const fetch = async () => new Response(JSON.stringify({ charge: '1.2', start_count: '10', status: 'Completed', remains: '0', currency: 'USD' }));
    const single = createSmmApiV2Provider({ baseUrl: 'https://panel.example', apiKey: 'k', fetch });
    expect((await single.getStatuses(['77'])).get('77')).toMatchObject({ status: OrderStatus.COMPLETED, startCount: 10, remains: 0, charge: '1.2' });
  });
});

describe('cancel, balance and services', () => {
  it('cancels per id and reports a refusal per id', async () => {
    const open = panel.state.createOrder();
    const done = panel.state.createOrder({ status: 'Completed', remains: 0 });
    const r = await client.cancel([open.id, done.id, '5']);
    expect(r.get(open.id)).toEqual({ ok: true });
    expect(r.get(done.id)).toEqual({ error: 'This order cannot be canceled' });
    expect(r.get('5')).toEqual({ error: 'Incorrect order ID' });
    expect(panel.state.orders.get(open.id)?.status).toBe('Canceled');
  });

  it('reads the balance as a decimal string', async () => {
    const rich = await startStandInPanel({ balance: '100.84', currency: 'USD' });
    try {
      const c = createSmmApiV2Provider({ baseUrl: rich.url, apiKey: rich.key });
      expect(await c.getBalance()).toEqual({ balance: '100.84', currency: 'USD' });
    } finally {
      await rich.close();
    }
  });

  it('lists services with numbers sent as strings', async () => {
    panel.state.numbersAsStrings = true;
    panel.state.servicesShape = 'full';
    const { services, unreadable } = await client.listServices();
    expect(unreadable).toEqual([]);
    expect(services[0]).toEqual({ service: '1', name: 'Instagram Followers', type: 'Default', category: 'Instagram', rate: '0.90', min: 10, max: 10_000, refill: true, cancel: true, dripfeed: true, description: '' });
    expect(services[1]).toMatchObject({ service: '2', rate: '1.25', refill: false, dripfeed: false });
  });
});
