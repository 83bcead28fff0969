import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect as vexpect, it } from 'vitest';
import { createAdmin } from '../apps/server/src/cli/create-admin.js';
import { startStandInPanel, type StandInPanel, type StandInService } from '../apps/server/test/stand-ins/smm-panel.js';
import { logIn, waitForPath } from './helpers/flows.js';
import { hasChrome, newPage, pageProblems, screenshot, startShop, widths, type Shop } from './helpers/shop.js';

/** A panel that answers `services` as PerfectPanel documents it (refill and cancel, no dripfeed). */
const services: StandInService[] = Array.from({ length: 6 }, (_, i) => ({
  service: 201 + i,
  name: ['Instagram Followers [Real]', 'Instagram Likes', 'Korean Custom Comments', 'YouTube Views', 'TikTok Views', 'Threads Followers'][i]!,
  type: i === 2 ? 'Custom Comments' : 'Default',
  category: 'SNS',
  rate: `${(i + 1) * 500}`,
  min: 10,
  max: 10_000,
  refill: i % 2 === 0,
  cancel: true,
  dripfeed: false,
}));

describe.runIf(hasChrome)('a provider that answers services as panels document it, in the console, in Chromium', () => {
  let shop: Shop;
  let owner: { loginId: string; password: string };
  let panel: StandInPanel;

  beforeAll(async () => {
    shop = await startShop();
    owner = await createAdmin(shop.app.ctx, 'catalogowner');
    panel = await startStandInPanel({ balance: '1000', currency: 'KRW', services });
    // one entry the shop cannot read among the good ones
    panel.state.servicesRaw = [...services.map((s) => ({ service: s.service, name: s.name, type: s.type.toLowerCase().replace(/ /g, '_'), category: s.category, rate: s.rate, min: String(s.min), max: String(s.max), refill: s.refill, cancel: s.cancel })), { service: 299, name: 'Broken', rate: 'N/A', min: 10, max: 100 }];
    const at = new Date().toISOString();
    await shop.app.ctx.db.insertInto('providers').values({ name: '문서대로 답하는 패널', base_url: panel.url, api_key: panel.key, timeout_ms: 3000, enabled: 1, guards_link: 1, exchange_rate: '1', created_at: at, updated_at: at }).execute();
  });
  afterAll(async () => {
    await shop?.close();
    await panel?.close();
  });

  const openProviders = async (page: Page) => {
    await logIn(page, owner.loginId, owner.password);
    await waitForPath(page, '/admin');
    await page.goto('/admin/catalog?tab=providers');
  };

  for (const size of widths) {
    it(`lists every readable service with its type and names the unreadable one (${size.name})`, async () => {
      const { context, page } = await newPage(shop, size);
      await openProviders(page);
      await page.getByRole('button', { name: '문서대로 답하는 패널 상품 가져오기' }).click();
      const picks = page.getByRole('group', { name: '공급처 상품' });
      await picks.getByText('#201').waitFor();
      vexpect(await picks.getByRole('checkbox').count()).toBe(6);
      vexpect(await picks.textContent()).toContain('SNS · 커스텀 댓글 · 10~10000개');
      const unreadable = page.getByText('공급처 답에서 읽지 못한 항목 1개 (가져오거나 가격을 맞추지 않습니다)');
      await unreadable.click();
      await page.getByText('공급처 상품 299: 가격(rate) "N/A"을(를) 0 이상의 숫자로 읽을 수 없습니다').waitFor();
      await page.setViewportSize({ width: size.width, height: 1400 });
      await screenshot(page, `provider-import-unreadable-${size.name}`);
      vexpect(pageProblems(page)).toEqual([]);
      await context.close();
    });
  }

  it('a sync whose answer lacks most of the list stops nothing until the owner applies it anyway', async () => {
    const { db } = shop.app.ctx;
    const provider = await db.selectFrom('providers').select('id').executeTakeFirstOrThrow();
    const category = await db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    for (const s of services) {
      await db
        .insertInto('services')
        .values({ category_id: category.id, text: `가져온 ${s.name}`, notice: '', min: 10, max: 10_000, unit_price_e7: 100_000_000, is_read_only: 0, enable_auto: 0, visible: 1, sort_order: 0, created_at: at, provider_id: provider.id, provider_service_id: String(s.service), markup_bp: 5000 })
        .execute();
    }
    // the six as the last good read listed them (the shop's own scheduled sync may have read them already)
    await db
      .insertInto('upstream_services')
      .values(services.map((s) => ({ provider_id: provider.id, service: String(s.service), name: s.name, first_seen_at: at })))
      .onConflict((oc) => oc.columns(['provider_id', 'service']).doUpdateSet({ gone_at: null }))
      .execute();
    panel.state.servicesRaw = undefined;
    panel.state.services = services.slice(0, 2);

    const { context, page } = await newPage(shop, widths[0]);
    await openProviders(page);
    await page.getByRole('button', { name: '문서대로 답하는 패널 가격 다시 맞추기' }).click();
    await page.getByRole('button', { name: '가격 맞추기' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '맞추기' }).click();
    const refused = page.getByRole('alert').filter({ has: page.getByRole('button', { name: '그래도 맞추기' }) });
    await refused.waitFor();
    vexpect(await refused.textContent()).toContain('지난번 목록의 상품 6개 중 4개가 없습니다');
    const stoppedBefore = await db.selectFrom('services').select('id').where('provider_id', '=', provider.id).where('is_read_only', '=', 1).execute();
    vexpect(stoppedBefore).toEqual([]);
    await page.waitForTimeout(2300); // toasts close
    await screenshot(page, 'provider-sync-refused-phone');

    await refused.getByRole('button', { name: '그래도 맞추기' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '그래도 맞추기' }).click();
    await page.getByText('원가 변동으로 주문을 멈춘 상품').waitFor();
    const stopped = await db.selectFrom('services').select('id').where('provider_id', '=', provider.id).where('is_read_only', '=', 1).execute();
    vexpect(stopped).toHaveLength(4);
    vexpect(pageProblems(page).filter((p) => !p.includes('502'))).toEqual([]);
    await context.close();
  });
});
