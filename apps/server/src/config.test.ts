import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('config', () => {
  it('defaults to SQLite in ./data on port 3000', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.seedDemo).toBe(true);
  });

  it('reads PORT, DATABASE_URL and DATA_DIR', () => {
    const c = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@h:5432/db', DATA_DIR: '/tmp/x' });
    expect(c).toMatchObject({ port: 8080, databaseUrl: 'postgres://u@h:5432/db', dataDir: '/tmp/x' });
  });

  it('names every bad value in one readable error', () => {
    const run = () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    expect(run).toThrow(ConfigError);
    try {
      run();
    } catch (err) {
      const text = (err as Error).message;
      expect(text).toContain('PORT');
      expect(text).toContain('"abc"');
      expect(text).toContain('DATABASE_URL');
      expect(text).toContain('postgres://');
      expect(text).toContain('SEED_DEMO');
    }
  });

  it('leaves Popbill off until its link id, secret key and business number are all set, and checks the number', () => {
    expect(loadConfig({}).charges.popbill).toMatchObject({ linkId: undefined, serviceId: 'POPBILL', baseUrl: 'https://popbill.linkhub.co.kr', authUrl: 'https://auth.linkhub.co.kr' });
    const on = loadConfig({ POPBILL_LINK_ID: 'SHOP', POPBILL_SECRET_KEY: 'c2VjcmV0', POPBILL_CORP_NUM: '1234567890', POPBILL_SERVICE_ID: 'POPBILL_TEST' });
    expect(on.charges.popbill).toMatchObject({ linkId: 'SHOP', corpNum: '1234567890', serviceId: 'POPBILL_TEST' });
    expect(() => loadConfig({ POPBILL_CORP_NUM: '123-45-67890' })).toThrow(/POPBILL_CORP_NUM: 사업자등록번호 10자리/);
  });
});
