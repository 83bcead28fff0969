import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandInPanel, type StandInPanel, type StandInService } from '../../test/stand-ins/smm-panel.js';
import { ProviderError, type Provider } from './provider.js';
import { createSmmApiV2Provider } from './smm-api-v2-client.js';

const svc = (service: number, type: string, rate = '1000', min = 1, max = 1000): StandInService => ({ service, name: type, type, category: 'X', rate, min, max, refill: false, cancel: false, dripfeed: false });

describe('each service type sent upstream as panels take it', () => {
  let panel: StandInPanel;
  let client: Provider;
  let n = 0;
  const link = () => `https://www.instagram.com/p/type_${++n}`;
  const lastAdd = () => {
    const { key: _key, action: _action, ...rest } = panel.state.requests.filter((r) => r.params.action === 'add').at(-1)!.params;
    return rest;
  };

  beforeAll(async () => {
    panel = await startStandInPanel({
      balance: '100000',
      services: [svc(1, 'Default'), svc(2, 'Package', '15000', 1, 1), svc(3, 'Custom Comments', '450', 5, 500), svc(4, 'Mentions with Hashtags'), svc(5, 'Poll'), svc(6, 'Subscriptions', '900', 10, 1000), svc(7, 'custom_comments_package', '20000', 1, 1), svc(8, 'Web Traffic')],
    });
    client = createSmmApiV2Provider({ baseUrl: panel.url, apiKey: panel.key, timeoutMs: 5_000 });
  });
  afterAll(() => panel?.close());

  it('Default: link and quantity, with runs and interval for drip-feed', async () => {
    const l = link();
    await client.addOrder({ serviceId: '1', link: l, quantity: 100, runs: 3, interval: 60 });
    expect(lastAdd()).toEqual({ service: '1', link: l, quantity: '100', runs: '3', interval: '60' });
  });

  it('Package: the link alone — no quantity, no drip-feed', async () => {
    const l = link();
    const { providerOrderId } = await client.addOrder({ serviceId: '2', link: l, quantity: 1, type: 'Package', runs: 3, interval: 60 });
    expect(lastAdd()).toEqual({ service: '2', link: l });
    expect(panel.state.orders.get(providerOrderId)!.charge).toBe('15000.00');
  });

  it('Custom Comments: the comments joined with newlines (commas kept inside a comment), no quantity', async () => {
    const l = link();
    const comments = '좋아요, 최고!\n사진 예뻐요\n멋져요\n대박\n응원해요';
    const { providerOrderId } = await client.addOrder({ serviceId: '3', link: l, quantity: 5, type: 'Custom Comments', fields: { comments } });
    expect(lastAdd()).toEqual({ service: '3', link: l, comments });
    expect(panel.state.orders.get(providerOrderId)!.quantity).toBe(5);
  });

  it('the quantity types carry their own fields under the panels\' names', async () => {
    const l = link();
    await client.addOrder({ serviceId: '4', link: l, quantity: 50, type: 'Mentions with Hashtags', fields: { usernames: 'a\nb', hashtags: '여행' } });
    expect(lastAdd()).toEqual({ service: '4', link: l, quantity: '50', usernames: 'a\nb', hashtags: '여행' });
    await client.addOrder({ serviceId: '5', link: link(), quantity: 100, type: 'Poll', fields: { answer_number: '2' } });
    expect(lastAdd()).toMatchObject({ quantity: '100', answer_number: '2' });
    await client.addOrder({ serviceId: '8', link: link(), quantity: 100, type: 'Web Traffic', fields: { country: 'KR', device: '5', type_of_traffic: '1', google_keyword: '서울 카페' } });
    expect(lastAdd()).toMatchObject({ country: 'KR', device: '5', type_of_traffic: '1', google_keyword: '서울 카페' });
  });

  it('Subscriptions: username, min, max, posts, delay and expiry as d/m/Y — no link, no quantity', async () => {
    await client.addOrder({ serviceId: '6', link: '', quantity: 1000, type: 'Subscriptions', fields: { username: 'my_account', min: '50', max: '100', posts: '10', delay: '30', expiry: '2026-12-31' } });
    expect(lastAdd()).toEqual({ service: '6', username: 'my_account', min: '50', max: '100', posts: '10', delay: '30', expiry: '31/12/2026' });
  });

  it('the stand-in refuses what real panels refuse, and the client reads it as a refusal', async () => {
    const refused = async (p: Promise<unknown>) => {
      const err = await p.then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(ProviderError);
      expect((err as ProviderError).kind).toBe('rejected');
      return (err as ProviderError).message;
    };
    // sent as if Default (the old mistake): a comments service without comments, a package with a quantity
    expect(await refused(client.addOrder({ serviceId: '3', link: link(), quantity: 10 }))).toContain('comments is required');
    expect(await refused(client.addOrder({ serviceId: '2', link: link(), quantity: 10 }))).toContain('quantity is not accepted');
    expect(await refused(client.addOrder({ serviceId: '6', link: link(), quantity: 10, type: 'Subscriptions', fields: { min: '1', max: '2', delay: '0' } }))).toContain('username is required');
    // a type without a rule never leaves the shop
    const before = panel.state.calls.add;
    expect(await refused(client.addOrder({ serviceId: '1', link: link(), quantity: 10, type: 'Story Reactions' }))).toContain('Unsupported service type');
    expect(panel.state.calls.add).toBe(before);
  });
});
