import { notificationEventNames, notificationMessages } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditedCharge, freshPhone, memberReachedAt, notificationRows } from '../../../test/helpers/notifications.js';
import { createTestApp, dbKinds, type TestApp } from '../../../test/helpers/test-app.js';

describe.each(dbKinds)('a member chooses which notifications to receive, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const get = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/rest/auth/notifications', headers: auth });
  const put = (auth: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url: '/rest/auth/notifications', headers: auth, payload: payload as object });

  it('lists every event, informational ones on until turned off; a change is kept and respected', async () => {
    const m = await memberReachedAt(t.app, freshPhone());
    const first = (await get(m.auth)).json() as { items: { event: string; enabled: boolean; kind: string; label: string }[] };
    expect(first.items.map((i) => i.event)).toEqual(notificationEventNames);
    expect(first.items.every((i) => i.enabled === (i.kind === 'informational'))).toBe(true);
    expect(first.items.find((i) => i.event === 'charge.credited')?.label).toBe('포인트 충전 완료');

    const saved = await put(m.auth, { items: [{ event: 'charge.credited', enabled: false }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(m.auth)).json().items.find((i: { event: string }) => i.event === 'charge.credited').enabled).toBe(false);
    await creditedCharge(t.app, m.auth, 5_000);
    expect((await notificationRows(t.app, m.memberId))[0]).toMatchObject({ status: 'skipped' });

    await put(m.auth, { items: [{ event: 'charge.credited', enabled: true }] });
    await creditedCharge(t.app, m.auth, 6_000);
    expect((await notificationRows(t.app, m.memberId))[1]).toMatchObject({ status: 'pending' });
  });

  it('answers an unknown event in Korean with 400, and a guest with 401; one member’s choice is not another’s', async () => {
    const a = await memberReachedAt(t.app, freshPhone());
    const b = await memberReachedAt(t.app, freshPhone());
    const bad = await put(a.auth, { items: [{ event: 'marketing.spam', enabled: true }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(notificationMessages.eventInvalid);
    expect((await t.app.inject({ method: 'GET', url: '/rest/auth/notifications' })).statusCode).toBe(401);
    await put(a.auth, { items: [{ event: 'order.completed', enabled: false }] });
    expect((await get(b.auth)).json().items.find((i: { event: string }) => i.event === 'order.completed').enabled).toBe(true);
  });
});
