import { readSettings, settingKinds, type Service } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../../test/helpers/test-app.js';

describe.each(dbKinds)('catalog routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('lists the 15 seeded platforms with ids 1–15 and colours', async () => {
    const platforms = await get('/rest/service/platforms');
    expect(platforms.map((p: { id: number }) => p.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(platforms[0]).toMatchObject({ id: 1, text: '인스타그램', visible: true });
    for (const p of platforms) expect(p.background).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('lists categories that each belong to a listed platform', async () => {
    const platformIds = new Set((await get('/rest/service/platforms')).map((p: { id: number }) => p.id));
    const categories = await get('/rest/service/categorys');
    expect(categories.length).toBeGreaterThanOrEqual(15);
    for (const c of categories) expect(platformIds.has(c.platform)).toBe(true);
  });

  it('lists 30+ services with Korean names, sane limits and prices; includeWon adds a won label', async () => {
    const plain: Service[] = await get('/rest/service/services');
    expect(plain.length).toBeGreaterThanOrEqual(30);
    for (const s of plain) {
      expect(s.text).toMatch(/[가-힣]/);
      expect(s.min).toBeGreaterThanOrEqual(1);
      expect(s.max).toBeGreaterThanOrEqual(s.min);
      expect(s.point).toBeGreaterThan(0);
      expect(Number(s.point.toFixed(2))).toBe(s.point); // at most 2 decimals
      expect(s).not.toHaveProperty('wonText');
    }
    const withWon: Service[] = await get('/rest/service/services?includeWon=true');
    const reels = withWon.find((s) => s.text === '인스타그램 릴스 조회수')!;
    expect(reels.point).toBe(0.15);
    expect(reels.wonText).toBe('1개당 0.15원');
    expect(withWon.some((s) => s.isReadOnly)).toBe(true);
    expect(withWon.some((s) => s.enableAuto)).toBe(true);
  });

  it('rejects a bad includeWon value with 400', async () => {
    const res = await t.app.inject({ url: '/rest/service/services?includeWon=maybe' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[가-힣]/);
  });

  it('hides a service the shop turned invisible', async () => {
    const before: Service[] = await get('/rest/service/services');
    await t.app.ctx.db.updateTable('services').set({ visible: 0 }).where('id', '=', before[0]!.id).execute();
    const after: Service[] = await get('/rest/service/services');
    expect(after.map((s) => s.id)).not.toContain(before[0]!.id);
    await t.app.ctx.db.updateTable('services').set({ visible: 1 }).where('id', '=', before[0]!.id).execute();
  });

  it('serves every public setting of docs/storefront-rules.md §3 with a typed value, and nothing private', async () => {
    await t.app.ctx.db.insertInto('site_settings').values({ key: 'PROVIDER_SECRET', value: '"s3cret"', updated_at: 'x' }).execute();
    const list: { key: string; value: unknown }[] = await get('/rest/service/settings');
    expect(list.map((s) => s.key).sort()).toEqual(Object.keys(settingKinds).sort());
    const settings = readSettings(list as never);
    expect(settings.text('BANKING_NAME')).toBe('국민은행');
    expect(settings.flag('ENABLE_QNA')).toBe(true);
    expect(settings.flag('ENABLE_SNS_NAVER')).toBe(false);
    expect(settings.amounts('POINT_CHARGE_BUTTON_OPTIONS')).toEqual([1000, 5000, 10000, 50000, 100000]);
  });

  it('serves notices with exactly one top notice first, FAQs, popups and sign-up routes', async () => {
    const notices = await get('/rest/service/notices');
    expect(notices.filter((n: { isTop: boolean }) => n.isTop)).toHaveLength(1);
    expect(notices[0].isTop).toBe(true);
    const qnas = await get('/rest/service/qnas');
    expect(qnas.length).toBeGreaterThanOrEqual(5);
    expect(qnas[0]).toEqual({ id: expect.any(Number), title: expect.stringMatching(/[가-힣]/), answer: expect.stringMatching(/[가-힣]/) });
    expect(await get('/rest/service/popup')).toEqual([]);
    const where = await get('/rest/service/register-where');
    expect(where.map((w: { text: string }) => w.text)).toContain('지인 추천');
  });

  it('answers an unknown API path with a JSON 404 in Korean', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/rest/nothing/here', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().message).toBe('요청한 내용을 찾을 수 없습니다.');
    }
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/rest/service/platforms' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // HSTS only over HTTPS (see the security header tests); this request came over plain HTTP.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined(); // frame-ancestors 'none' says it
  });

  it('publishes an OpenAPI document listing the routes', async () => {
    const doc = await get('/rest/openapi.json');
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/rest/auth/login', '/rest/auth/register', '/rest/service/services']));
  });
});
