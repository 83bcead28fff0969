import { msg } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../../../test/helpers/test-app.js';
import { startStandInPanel, type StandInPanel } from '../../../../test/stand-ins/smm-panel.js';
import { auditOf, createAdminTestApp, type AdminTestApp } from '../../../../test/helpers/admin.js';

describe.each(dbKinds)('provider link guard on %s', (kind) => {
  let t: AdminTestApp;
  let panel: StandInPanel;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    panel = await startStandInPanel({ services: [] });
  });
  afterAll(async () => {
    await panel?.close();
    await t?.close();
  });

  it('is on for a new provider, can be switched off and on, and the next send uses what the owner chose', async () => {
    const created = await t.call('POST', '/rest/admin/providers', { name: '중복 확인 패널', baseUrl: `${panel.url}/api/v2`, apiKey: panel.key });
    expect(created.statusCode, created.body).toBe(201);
    const p = created.json();
    expect(p.guardsLink).toBe(true);
    expect((await t.app.ctx.providers.get(p.id)).guardsLink).toBe(true);

    const off = await t.call('PATCH', `/rest/admin/providers/${p.id}`, { guardsLink: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().guardsLink).toBe(false);
    expect((await t.call('GET', '/rest/admin/providers')).json().find((x: { id: number }) => x.id === p.id).guardsLink).toBe(false);
    expect((await t.app.ctx.providers.get(p.id)).guardsLink).toBe(false);

    expect((await t.call('PATCH', `/rest/admin/providers/${p.id}`, { guardsLink: true })).json().guardsLink).toBe(true);
    expect((await t.app.ctx.providers.get(p.id)).guardsLink).toBe(true);
    const audits = await auditOf(t.app, 'provider', p.id);
    expect(audits.map((a) => JSON.parse(a.after_json ?? '{}').guardsLink)).toEqual([true, false, true]);

    const unlinked = await t.call('POST', '/rest/admin/providers', { name: '중복 허용 패널', baseUrl: `${panel.url}/api/v2`, apiKey: panel.key, guardsLink: false });
    expect((await t.app.ctx.providers.get(unlinked.json().id)).guardsLink).toBe(false);
    expect((await t.call('PATCH', `/rest/admin/providers/${p.id}`, { guardsLink: 'yes' })).json()).toEqual({ statusCode: 400, message: msg.common.badFormat });
  });
});
