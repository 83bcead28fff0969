import type { AdminService, ServiceUpdate, SyncResult } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../test/helpers/admin.js';
import { dbKinds } from '../../test/helpers/test-app.js';
import { startStandInPanel, type StandInPanel } from '../../test/stand-ins/smm-panel.js';
import { SUSPEND_REASONS } from '../services/catalog/price-sync.js';
import { runPriceSync } from './price-sync.js';

const HOUR = 3600_000;

describe.each(dbKinds)('the scheduled price sync on %s', (kind) => {
  let t: AdminTestApp;
  let panel: StandInPanel;
  let providerId: number;
  let followed: AdminService; // price follows the provider (markup 50%)
  let locked: AdminService; // the owner's own price: 2원 each
  let gone: AdminService; // the provider will stop listing it

  const svc = (service: number, rate: string) => ({ service, name: `Upstream ${service}`, type: 'Default', category: 'X', rate, min: 10, max: 1000, refill: false, cancel: false, dripfeed: false });
  const get = async (id: number): Promise<AdminService> => (await t.call('GET', `/rest/admin/services/${id}`)).json();
  const updates = async (serviceId: number) =>
    ((await t.app.inject({ url: '/rest/service/service-updates' })).json() as ServiceUpdate[]).filter((u) => u.serviceId === serviceId).map((u) => u.kindText);

  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    panel = await startStandInPanel({ balance: '1000', currency: 'KRW', services: [svc(1, '1000'), svc(2, '1000'), svc(3, '1000')] });
    providerId = (await t.call('POST', '/rest/admin/providers', { name: '동기화 패널', baseUrl: panel.url, apiKey: panel.key })).json().id;
    const cat = (await t.call('POST', '/rest/admin/categories', { platformId: 1, text: '가격 동기화' })).json();
    const created = (await t.call('POST', `/rest/admin/providers/${providerId}/import`, { categoryId: cat.id, markupPercent: 50, visible: true })).json().created as AdminService[];
    [followed, locked, gone] = created as [AdminService, AdminService, AdminService];
    expect(followed.priceText).toBe('1.5원');
    await t.call('PATCH', `/rest/admin/services/${locked.id}`, { pricePer1000: 2000 });
  });
  afterAll(async () => {
    await panel?.close();
    await t?.close();
  });

  it('reads each provider once per interval: unlocked prices follow, a locked price the cost passed and a vanished service stop until the owner resumes them', async () => {
    // first read: nothing changed yet, every upstream service is simply remembered
    expect(await runPriceSync(t.app.ctx)).toEqual({ synced: 1, failed: 0 });
    expect(await runPriceSync(t.app.ctx)).toEqual({ synced: 0, failed: 0 }); // not due again yet
    expect(panel.state.calls.services).toBe(2); // the import's read and the sync's

    panel.state.services = [svc(1, '1200'), svc(2, '2500'), svc(4, '10')];
    t.clock.advance(5 * HOUR);
    expect(await runPriceSync(t.app.ctx)).toEqual({ synced: 0, failed: 0 });
    t.clock.advance(1 * HOUR);
    expect(await runPriceSync(t.app.ctx)).toEqual({ synced: 1, failed: 0 });

    expect(await get(followed.id)).toMatchObject({ priceText: '1.8원', readOnly: false, suspendReason: null });
    // 2.5원 cost against the owner's locked 2원: stopped, not sold at a loss
    expect(await get(locked.id)).toMatchObject({ priceText: '2원', readOnly: true, suspendReason: SUSPEND_REASONS.loss });
    expect(await get(gone.id)).toMatchObject({ readOnly: true, suspendReason: SUSPEND_REASONS.vanished });
    expect(await updates(followed.id)).toEqual(['인상', '신규']);
    expect(await updates(locked.id)).toEqual(['중지', '인상', '신규']); // 1.5원 → the owner's 2원, then stopped
    expect(await updates(gone.id)).toEqual(['중지', '신규']);
    const publicList = (await t.app.inject({ url: '/rest/service/services' })).json() as { id: number; isReadOnly: boolean }[];
    expect(publicList.find((s) => s.id === locked.id)?.isReadOnly).toBe(true);

    // stopped stays stopped: a later read where the cost is fine again does not reopen it on its own
    panel.state.services = [svc(1, '1200'), svc(2, '1000'), svc(3, '1000'), svc(4, '10'), svc(5, '20')];
    const manual = (await t.call('POST', `/rest/admin/providers/${providerId}/sync`)).json() as SyncResult;
    expect(manual.newServices.map((n) => n.service)).toEqual(['5']);
    expect(await get(locked.id)).toMatchObject({ readOnly: true });

    // the owner resumes it
    expect(await t.call('PATCH', `/rest/admin/services/${locked.id}`, { readOnly: false })).toMatchObject({ statusCode: 200 });
    expect(await get(locked.id)).toMatchObject({ readOnly: false, suspendReason: null });
    expect((await updates(locked.id))[0]).toBe('재개');
  });

  it('a service with several routes stops only when every enabled route loses money or vanished', async () => {
    const second = await startStandInPanel({ balance: '1000', currency: 'KRW', services: [svc(9, '100')] });
    try {
      const otherId = (await t.call('POST', '/rest/admin/providers', { name: '두 번째 패널', baseUrl: second.url, apiKey: second.key })).json().id as number;
      const cat = (await t.call('POST', '/rest/admin/categories', { platformId: 1, text: '경로 둘' })).json();
      const two = (await t.call('POST', '/rest/admin/services', { categoryId: cat.id, text: '경로 둘 상품', min: 10, max: 1000, pricePer1000: 1000, providerId, providerServiceId: '1' })).json() as AdminService;
      const at = t.clock.now().toISOString();
      await t.app.ctx.db
        .insertInto('service_routes')
        .values([
          { service_id: two.id, position: 1, provider_id: providerId, provider_service_id: '1', enabled: 1, rate: '500', cost_e7: 5_000_000, created_at: at, updated_at: at },
          { service_id: two.id, position: 2, provider_id: otherId, provider_service_id: '9', enabled: 1, rate: '100', cost_e7: 1_000_000, created_at: at, updated_at: at },
        ])
        .execute();
      // route 1 now costs 1.2원 against a 1원 price; route 2 still earns
      expect((await t.call('POST', `/rest/admin/providers/${providerId}/sync`)).json().suspended).toEqual([]);
      expect(await get(two.id)).toMatchObject({ readOnly: false });
      const costs = await t.app.ctx.db.selectFrom('service_routes').select(['position', 'cost_e7', 'vanished_at']).where('service_id', '=', two.id).orderBy('position').execute();
      expect(costs.map((c) => [c.position, Number(c.cost_e7), c.vanished_at])).toEqual([[1, 12_000_000, null], [2, 1_000_000, null]]);

      // route 2 vanishes (the panel lists another service now): nothing usable is left
      second.state.services = [svc(10, '100')];
      const synced = (await t.call('POST', `/rest/admin/providers/${otherId}/sync`)).json() as SyncResult;
      expect(synced.suspended).toEqual([{ id: two.id, text: '경로 둘 상품', reason: SUSPEND_REASONS.loss }]);
      expect(await get(two.id)).toMatchObject({ readOnly: true, suspendReason: SUSPEND_REASONS.loss });
      const vanished = await t.app.ctx.db.selectFrom('service_routes').select('vanished_at').where('service_id', '=', two.id).where('position', '=', 2).executeTakeFirstOrThrow();
      expect(vanished.vanished_at).not.toBeNull();
      // the later rounds read the first panel only
      expect((await t.call('PATCH', `/rest/admin/providers/${otherId}`, { enabled: false })).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('two processes due at once read a provider once; a provider that fails is retried after a back-off, and the owner can turn the schedule off', async () => {
    t.clock.advance(7 * HOUR);
    const before = panel.state.calls.services ?? 0;
    const [a, b] = await Promise.all([runPriceSync(t.app.ctx), runPriceSync(t.app.ctx)]);
    expect(a.synced + b.synced).toBe(1);
    expect(panel.state.calls.services).toBe(before + 1);

    t.clock.advance(7 * HOUR);
    panel.state.fail500 = 10;
    expect(await runPriceSync(t.app.ctx)).toEqual({ synced: 0, failed: 1 });
    const row = await t.app.ctx.db.selectFrom('providers').select(['price_sync_error']).where('id', '=', providerId).executeTakeFirstOrThrow();
    expect(row.price_sync_error).toBeTruthy();
    t.clock.advance(10 * 60_000);
    expect(await runPriceSync(t.app.ctx)).toEqual({ synced: 0, failed: 0 }); // backing off
    panel.state.fail500 = 0;
    t.clock.advance(25 * 60_000);
    expect(await runPriceSync(t.app.ctx)).toEqual({ synced: 1, failed: 0 });
    expect((await t.app.ctx.db.selectFrom('providers').select('price_sync_error').where('id', '=', providerId).executeTakeFirstOrThrow()).price_sync_error).toBeNull();

    expect((await t.call('PUT', '/rest/admin/settings', { values: { PRICE_SYNC_INTERVAL_HOURS: '0' } })).statusCode).toBe(200);
    t.clock.advance(48 * HOUR);
    expect(await runPriceSync(t.app.ctx)).toEqual({ synced: 0, failed: 0 });
  });

  it('a cheap service imported at a markup is priced exactly, so the next sync does not stop it as a loss', async () => {
    // a view service at 0.0014 USD per 1,000: 1.96원 per 1,000 at 1,400원/USD, sold at 2.94원 with a 50% markup
    const usd = await startStandInPanel({ balance: '10', currency: 'USD', services: [svc(7, '0.0014')] });
    try {
      const id = (await t.call('POST', '/rest/admin/providers', { name: '달러 패널', baseUrl: usd.url, apiKey: usd.key, exchangeRate: 1400 })).json().id as number;
      const cat = (await t.call('POST', '/rest/admin/categories', { platformId: 1, text: '저가 조회수' })).json();
      const [views] = (await t.call('POST', `/rest/admin/providers/${id}/import`, { categoryId: cat.id, markupPercent: 50, visible: true })).json().created as AdminService[];
      expect(views).toMatchObject({ pricePer1000: '2.94', priceE7: 29_400, priceText: '1,000개당 2.94원', readOnly: false });
      const routes = (await t.call('GET', `/rest/admin/services/${views!.id}/routes`)).json() as { routes: { costE7: number | null; guarded: boolean }[] };
      expect(routes.routes).toEqual([expect.objectContaining({ costE7: 19_600, guarded: false })]);

      const synced = (await t.call('POST', `/rest/admin/providers/${id}/sync`)).json() as SyncResult;
      expect(synced.suspended).toEqual([]);
      expect(await get(views!.id)).toMatchObject({ priceE7: 29_400, readOnly: false, suspendReason: null });
      await t.call('PATCH', `/rest/admin/providers/${id}`, { enabled: false });
    } finally {
      await usd.close();
    }
  });
});
