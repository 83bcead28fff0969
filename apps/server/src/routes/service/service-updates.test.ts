import type { ServiceUpdate } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';
import { dbKinds } from '../../../test/helpers/test-app.js';
import { startStandInPanel, type StandInPanel } from '../../../test/stand-ins/smm-panel.js';

describe.each(dbKinds)('서비스 업데이트 (the customer-facing change list) on %s', (kind) => {
  let t: AdminTestApp;
  let panel: StandInPanel;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    panel = await startStandInPanel({
      balance: '1000',
      currency: 'KRW',
      services: [{ service: 7, name: 'Story Views', type: 'Default', category: 'Instagram', rate: '100', min: 10, max: 1000, refill: false, cancel: false, dripfeed: false }],
    });
  });
  afterAll(async () => {
    await panel?.close();
    await t?.close();
  });

  const updates = async (): Promise<ServiceUpdate[]> => {
    const res = await t.app.inject({ url: '/rest/service/service-updates' });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const summary = (list: ServiceUpdate[], serviceId: number) =>
    list.filter((u) => u.serviceId === serviceId).map((u) => [u.kindText, u.beforeText, u.afterText]);

  it('lists price rises and cuts, stops and resumes and new services, newest first, for services customers can see', async () => {
    const cat = (await t.call('POST', '/rest/admin/categories', { platformId: 1, text: '업데이트 확인용' })).json();
    const shown = (await t.call('POST', '/rest/admin/services', { categoryId: cat.id, text: '보이는 상품', min: 10, max: 100, pricePer1000: 45_000 })).json();
    const hidden = (await t.call('POST', '/rest/admin/services', { categoryId: cat.id, text: '숨긴 상품', min: 10, max: 100, pricePer1000: 10_000, visible: false })).json();

    await t.call('PATCH', `/rest/admin/services/${shown.id}`, { pricePer1000: 50_000 });
    await t.call('PATCH', `/rest/admin/services/${shown.id}`, { pricePer1000: 42_500 });
    await t.call('PATCH', `/rest/admin/services/${shown.id}`, { readOnly: true });
    await t.call('PATCH', `/rest/admin/services/${shown.id}`, { readOnly: false, text: '이름만 바꿈' });
    await t.call('PATCH', `/rest/admin/services/${shown.id}`, { notice: '설명만 바꿈' });
    await t.call('PATCH', `/rest/admin/services/${hidden.id}`, { pricePer1000: 20_000 });

    const list = await updates();
    expect(summary(list, shown.id)).toEqual([
      ['재개', null, null],
      ['중지', null, null],
      ['인하', '1개당 50원', '1개당 42.5원'],
      ['인상', '1개당 45원', '1개당 50원'],
      ['신규', null, '1개당 45원'],
    ]);
    expect(list.find((u) => u.serviceId === shown.id)).toMatchObject({ serviceText: '이름만 바꿈', categoryText: '업데이트 확인용', kind: 'resumed' });
    // a hidden service's changes are nobody's business until it is shown; showing it makes it new
    expect(summary(list, hidden.id)).toEqual([]);
    await t.call('PATCH', `/rest/admin/services/${hidden.id}`, { visible: true });
    expect(summary(await updates(), hidden.id)).toEqual([['신규', null, '1개당 20원']]);
  });

  it('a provider price sync records its changes too', async () => {
    const provider = (await t.call('POST', '/rest/admin/providers', { name: '업데이트 패널', baseUrl: panel.url, apiKey: panel.key })).json();
    const cat = (await t.call('POST', '/rest/admin/categories', { platformId: 1, text: '동기화 확인용' })).json();
    const imported = (await t.call('POST', `/rest/admin/providers/${provider.id}/import`, { categoryId: cat.id, markupPercent: 100, visible: true })).json();
    const story = imported.created[0];
    expect(summary(await updates(), story.id)).toEqual([['신규', null, '1개당 0.2원']]);

    panel.state.services = panel.state.services.map((s) => ({ ...s, rate: '150' }));
    expect((await t.call('POST', `/rest/admin/providers/${provider.id}/sync`)).statusCode).toBe(200);
    expect(summary(await updates(), story.id)).toEqual([
      ['인상', '1개당 0.2원', '1개당 0.3원'],
      ['신규', null, '1개당 0.2원'],
    ]);
    // an unchanged sync adds nothing
    await t.call('POST', `/rest/admin/providers/${provider.id}/sync`);
    expect(summary(await updates(), story.id)).toHaveLength(2);
  });
});
