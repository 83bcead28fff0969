import { msg, OrderStatus } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, grantPoints, registerAndLogin } from '../../../../test/helpers/test-app.js';
import { startStandInPanel, type StandInPanel } from '../../../../test/stand-ins/smm-panel.js';
import { importedUnitE7 } from '../../../services/catalog/provider-import.js';
import { auditOf, createAdminTestApp, tinyPng, type AdminTestApp } from '../../../../test/helpers/admin.js';

describe.each(dbKinds)('admin catalog on %s', (kind) => {
  let t: AdminTestApp;
  let panel: StandInPanel;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    panel = await startStandInPanel({
      balance: '250000',
      currency: 'KRW',
      services: [
        { service: 101, name: 'Instagram Followers [Real]', type: 'Default', category: 'Instagram', rate: '900', min: 10, max: 10_000, refill: true, cancel: true, dripfeed: false },
        { service: 102, name: 'YouTube Views', type: 'Default', category: 'YouTube', rate: '1.25', min: 100, max: 100_000, refill: false, cancel: false, dripfeed: false },
        { service: 103, name: 'TikTok Likes', type: 'Default', category: 'TikTok', rate: '300', min: 50, max: 5_000, refill: false, cancel: true, dripfeed: false },
      ],
    });
  });
  afterAll(async () => {
    await panel?.close();
    await t?.close();
  });

  it('creates, edits and deletes platforms, with an uploaded icon served to everyone', async () => {
    const created = await t.call('POST', '/rest/admin/platforms', { id: 40, text: '블루스카이', background: '#1185FE' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ id: 40, text: '블루스카이', visible: true, background: '#1185FE', sortOrder: 0, iconUrl: null, categoryCount: 0 });
    expect((await t.call('POST', '/rest/admin/platforms', { id: 40, text: '중복', background: '#000000' })).json()).toEqual({ statusCode: 409, message: msg.admin.platformIdTaken });
    expect((await t.call('POST', '/rest/admin/platforms', { text: '색 없음', background: 'red' })).json()).toEqual({ statusCode: 400, message: msg.admin.colorInvalid });
    const next = (await t.call('POST', '/rest/admin/platforms', { text: '다음 번호', background: '#000000' })).json();
    expect(next.id).toBe(41);

    const upload = await t.call('POST', '/rest/admin/media', { dataUrl: `data:image/png;base64,${tinyPng}` });
    expect(upload.statusCode, upload.body).toBe(201);
    const media = upload.json();
    expect(media).toMatchObject({ url: expect.stringMatching(/^\/rest\/media\/[a-f0-9]{24}\.png$/), contentType: 'image/png', size: 68 });
    const image = await t.app.inject({ url: media.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(tinyPng, 'base64'))).toBe(true);
    expect((await t.app.inject({ url: '/rest/media/0123456789abcdef0123.png' })).statusCode).toBe(404);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>').toString('base64');
    expect((await t.call('POST', '/rest/admin/media', { dataUrl: `data:image/svg+xml;base64,${svg}` })).json()).toEqual({ statusCode: 400, message: msg.admin.imageInvalid });
    // A script file claiming to be a PNG is judged by its bytes.
    expect((await t.call('POST', '/rest/admin/media', { dataUrl: `data:image/png;base64,${Buffer.from('alert(1)//padding..').toString('base64')}` })).statusCode).toBe(400);
    const big = Buffer.concat([Buffer.from(tinyPng, 'base64'), Buffer.alloc(2 * 1024 * 1024)]).toString('base64');
    expect((await t.call('POST', '/rest/admin/media', { dataUrl: `data:image/png;base64,${big}` })).statusCode).toBeGreaterThanOrEqual(400);

    const withIcon = await t.call('PATCH', '/rest/admin/platforms/40', { iconUrl: media.url, sortOrder: 99 });
    expect(withIcon.json()).toMatchObject({ iconUrl: media.url, sortOrder: 99 });
    expect((await t.call('PATCH', '/rest/admin/platforms/40', { iconUrl: 'javascript:alert(1)' })).json()).toEqual({ statusCode: 400, message: msg.admin.imageUrlInvalid });
    const publicList = (await t.app.inject({ url: '/rest/service/platforms' })).json();
    expect(publicList.find((p: { id: number }) => p.id === 40)).toEqual({ id: 40, text: '블루스카이', visible: true, background: '#1185FE', iconUrl: media.url });
    expect(publicList.find((p: { id: number }) => p.id === 1).iconUrl).toBeNull();

    expect((await t.call('DELETE', '/rest/admin/platforms/1')).json()).toEqual({ statusCode: 409, message: msg.admin.platformHasCategories });
    expect((await t.call('DELETE', '/rest/admin/platforms/41')).json()).toEqual({ message: msg.admin.deleted });
    expect((await auditOf(t.app, 'platform', 40)).map((a) => a.action)).toEqual(['platform.create', 'platform.update']);
  });

  it('creates a category and a service that a member can then order', async () => {
    const category = await t.call('POST', '/rest/admin/categories', { platformId: 40, text: '블루스카이 팔로워' });
    expect(category.statusCode, category.body).toBe(201);
    const cat = category.json();
    expect((await t.call('POST', '/rest/admin/categories', { platformId: 999, text: '없음' })).json()).toEqual({ statusCode: 400, message: msg.admin.platformNotFound });

    const bad = await t.call('POST', '/rest/admin/services', { categoryId: cat.id, text: '가격 틀림', min: 10, max: 100, pricePer1000: '1.23456' });
    expect(bad.json()).toEqual({ statusCode: 400, message: msg.admin.priceInvalid });
    expect((await t.call('POST', '/rest/admin/services', { categoryId: cat.id, text: '범위', min: 100, max: 10, pricePer1000: 1000 })).json().message).toBe(msg.admin.minMaxInvalid);

    const res = await t.call('POST', '/rest/admin/services', {
      categoryId: cat.id,
      text: '블루스카이 한국인 팔로워',
      notice: '프로필 링크를 입력해주세요.',
      min: 10,
      max: 1_000,
      pricePer1000: 12_500,
      enableAuto: true,
      sortOrder: 3,
    });
    expect(res.statusCode, res.body).toBe(201);
    const service = res.json();
    expect(service).toMatchObject({ categoryId: cat.id, platformId: 40, pricePer1000: '12500', readOnly: false, enableAuto: true, visible: true, providerId: null, priceLocked: true });

    const m = await registerAndLogin(t.app);
    await grantPoints(t.app, m.id, 10_000);
    const shown = (await t.app.inject({ url: '/rest/service/services' })).json();
    expect(shown.find((s: { id: number }) => s.id === service.id)).toMatchObject({ text: '블루스카이 한국인 팔로워', point: 12.5, min: 10, max: 1_000 });
    const order = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: service.id, link: 'https://bsky.app/profile/someone', amount: 100 } });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json()).toMatchObject({ serviceId: service.id, point: 1_250, status: OrderStatus.PENDING });

    const readOnly = await t.call('PATCH', `/rest/admin/services/${service.id}`, { readOnly: true });
    expect(readOnly.json()).toMatchObject({ readOnly: true, pricePer1000: '12500' });
    const refused = await t.app.inject({ method: 'POST', url: '/rest/service/order', headers: m.auth, payload: { serviceId: service.id, link: 'https://bsky.app/profile/other', amount: 100 } });
    expect(refused.json().message).toBe(msg.order.notOrderable);
    expect((await t.call('PATCH', `/rest/admin/services/${service.id}`, { min: 2_000 })).json()).toEqual({ statusCode: 400, message: msg.admin.minMaxInvalid });
    expect((await t.call('PATCH', `/rest/admin/services/${service.id}`, { providerId: null, providerServiceId: null })).statusCode).toBe(200);
    expect((await t.call('DELETE', `/rest/admin/services/${service.id}`)).json()).toEqual({ statusCode: 409, message: msg.admin.serviceHasOrders });
    expect((await t.call('DELETE', `/rest/admin/categories/${cat.id}`)).json()).toEqual({ statusCode: 409, message: msg.admin.categoryHasServices });
    const listed = (await t.call('GET', `/rest/admin/services?categoryId=${cat.id}`)).json();
    expect(listed).toMatchObject({ total: 1, items: [{ id: service.id }] });
  });

  it('keeps a provider key on the server and checks its balance', async () => {
    const created = await t.call('POST', '/rest/admin/providers', { name: '테스트 패널', baseUrl: `${panel.url}/api/v2`, apiKey: panel.key });
    expect(created.statusCode, created.body).toBe(201);
    const p = created.json();
    expect(p).toMatchObject({ name: '테스트 패널', enabled: true, exchangeRate: 1, timeoutMs: 15_000, apiKeyMasked: 'stan••••••••••••6789' });
    expect(JSON.stringify(p)).not.toContain(panel.key);
    const audits = await auditOf(t.app, 'provider', p.id);
    expect(audits.map((a) => `${a.before_json ?? ''}${a.after_json ?? ''}`).join('')).not.toContain(panel.key);
    expect(JSON.stringify((await t.call('GET', '/rest/admin/providers')).json())).not.toContain(panel.key);
    expect((await t.call('GET', `/rest/admin/providers/${p.id}/balance`)).json()).toEqual({ id: p.id, name: '테스트 패널', balance: '250000.00', currency: 'KRW', error: null });

    const wrongKey = (await t.call('POST', '/rest/admin/providers', { name: '잘못된 키', baseUrl: panel.url, apiKey: 'wrong-key-123456' })).json();
    const balance = (await t.call('GET', `/rest/admin/providers/${wrongKey.id}/balance`)).json();
    expect(balance).toMatchObject({ balance: null, error: msg.admin.providerUnreachable('Invalid API key') });
    expect((await t.call('GET', `/rest/admin/providers/${wrongKey.id}/services`)).json()).toEqual({ statusCode: 502, message: msg.admin.providerUnreachable('Invalid API key') });
    const dash = (await t.call('GET', '/rest/admin/dashboard')).json();
    expect(dash.providers.find((x: { id: number }) => x.id === wrongKey.id).error).toBe(msg.admin.providerUnreachable('Invalid API key'));
    expect((await t.call('PATCH', `/rest/admin/providers/${wrongKey.id}`, { apiKey: panel.key })).json().apiKeyMasked).toBe('stan••••••••••••6789');
    expect((await t.call('GET', `/rest/admin/providers/${wrongKey.id}/balance`)).json().error).toBeNull();
    expect((await t.call('DELETE', `/rest/admin/providers/${wrongKey.id}`)).json()).toEqual({ message: msg.admin.deleted });
    expect((await t.call('POST', '/rest/admin/providers', { name: 'x', baseUrl: 'ftp://panel', apiKey: 'k' })).json()).toEqual({ statusCode: 400, message: msg.admin.urlInvalid });
  });

  it('imports services with a markup, and a re-sync follows the provider without undoing the shop\'s own edits', async () => {
    const provider = (await t.call('GET', '/rest/admin/providers')).json().find((p: { name: string }) => p.name === '테스트 패널');
    const cat = (await t.call('POST', '/rest/admin/categories', { platformId: 1, text: '수입 상품' })).json();
    const other = (await t.call('POST', '/rest/admin/categories', { platformId: 1, text: '옮길 곳' })).json();
    const list = (await t.call('GET', `/rest/admin/providers/${provider.id}/services`)).json();
    expect(list.unreadable).toEqual([]);
    expect(list.items.map((s: { service: string; importedServiceId: null }) => [s.service, s.importedServiceId])).toEqual([['101', null], ['102', null], ['103', null]]);

    const imported = await t.call('POST', `/rest/admin/providers/${provider.id}/import`, { categoryId: cat.id, markupPercent: 50, serviceIds: ['101', '102', '103'] });
    expect(imported.statusCode, imported.body).toBe(201);
    const body = imported.json();
    expect(body.skipped).toEqual([]);
    const [followers, views, likes] = body.created;
    // 900 KRW per 1000 × 1.5 = 1.35원 each; 1.25 per 1000 × 1.5 = 0.001875 → 0.01원 (rounded up); 300 × 1.5 / 1000 = 0.45원.
    expect(followers).toMatchObject({ text: 'Instagram Followers [Real]', pricePer1000: '1350', min: 10, max: 10_000, providerId: provider.id, providerServiceId: '101', importedRate: '900', markupPercent: 50, priceLocked: false, visible: false });
    expect(views).toMatchObject({ pricePer1000: '1.875', min: 100, max: 100_000 }); // exact, no longer rounded up to 0.01원 each
    expect(likes).toMatchObject({ pricePer1000: '450', providerServiceId: '103' });
    const again = (await t.call('POST', `/rest/admin/providers/${provider.id}/import`, { categoryId: cat.id, markupPercent: 10 })).json();
    expect(again).toMatchObject({ created: [], skipped: ['101', '102', '103'], message: msg.admin.imported(0, 3) });

    // The owner's own edits: a Korean name, a description, another category, a hand-set price on one service and limits on another.
    await t.call('PATCH', `/rest/admin/services/${followers.id}`, { text: '인스타 실사용자 팔로워', notice: '공개 계정만 가능', categoryId: other.id, visible: true });
    const priced = (await t.call('PATCH', `/rest/admin/services/${views.id}`, { pricePer1000: '500' })).json();
    expect(priced).toMatchObject({ pricePer1000: '500', priceLocked: true });
    expect((await t.call('PATCH', `/rest/admin/services/${likes.id}`, { min: 100, max: 2_000 })).json()).toMatchObject({ limitsLocked: true });

    panel.state.services = panel.state.services.map((s) =>
      s.service === 101 ? { ...s, rate: '1000', min: 20, max: 20_000 } : s.service === 102 ? { ...s, rate: '2.5' } : { ...s, rate: '400', min: 150, max: 1_000 },
    );
    panel.state.services.push({ service: 104, name: 'New Service', type: 'Default', category: 'X', rate: '1', min: 1, max: 10, refill: false, cancel: false, dripfeed: false });
    const synced = await t.call('POST', `/rest/admin/providers/${provider.id}/sync`);
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json()).toMatchObject({ checked: 3, locked: 1, missing: [], limitsChanged: 2 });
    expect(synced.json().updated).toEqual([
      { id: followers.id, text: '인스타 실사용자 팔로워', oldPriceE7: 13_500_000, newPriceE7: 15_000_000 },
      { id: likes.id, text: 'TikTok Likes', oldPriceE7: 4_500_000, newPriceE7: 6_000_000 },
    ]);
    const after = async (id: number) => (await t.call('GET', `/rest/admin/services/${id}`)).json();
    expect(await after(followers.id)).toMatchObject({ text: '인스타 실사용자 팔로워', notice: '공개 계정만 가능', categoryId: other.id, visible: true, pricePer1000: '1500', min: 20, max: 20_000, importedRate: '1000' });
    expect(await after(views.id)).toMatchObject({ text: 'YouTube Views', pricePer1000: '500', priceLocked: true, importedRate: '2.5', categoryId: cat.id });
    // Limits the owner set are only narrowed into the provider's new range.
    expect(await after(likes.id)).toMatchObject({ pricePer1000: '600', min: 150, max: 1_000 });

    // A new markup re-prices what is not locked; unlocking hands a price back to the sync.
    const remarked = (await t.call('POST', `/rest/admin/providers/${provider.id}/sync`, { markupPercent: 100 })).json();
    expect(remarked.updated.map((u: { id: number; newPriceE7: number }) => [u.id, u.newPriceE7])).toEqual([[followers.id, 20_000_000], [likes.id, 8_000_000]]);
    await t.call('PATCH', `/rest/admin/services/${views.id}`, { priceLocked: false });
    const unlocked = (await t.call('POST', `/rest/admin/providers/${provider.id}/sync`)).json();
    expect(unlocked.updated).toEqual([{ id: views.id, text: 'YouTube Views', oldPriceE7: 5_000_000, newPriceE7: 37_500 }]);

    panel.state.services = panel.state.services.filter((s) => s.service !== 103);
    expect((await t.call('POST', `/rest/admin/providers/${provider.id}/sync`)).json().missing).toEqual([{ id: likes.id, text: 'TikTok Likes', providerServiceId: '103' }]);
    expect((await auditOf(t.app, 'provider', provider.id)).map((a) => a.action)).toEqual(['provider.create', 'provider.import', 'provider.import', 'provider.sync', 'provider.sync', 'provider.sync', 'provider.sync']);
  });

  it('prices imports exactly, rounding up to 1/10,000,000 won', () => {
    expect(importedUnitE7('0.90', 1, 0)).toBe(9_000);
    expect(importedUnitE7('0.90', 1400, 0)).toBe(12_600_000);
    expect(importedUnitE7('1000', 1, 2_500)).toBe(12_500_000);
    expect(importedUnitE7('1.1', '1350.5', 3_333)).toBe(19_806_839);
    expect(importedUnitE7('0', 1, 5_000)).toBe(0);
    expect(importedUnitE7('123456.789', 1, 0)).toBe(1_234_567_890);
    // a view service at 0.0014 USD per 1,000 with a 50% markup: 2.94원 per 1,000, not 0.01원 per unit
    expect(importedUnitE7('0.0014', 1400, 5_000)).toBe(29_400);
  });
});
