import { msg, providerCatalogMessages, type AdminService, type ImportResult, type ProviderServiceList, type SyncResult } from '@snsshop/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';
import { dbKinds } from '../../../test/helpers/test-app.js';
import { startStandInPanel, type ServicesShape, type StandInPanel, type StandInService } from '../../../test/stand-ins/smm-panel.js';
import { runPriceSync } from '../../jobs/price-sync.js';
import { SUSPEND_REASONS } from './price-sync.js';

const HOUR = 3600_000;

/** Ten upstream services with every flag combination, as a panel lists them. */
const catalog = (types: string[] = []): StandInService[] =>
  Array.from({ length: 10 }, (_, i) => ({
    service: 101 + i,
    name: `Upstream ${101 + i}`,
    type: types[i] ?? 'Default',
    category: 'Instagram',
    rate: `${(i + 1) * 100}`,
    min: 10,
    max: 5000,
    refill: i % 2 === 0,
    cancel: i % 3 === 0,
    dripfeed: i % 4 === 0,
    description: i === 0 ? '한국인 실계정' : undefined,
  }));

describe.each(dbKinds)('a provider\'s services answer in every documented shape, on %s', (kind) => {
  let t: AdminTestApp;
  const panels: StandInPanel[] = [];
  let categoryId: number;
  let n = 0;

  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    categoryId = (await t.call('POST', '/rest/admin/categories', { platformId: 1, text: '공급처 형식' })).json().id;
  });
  afterAll(async () => {
    await Promise.all(panels.map((p) => p.close()));
    await t?.close();
  });

  async function panelProvider(services: StandInService[], knobs: Partial<StandInPanel['state']> = {}) {
    const panel = await startStandInPanel({ balance: '1000', currency: 'KRW', services });
    Object.assign(panel.state, knobs);
    panels.push(panel);
    const id = (await t.call('POST', '/rest/admin/providers', { name: `형식 패널 ${++n}`, baseUrl: panel.url, apiKey: panel.key })).json().id as number;
    return { panel, id };
  }
  const listing = async (id: number) => (await t.call('GET', `/rest/admin/providers/${id}/services`)).json() as ProviderServiceList;
  const importAll = async (id: number) => t.call('POST', `/rest/admin/providers/${id}/import`, { categoryId, markupPercent: 50 });

  const shapes: { shape: ServicesShape; flags: Partial<StandInPanel['state']>; refill: boolean; cancel: boolean; dripfeed: boolean }[] = [
    { shape: 'current', flags: {}, refill: true, cancel: true, dripfeed: false },
    { shape: 'older', flags: { flagsAs: 'number' }, refill: true, cancel: false, dripfeed: false },
    { shape: 'bare', flags: { numbersAsStrings: true }, refill: false, cancel: false, dripfeed: false },
    { shape: 'full', flags: { flagsAs: 'string', numbersAsStrings: true }, refill: true, cancel: true, dripfeed: true },
    { shape: 'capitalised', flags: { flagsAs: 'string' }, refill: true, cancel: true, dripfeed: false },
  ];
  for (const s of shapes) {
    it(`imports every entry of a "${s.shape}" answer with the flags it carries`, async () => {
      const services = catalog();
      const { id } = await panelProvider(services, { servicesShape: s.shape, ...s.flags });
      const list = await listing(id);
      expect(list.unreadable).toEqual([]);
      expect(list.items.map((i) => i.service)).toEqual(services.map((x) => String(x.service)));
      for (const [i, item] of list.items.entries()) {
        const want = services[i]!;
        expect(item).toMatchObject({ name: want.name, type: 'Default', rate: want.rate, min: 10, max: 5000 });
        expect([item.refill, item.cancel, item.dripfeed]).toEqual([s.refill && want.refill, s.cancel && want.cancel, s.dripfeed && want.dripfeed]);
      }
      expect(list.items[0]!.description).toBe(s.shape === 'full' ? '한국인 실계정' : '');

      const res = await importAll(id);
      expect(res.statusCode).toBe(201);
      const imported = res.json() as ImportResult;
      expect(imported.created).toHaveLength(10);
      expect(imported.unreadable).toEqual([]);
      // the shop's flags come from the panel's: refill where it offers refill, cancel where it takes cancel
      const byName = new Map(imported.created.map((c) => [c.text, c]));
      for (const want of services) {
        const created = byName.get(want.name)!;
        expect(created.cancellable).toBe(s.cancel && want.cancel);
        expect(created.refillMode).toBe(s.refill && want.refill ? 'provider' : 'none');
      }
      // and the price sync reads the same answer: nothing missing, nothing stopped, every price kept
      const sync = (await t.call('POST', `/rest/admin/providers/${id}/sync`)).json() as SyncResult;
      expect(sync).toMatchObject({ checked: 10, updated: [], missing: [], suspended: [], unreadable: [] });
    });
  }

  it('reads type words in any case, with spaces or underscores, and keys with any capitals', async () => {
    const { id } = await panelProvider([], {
      servicesRaw: [
        { SERVICE: 1, Name: 'a', Type: 'custom_comments', Rate: '500', Min: '5', Max: '500' },
        { service: '2', type: 'PACKAGE', rate: 1000, min: 1, max: 1 },
        { service: 3, type: 'mentions-with-hashtags', rate: '1.5', min: '10', max: '100', refill: 'true', cancel: 'false' },
        { service: 4, rate: '1', min: 10, max: 100, dripfeed: 1 },
        { service: 5, type: 'Brand New Thing', rate: '1', min: 10, max: 100 },
      ],
    });
    const list = await listing(id);
    expect(list.unreadable).toEqual([]);
    expect(list.items.map((i) => [i.service, i.type, i.rate, i.min, i.max, i.refill, i.cancel, i.dripfeed])).toEqual([
      ['1', 'Custom Comments', '500', 5, 500, false, false, false],
      ['2', 'Package', '1000', 1, 1, false, false, false],
      ['3', 'Mentions with Hashtags', '1.5', 10, 100, true, false, false],
      ['4', 'Default', '1', 10, 100, false, false, true],
      ['5', 'Brand New Thing', '1', 10, 100, false, false, false],
    ]);
  });

  it('a known type is imported orderable with its type (a package at its flat price); a type no panel documents is imported not orderable with the reason, and the owner cannot open it; the panel\'s description is the first notice', async () => {
    const { id } = await panelProvider([], {
      servicesRaw: [
        { service: 1, name: '한국인 커스텀 댓글', type: 'custom_comments', rate: '450000', min: 5, max: 500, desc: '한국인 실계정 댓글' },
        { service: 2, name: 'Story Reactions', type: 'Story Reactions', rate: '1', min: 10, max: 100 },
        { service: 3, name: 'Followers', rate: '1', min: 10, max: 100 },
        { service: 4, name: '인스타 성장 패키지', type: 'Package', rate: '30000', min: 1, max: 1 },
      ],
    });
    const imported = (await importAll(id)).json() as ImportResult;
    const [comments, unknown, plain, pack] = imported.created as [AdminService, AdminService, AdminService, AdminService];
    expect(comments).toMatchObject({ serviceType: 'Custom Comments', readOnly: false, suspendReason: null, notice: '한국인 실계정 댓글' });
    expect(unknown).toMatchObject({ serviceType: 'Story Reactions', readOnly: true, suspendReason: SUSPEND_REASONS.notSellable('Story Reactions') });
    expect(unknown.suspendReason).toContain('알 수 없는 유형 (Story Reactions)');
    expect(plain).toMatchObject({ serviceType: 'Default', readOnly: false, suspendReason: null });
    // a per-1,000 rate becomes a price per unit (a comment); a package's rate is the whole package's price
    const rateOf = (s: AdminService) => t.app.ctx.db.selectFrom('services').select('unit_price_e7').where('id', '=', s.id).executeTakeFirstOrThrow();
    const markup = 1 + ((await t.app.ctx.db.selectFrom('services').select('markup_bp').where('id', '=', pack.id).executeTakeFirstOrThrow()).markup_bp ?? 0) / 10_000;
    expect(Number((await rateOf(pack)).unit_price_e7)).toBe(Math.ceil(30000 * 10_000_000 * markup));
    expect(Number((await rateOf(comments)).unit_price_e7)).toBe(Math.ceil((450000 / 1000) * 10_000_000 * markup));
    const reopen = await t.call('PATCH', `/rest/admin/services/${unknown.id}`, { readOnly: false });
    expect(reopen.json()).toEqual({ statusCode: 400, message: msg.admin.serviceTypeNotSellable('알 수 없는 유형 (Story Reactions)') });
    const publicList = (await t.app.inject({ url: '/rest/service/services' })).json() as { id: number; isReadOnly: boolean; serviceType?: string }[];
    expect(publicList.find((x) => x.id === unknown.id)?.isReadOnly ?? true).toBe(true);
  });

  it('a service whose type changes upstream is stopped at the next sync, not sold as it was', async () => {
    const { panel, id } = await panelProvider(catalog().slice(0, 3));
    const created = ((await importAll(id)).json() as ImportResult).created;
    panel.state.services = catalog().slice(0, 3).map((x) => (x.service === 102 ? { ...x, type: 'Package' } : x));
    const sync = (await t.call('POST', `/rest/admin/providers/${id}/sync`)).json() as SyncResult;
    const changed = created.find((c) => c.providerServiceId === '102')!;
    expect(sync.suspended).toEqual([{ id: changed.id, text: changed.text, reason: SUSPEND_REASONS.typeChanged('Default', 'Package') }]);
    expect((await t.call('GET', `/rest/admin/services/${changed.id}`)).json()).toMatchObject({ readOnly: true, serviceType: 'Default' });
  });

  it('an entry that cannot be read is named with its reason; the good ones import', async () => {
    const { id } = await panelProvider([], {
      servicesRaw: [
        { service: 101, name: 'ok 1', rate: '1', min: 10, max: 100 },
        { service: 102, name: 'bad rate', rate: 'N/A', min: 10, max: 100 },
        'not an object',
        { name: 'no id', rate: '1', min: 10, max: 100 },
        { service: 103, name: 'no max', rate: '1', min: 10 },
        { service: 101, name: 'twice', rate: '2', min: 10, max: 100 },
        { service: 104, name: 'ok 2', rate: '2.5', min: '10', max: '100' },
        { service: 105, name: 'negative', rate: '-1', min: 10, max: 100 },
      ],
    });
    const m = providerCatalogMessages;
    const expected = [
      { position: 2, service: '102', reason: m.badRate('"N/A"') },
      { position: 3, service: null, reason: m.notAnObject },
      { position: 4, service: null, reason: m.noId },
      { position: 5, service: '103', reason: m.badMax('(없음)') },
      { position: 6, service: '101', reason: m.duplicate },
      { position: 8, service: '105', reason: m.badRate('"-1"') },
    ];
    const list = await listing(id);
    expect(list.items.map((i) => i.service)).toEqual(['101', '104']);
    expect(list.unreadable).toEqual(expected);
    const imported = (await importAll(id)).json() as ImportResult;
    expect(imported.created.map((c) => c.text)).toEqual(['ok 1', 'ok 2']);
    expect(imported.unreadable).toEqual(expected);
    expect(imported.message).toContain(msg.admin.syncUnreadable(6));

    const sync = (await t.call('POST', `/rest/admin/providers/${id}/sync`)).json() as SyncResult;
    expect(sync.unreadable).toEqual(expected);
  });

  it('a panel whose every entry is unreadable says so instead of "nothing to import"', async () => {
    const { id } = await panelProvider([], { servicesRaw: [{ service: 1, rate: 'x', min: 1, max: 2 }] });
    const res = await importAll(id);
    expect(res.json()).toEqual({ statusCode: 400, message: msg.admin.importNothingReadable(1) });
  });
});

