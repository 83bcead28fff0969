import type { Service, Setting } from '@snsshop/shared';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';
import { dbKinds } from '../../../test/helpers/test-app.js';
import { buildApp } from '../../app.js';

describe.each(dbKinds)('cached catalog answers on %s', (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
  });
  afterAll(() => t?.close());

  const get = (url: string, etag?: string) => t.app.inject({ url, headers: etag ? { 'if-none-match': etag } : {} });

  it('answers 304 with no body to a browser that already holds the same list, and the full list otherwise', async () => {
    const first = await get('/rest/service/services?includeWon=true');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/rest/service/services?includeWon=true', etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/rest/service/services?includeWon=true', `W/${etag}`)).statusCode).toBe(304);
    expect((await get('/rest/service/services?includeWon=true', '"other"')).json()).toEqual(first.json());
    // the list without won labels is another answer with its own tag
    const plain = await get('/rest/service/services', etag);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()[0]).not.toHaveProperty('wonText');
  });

  it('sends the list compressed to a browser that takes Brotli or gzip, with a tag of its own, and as it is otherwise', async () => {
    const url = '/rest/service/services?includeWon=true';
    const asked = (headers: Record<string, string>) => t.app.inject({ url, headers });
    const plain = await asked({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');

    const br = await asked({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect((await asked({ 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string })).statusCode).toBe(304);
    // the plain answer's tag does not stand for the compressed bytes
    expect((await asked({ 'accept-encoding': 'br', 'if-none-match': plain.headers.etag as string })).statusCode).toBe(200);

    const gzip = await asked({ 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());

    // a short answer goes as it is
    const short = await t.app.inject({ url: '/rest/service/register-where', headers: { 'accept-encoding': 'br' } });
    expect(short.statusCode).toBe(200);
    expect(short.rawPayload.length).toBeLessThan(1024);
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.json()).toEqual((await t.app.inject({ url: '/rest/service/register-where' })).json());
  });

  it('shows the owner’s service edit at once: the old tag no longer matches', async () => {
    const first = await get('/rest/service/services');
    const service = (first.json() as Service[])[0]!;
    const edit = await t.call('PATCH', `/rest/admin/services/${service.id}`, { text: '이름을 바꾼 상품' });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await get('/rest/service/services', first.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect((after.json() as Service[]).find((s) => s.id === service.id)!.text).toBe('이름을 바꾼 상품');
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('shows a settings change and a change written straight into the database', async () => {
    const first = await get('/rest/service/settings');
    const put = await t.call('PUT', '/rest/admin/settings', { values: { ENABLE_QNA: false } });
    expect(put.statusCode, put.body).toBe(200);
    const after = await get('/rest/service/settings', first.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect((after.json() as Setting[]).find((s) => s.key === 'ENABLE_QNA')!.value).toBe(false);

    const qnas = await get('/rest/service/qnas');
    await t.app.ctx.db.updateTable('qnas').set({ title: '손으로 고친 질문' }).where('id', '=', qnas.json()[0].id).execute();
    const edited = await get('/rest/service/qnas', qnas.headers.etag as string);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()[0].title).toBe('손으로 고친 질문');
  });

  it('shows an edit made through another server process on the same database', async () => {
    const other = await buildApp(t.env.config);
    try {
      const first = await get('/rest/service/platforms');
      expect((await get('/rest/service/platforms', first.headers.etag as string)).statusCode).toBe(304);
      const platform = first.json()[0];
      await other.ctx.db.updateTable('platforms').set({ text: '다른 서버가 바꾼 이름' }).where('id', '=', platform.id).execute();
      const after = await get('/rest/service/platforms', first.headers.etag as string);
      expect(after.statusCode).toBe(200);
      expect(after.json()[0].text).toBe('다른 서버가 바꾼 이름');
    } finally {
      await other.close();
    }
  });
});
