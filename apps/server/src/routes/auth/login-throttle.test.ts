import { msg } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshIp } from '../../../test/helpers/accounts.js';
import { createTestApp, dbKinds, registerAndLogin, type TestApp } from '../../../test/helpers/test-app.js';
import { logIn } from '../../services/members/log-in.js';

describe.each(dbKinds)('login throttling on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const login = (id: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/rest/auth/login', payload: { id, password }, remoteAddress: ip });

  it('after 5 failures one address waits 15 minutes for that id, while the owner elsewhere logs in', async () => {
    const m = await registerAndLogin(t.app);
    const attacker = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await login(m.id, 'wrong-password', attacker)).statusCode).toBe(404);
    const blocked = await login(m.id, m.password, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(msg.login.tooManyAttempts);
    expect((await login(m.id, m.password, freshIp())).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login(m.id, m.password, attacker)).statusCode).toBe(200);
  });

  it('throttles an unknown id exactly like a known one', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await login('nobody-here-x', 'whatever-1', ip)).statusCode).toBe(404);
    expect((await login('nobody-here-x', 'whatever-1', ip)).statusCode).toBe(429);
  });

  it('a success resets the count for that id and address', async () => {
    const m = await registerAndLogin(t.app);
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) await login(m.id, 'wrong-password', ip);
    t.clock.advance(1000);
    expect((await login(m.id, m.password, ip)).statusCode).toBe(200);
    t.clock.advance(1000);
    for (let i = 0; i < 4; i += 1) expect((await login(m.id, 'wrong-password', ip)).statusCode).toBe(404);
    expect((await login(m.id, m.password, ip)).statusCode).toBe(200);
    t.clock.advance(1000);
    for (let i = 0; i < 5; i += 1) expect((await login(m.id, 'wrong-password', ip)).statusCode).toBe(404);
    expect((await login(m.id, m.password, ip)).statusCode).toBe(429);
  });

  it('one address failing on many ids waits after 20 failures', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) expect((await login(`spray${i}`, 'wrong-password', ip)).statusCode).toBe(404);
    const m = await registerAndLogin(t.app);
    expect((await login(m.id, m.password, ip)).statusCode).toBe(429);
    expect((await login(m.id, m.password, freshIp())).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
  });

  it('many addresses on one id: new addresses wait, the address the member used keeps working', async () => {
    const m = await registerAndLogin(t.app);
    const home = freshIp();
    expect((await login(m.id, m.password, home)).statusCode).toBe(200);
    for (let a = 0; a < 10; a += 1) {
      const ip = freshIp();
      for (let i = 0; i < 5; i += 1) await login(m.id, 'wrong-password', ip);
    }
    expect((await login(m.id, m.password, freshIp())).statusCode).toBe(429);
    expect((await login(m.id, m.password, home)).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login(m.id, m.password, freshIp())).statusCode).toBe(200);
  });

  it('logs every attempt with id, address and outcome, never the password', async () => {
    const m = await registerAndLogin(t.app);
    const info = vi.fn();
    const ip = freshIp();
    await logIn(t.app.ctx, { id: m.id, password: m.password }, { ip, log: { info } });
    await expect(logIn(t.app.ctx, { id: m.id, password: 'Wrong-Secret-9' }, { ip, log: { info } })).rejects.toThrow(msg.login.wrong);
    expect(info.mock.calls.map((c) => c[0])).toEqual([
      { loginId: m.id, ip, outcome: 'success' },
      { loginId: m.id, ip, outcome: 'failure' },
    ]);
    const logged = JSON.stringify(info.mock.calls);
    expect(logged).not.toContain(m.password);
    expect(logged).not.toContain('Wrong-Secret-9');
  });
});