describe.each(dbKinds)('the price sync against a failed read, on %s', (kind) => {
  let t: AdminTestApp;
  let panel: StandInPanel;
  let providerId: number;
  let services: AdminService[];

  const get = async (id: number): Promise<AdminService> => (await t.call('GET', `/rest/admin/services/${id}`)).json();
  const stopped = async () => (await Promise.all(services.map((s) => get(s.id)))).filter((s) => s.readOnly).map((s) => s.text);
  const alerts = () => t.app.ctx.db.selectFrom('owner_alerts').select(['kind', 'line']).where('kind', '=', 'provider.sync_failed').execute();
  const due = async () => {
    t.clock.advance(7 * HOUR);
    return runPriceSync(t.app.ctx);
  };

  beforeAll(async () => {
    t = await createAdminTestApp(kind);
    panel = await startStandInPanel({ balance: '1000', currency: 'KRW', services: catalog() });
    providerId = (await t.call('POST', '/rest/admin/providers', { name: '실패 패널', baseUrl: panel.url, apiKey: panel.key })).json().id;
    const cat = (await t.call('POST', '/rest/admin/categories', { platformId: 1, text: '안전 기준' })).json();
    services = ((await t.call('POST', `/rest/admin/providers/${providerId}/import`, { categoryId: cat.id, markupPercent: 50, visible: true })).json() as ImportResult).created;
    expect(await runPriceSync(t.app.ctx)).toEqual({ synced: 1, failed: 0 }); // the first read remembers the ten
  });
  afterEach(() => {
    panel.state.servicesRaw = undefined;
    panel.state.failHtml = 0;
    panel.state.services = catalog();
  });
  afterAll(async () => {
    await panel?.close();
    await t?.close();
  });

  it('an empty answer, then garbage: nothing stops, the owner is told once, and the next good read changes nothing', async () => {
    panel.state.services = [];
    expect(await due()).toEqual({ synced: 0, failed: 1 });
    expect(await stopped()).toEqual([]);
    const row = await t.app.ctx.db.selectFrom('providers').select(['price_sync_error']).where('id', '=', providerId).executeTakeFirstOrThrow();
    expect(row.price_sync_error).toContain(msg.admin.syncReadEmpty(0));
    expect(await alerts()).toHaveLength(1);

    // still failing at the retry (an HTML page now, then JSON that is no list): no second alert
    panel.state.services = catalog();
    panel.state.failHtml = 1;
    t.clock.advance(31 * 60_000);
    expect(await runPriceSync(t.app.ctx)).toEqual({ synced: 0, failed: 1 });
    panel.state.servicesRaw = { status: 'maintenance' };
    t.clock.advance(31 * 60_000);
    expect(await runPriceSync(t.app.ctx)).toEqual({ synced: 0, failed: 1 });
    expect(await alerts()).toHaveLength(1);
    expect(await stopped()).toEqual([]);

    panel.state.servicesRaw = undefined;
    t.clock.advance(31 * 60_000);
    expect(await runPriceSync(t.app.ctx)).toEqual({ synced: 1, failed: 0 });
    expect(await stopped()).toEqual([]);
    const after = await t.call('POST', `/rest/admin/providers/${providerId}/sync`);
    expect(after.json()).toMatchObject({ updated: [], missing: [], suspended: [], newServices: [], unreadable: [] });
    expect((await t.app.ctx.db.selectFrom('providers').select('price_sync_error').where('id', '=', providerId).executeTakeFirstOrThrow()).price_sync_error).toBeNull();
  });

  it('an entry the panel still lists but that cannot be read is neither repriced nor stopped', async () => {
    const before = await get(services[2]!.id);
    panel.state.servicesRaw = catalog().map((s) => (s.service === 103 ? { ...s, rate: 'soon' } : s));
    const result = (await t.call('POST', `/rest/admin/providers/${providerId}/sync`)).json() as SyncResult;
    expect(result.unreadable).toEqual([{ position: 3, service: '103', reason: providerCatalogMessages.badRate('"soon"') }]);
    expect(result.missing).toEqual([]);
    expect(await get(services[2]!.id)).toMatchObject({ readOnly: false, priceText: before.priceText });
    expect(await stopped()).toEqual([]);
  });

  it('a read that lacks most of the list is refused until the owner forces it; one id really dropped stops only its service', async () => {
    // six of ten missing at once (over the 50% default): nothing stops
    panel.state.services = catalog().slice(0, 4);
    expect(await due()).toEqual({ synced: 0, failed: 1 });
    expect(await stopped()).toEqual([]);
    const refused = await t.call('POST', `/rest/admin/providers/${providerId}/sync`);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ statusCode: 502, message: msg.admin.syncReadLost(6, 10, 50), data: { canForce: true } });
    expect(await stopped()).toEqual([]);

    // the owner raises the safety share to 70%: six of ten is now within it
    expect((await t.call('PUT', '/rest/admin/settings', { values: { PRICE_SYNC_MAX_LOSS_PERCENT: '70' } })).statusCode).toBe(200);
    const within = (await t.call('POST', `/rest/admin/providers/${providerId}/sync`)).json() as SyncResult;
    expect(within.suspended.map((s) => s.reason)).toEqual(Array(6).fill(SUSPEND_REASONS.vanished));
    expect(await stopped()).toEqual(services.slice(4).map((s) => s.text));
    expect((await t.call('PUT', '/rest/admin/settings', { values: { PRICE_SYNC_MAX_LOSS_PERCENT: '' } })).statusCode).toBe(200);

    // they come back; the owner reopens them
    panel.state.services = catalog();
    expect((await t.call('POST', `/rest/admin/providers/${providerId}/sync`)).statusCode).toBe(200);
    for (const s of services.slice(4)) expect((await t.call('PATCH', `/rest/admin/services/${s.id}`, { readOnly: false })).statusCode).toBe(200);

    // one of ten really dropped: only that one stops, on the schedule
    panel.state.services = catalog().filter((s) => s.service !== 107);
    expect(await due()).toEqual({ synced: 1, failed: 0 });
    expect(await stopped()).toEqual([services[6]!.text]);
    for (const s of services.slice(6, 7)) expect((await t.call('PATCH', `/rest/admin/services/${s.id}`, { readOnly: false })).statusCode).toBe(200);

    // a forced read applies what the safety check refused
    panel.state.services = catalog().slice(0, 2);
    expect((await t.call('POST', `/rest/admin/providers/${providerId}/sync`)).statusCode).toBe(502);
    const forced = (await t.call('POST', `/rest/admin/providers/${providerId}/sync`, { force: true })).json() as SyncResult;
    expect(forced.suspended).toHaveLength(8);
  });
});
