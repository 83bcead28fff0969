import { msg, OrderStatus } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, createAdminTestApp, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { dbKinds, grantPoints, registerAndLogin } from '../../../../test/helpers/test-app.js';

/** The owner fixes a service's type in the console; orders already placed keep the type they were placed with. */
describe.each(dbKinds)('a service type changed in the console on %s', (kind) => {
  let t: AdminTestApp;
  let categoryId: number;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    categoryId = (await t.call('POST', '/rest/admin/categories', { platformId: 1, text: '유형 시험' })).json().id;
  });
  afterAll(() => t?.close());

  const order = (auth: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/rest/service/order', headers: auth, payload });
  const row = (id: number) => t.app.ctx.db.selectFrom('orders').select(['quantity', 'charge', 'type_fields']).where('id', '=', id).executeTakeFirstOrThrow();

  it('changes the type (audited); new orders take the new type, an order already placed keeps its own', async () => {
    const created = await t.call('POST', '/rest/admin/services', { categoryId, text: '한국인 댓글 (잘못 가져옴)', min: 5, max: 100, price: 450 });
    expect(created.statusCode, created.body).toBe(201);
    const service = created.json();
    expect(service.serviceType).toBe('Default');

    const m = await registerAndLogin(t.app);
    await grantPoints(t.app, m.id, 100_000);
    const before = await order(m.auth, { serviceId: service.id, link: 'https://www.instagram.com/p/type_a', amount: 10 });
    expect(before.statusCode, before.body).toBe(201);

    const changed = await t.call('PATCH', `/rest/admin/services/${service.id}`, { serviceType: 'Custom Comments' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ serviceType: 'Custom Comments', price: 450 });
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
    const created = (await t.call('POST', '/rest/admin/services', { categoryId, text: '스토리 조회수', min: 10, max: 1_000, price: 1, readOnly: true })).json();
    for (const serviceType of ['Story Views', 'custom_comments', '', 7]) {
      expect((await t.call('PATCH', `/rest/admin/services/${created.id}`, { serviceType })).json(), String(serviceType)).toEqual({ statusCode: 400, message: msg.admin.serviceTypeUnknown });
    }
    await t.app.ctx.db.updateTable('services').set({ service_type: 'Story Views' }).where('id', '=', created.id).execute();
    const stillUnknown = await t.call('PATCH', `/rest/admin/services/${created.id}`, { readOnly: false });
    expect(stillUnknown.json()).toEqual({ statusCode: 400, message: msg.admin.serviceTypeNotSellable('알 수 없는 유형 (Story Views)') });
    const fixed = await t.call('PATCH', `/rest/admin/services/${created.id}`, { serviceType: 'Default', readOnly: false });
    expect(fixed.json()).toMatchObject({ serviceType: 'Default', readOnly: false });
  });
});
