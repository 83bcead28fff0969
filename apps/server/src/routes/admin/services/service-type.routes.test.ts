import { msg, OrderStatus, type AdminService, type ImportResult, type SyncResult } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, createAdminTestApp, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { dbKinds, grantPoints, registerAndLogin } from '../../../../test/helpers/test-app.js';
import { startStandInPanel, type StandInPanel, type StandInService } from '../../../../test/stand-ins/smm-panel.js';
import { SUSPEND_REASONS } from '../../../services/catalog/price-sync.js';

/** The owner fixes a service's type in the console; orders already placed keep the type they were placed with. */
describe.each(dbKinds)('a service type changed in the console on %s', (kind) => {
  let t: AdminTestApp;
  let categoryId: number;
  let panel: StandInPanel | undefined;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    categoryId = (await t.call('POST', '/rest/admin/categories', { platformId: 1, text: '유형 시험' })).json().id;
  });
  afterAll(async () => {
    await panel?.close();
    await t?.close();
  });

  const order = (auth: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/rest/service/order', headers: auth, payload });
  const row = (id: number) => t.app.ctx.db.selectFrom('orders').select(['quantity', 'charge', 'type_fields']).where('id', '=', id).executeTakeFirstOrThrow();

  it('changes the type (audited); new orders take the new type, an order already placed keeps its own', async () => {
    const created = await t.call('POST', '/rest/admin/services', { categoryId, text: '한국인 댓글 (잘못 가져옴)', min: 5, max: 100, pricePer1000: 450_000 });
    expect(created.statusCode, created.body).toBe(201);
    const service = created.json();
    expect(service.serviceType).toBe('Default');

    const m = await registerAndLogin(t.app);
    await grantPoints(t.app, m.id, 100_000);
    const before = await order(m.auth, { serviceId: service.id, link: 'https://www.instagram.com/p/type_a', amount: 10 });
    expect(before.statusCode, before.body).toBe(201);

    const changed = await t.call('PATCH', `/rest/admin/services/${service.id}`, { serviceType: 'Custom Comments' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ serviceType: 'Custom Comments', pricePer1000: '450000' });
    const audit = (await auditOf(t.app, 'service', service.id)).at(-1)!;
    expect(audit.action).toBe('service.update');
    expect(JSON.parse(audit.before_json!)).toMatchObject({ serviceType: 'Default' });
    expect(JSON.parse(audit.after_json!)).toMatchObject({ serviceType: 'Custom Comments' });

    // the new type's fields now, and a quantity is refused
    expect((await order(m.auth, { serviceId: service.id, link: 'https://www.instagram.com/p/type_b', amount: 10 })).statusCode).toBe(400);
    const after = await order(m.auth, { serviceId: service.id, link: 'https://www.instagram.com/p/type_b', fields: { comments: '하나\n둘\n셋\n넷\n다섯\n여섯' } });
    expect(after.statusCode, after.body).toBe(201);
    expect(await row(after.json().id)).toMatchObject({ quantity: 6, charge: 2_700 });
    expect(JSON.parse((await row(after.json().id)).type_fields!)).toEqual({ type: 'Custom Comments', fields: { comments: '하나\n둘\n셋\n넷\n다섯\n여섯' } });

    // the first order stays a link + quantity order, as it was paid
    expect(await row(before.json().id)).toMatchObject({ quantity: 10, charge: 4_500, type_fields: null });
    const history = (await t.app.inject({ url: '/rest/service/order-history', headers: m.auth })).json() as { id: number; serviceType?: string; status: number }[];
    expect(history.find((o) => o.id === before.json().id)).not.toHaveProperty('serviceType');
    expect(history.find((o) => o.id === after.json().id)).toMatchObject({ serviceType: 'Custom Comments', status: OrderStatus.PENDING });
  });

  it('refuses a type the shop does not know; an unknown imported type becomes orderable only once a known one is chosen', async () => {
    const created = (await t.call('POST', '/rest/admin/services', { categoryId, text: '스토리 조회수', min: 10, max: 1_000, pricePer1000: 1_000, readOnly: true })).json();
    for (const serviceType of ['Story Views', 'custom_comments', '', 7]) {
      expect((await t.call('PATCH', `/rest/admin/services/${created.id}`, { serviceType })).json(), String(serviceType)).toEqual({ statusCode: 400, message: msg.admin.serviceTypeUnknown });
    }
    await t.app.ctx.db.updateTable('services').set({ service_type: 'Story Views' }).where('id', '=', created.id).execute();
    const stillUnknown = await t.call('PATCH', `/rest/admin/services/${created.id}`, { readOnly: false });
    expect(stillUnknown.json()).toEqual({ statusCode: 400, message: msg.admin.serviceTypeNotSellable('알 수 없는 유형 (Story Views)') });
    const fixed = await t.call('PATCH', `/rest/admin/services/${created.id}`, { serviceType: 'Default', readOnly: false });
    expect(fixed.json()).toMatchObject({ serviceType: 'Default', readOnly: false });
  });

  it("the price sync keeps the owner's correction, and still stops a service whose type then changes upstream", async () => {
    const upstream = (type: string, name = 'Instagram Comments [KR]'): StandInService => ({ service: 501, name, type, category: 'Instagram', rate: '450000', min: 5, max: 500, refill: false, cancel: false, dripfeed: false });
    panel = await startStandInPanel({ balance: '100000', currency: 'KRW', services: [upstream('Custom Comment')] });
    const provider = (await t.call('POST', '/rest/admin/providers', { name: '유형 패널', baseUrl: panel.url, apiKey: panel.key })).json().id as number;
    const [imported] = ((await t.call('POST', `/rest/admin/providers/${provider}/import`, { categoryId, markupPercent: 50 })).json() as ImportResult).created as [AdminService];
    // a word no panel documents: imported as not orderable
    expect(imported).toMatchObject({ serviceType: 'Custom Comment', readOnly: true });
    const fixed = await t.call('PATCH', `/rest/admin/services/${imported.id}`, { serviceType: 'Custom Comments', readOnly: false });
    expect(fixed.json()).toMatchObject({ serviceType: 'Custom Comments', readOnly: false });

    const sync = async () => (await t.call('POST', `/rest/admin/providers/${provider}/sync`)).json() as SyncResult;
    expect((await sync()).suspended).toEqual([]);
    expect((await t.call('GET', `/rest/admin/services/${imported.id}`)).json()).toMatchObject({ serviceType: 'Custom Comments', readOnly: false });

    // the provider now lists it as another kind: stopped, with the provider's words in the reason
    panel.state.services = [upstream('Mentions Custom List')];
    expect((await sync()).suspended).toEqual([{ id: imported.id, text: imported.text, reason: SUSPEND_REASONS.typeChanged('Custom Comment', 'Mentions Custom List') }]);
    expect((await t.call('GET', `/rest/admin/services/${imported.id}`)).json()).toMatchObject({ serviceType: 'Custom Comments', readOnly: true });
    // the owner sets the new type and resumes it; the next sync leaves it on sale
    expect((await t.call('PATCH', `/rest/admin/services/${imported.id}`, { serviceType: 'Mentions Custom List', readOnly: false })).json()).toMatchObject({ serviceType: 'Mentions Custom List', readOnly: false });
    expect((await sync()).suspended).toEqual([]);
    expect((await t.call('GET', `/rest/admin/services/${imported.id}`)).json()).toMatchObject({ serviceType: 'Mentions Custom List', readOnly: false });
  });
});
