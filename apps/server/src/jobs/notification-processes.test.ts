import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pendingCharge } from '../../test/helpers/charges.js';
import { closedPort, creditedCharge, freshPhone, memberReachedAt, notificationRows, smtpEnv, SOLAPI, solapiEnv } from '../../test/helpers/notifications.js';
import { startServerProcess, waitFor, type ServerProcess } from '../../test/helpers/server-process.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/helpers/test-app.js';
import { startSmsStandIn } from '../../test/stand-ins/sms.js';
import { startSmtpStandIn } from '../../test/stand-ins/smtp.js';
import { deliverNotifications } from './deliver-notifications.js';

describe.each(dbKinds)('notifications across a killed server process, on %s', (kind) => {
  let t: TestApp;
  let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let proc: ServerProcess | undefined;
  const to = (phone: string | null) => sms.messages.filter((m) => m.to === phone);
  /** The next process: this test's app, on its own clock, once the row is due again. */
  async function deliverWhenDue(memberId: number) {
    const [row] = await notificationRows(t.app, memberId);
    t.clock.advance(Math.max(0, Date.parse(row!.next_attempt_at) - t.clock.now().getTime()) + 1);
    await deliverNotifications(t.app.ctx);
  }

  beforeAll(async () => {
    sms = await startSmsStandIn(SOLAPI);
    smtp = await startSmtpStandIn();
  });
  // A fresh shop each time: the test clock moves to the killed process's times.
  beforeEach(async () => {
    sms.state.delayMs = 0;
    t = await createTestApp(kind, { ...solapiEnv(sms.baseUrl), ...smtpEnv(smtp.port) });
  });
  afterEach(async () => {
    await proc?.kill();
    proc = undefined;
    await t?.close();
  });
  afterAll(async () => {
    await sms?.close();
    await smtp?.close();
  });

  it('kill -9 between writing an event and delivering it: the next process delivers it exactly once', { timeout: 60_000 }, async () => {
    const m = await memberReachedAt(t.app, freshPhone());
    const charge = await pendingCharge(t.app, m.auth, { point: 10_000 }); // requested on the test clock: long expired by now
    // A process whose SMS API does not answer (nothing listens): it expires the charge, writes the
    // member's notice in the same transaction, fails to send it (surely not sent) and is killed.
    proc = startServerProcess(t.env.config, { JOB_TICK_MS: '50', SMS_BASE_URL: `http://127.0.0.1:${await closedPort()}`, SMS_API_KEY: SOLAPI.apiKey, SMS_API_SECRET: SOLAPI.apiSecret, SMS_SENDER: '0212345678' });
    const tried = await waitFor(async () => (await notificationRows(t.app, m.memberId))[0]?.last_error != null, 30_000, 20);
    expect(tried, proc.output()).toBe(true);
    await proc.kill('SIGKILL');
    proc = undefined;
    expect((await notificationRows(t.app, m.memberId))[0]).toMatchObject({ event: 'charge.expired', event_key: `charge:${charge.id}:expired`, status: 'pending' });

    await deliverWhenDue(m.memberId);
    await deliverWhenDue(m.memberId);
    expect(to(m.phone)).toEqual([expect.objectContaining({ text: expect.stringContaining('10,000원 충전 신청이 만료되었습니다') })]);
    expect(await notificationRows(t.app, m.memberId)).toEqual([expect.objectContaining({ status: 'sent', channel: 'sms', attempts: 2 })]);
  });

  it('kill -9 while the SMS request is out: it is not sent again by SMS; e-mail carries it once', { timeout: 60_000 }, async () => {
    const m = await memberReachedAt(t.app, freshPhone());
    await creditedCharge(t.app, m.auth, 10_000);
    sms.state.delayMs = 10_000; // the API keeps the message and answers late
    proc = startServerProcess(t.env.config, { JOB_TICK_MS: '50', ...solapiEnv(sms.baseUrl), ...smtpEnv(smtp.port) });
    const reached = await waitFor(async () => to(m.phone).length === 1, 30_000, 20);
    expect(reached, proc.output()).toBe(true);
    await proc.kill('SIGKILL');
    proc = undefined;
    expect((await notificationRows(t.app, m.memberId))[0]).toMatchObject({ status: 'sending', channel: 'sms', in_flight: 1 });
    sms.state.delayMs = 0;

    await deliverWhenDue(m.memberId);
    await deliverWhenDue(m.memberId);
    expect(to(m.phone)).toHaveLength(1);
    expect(smtp.mails.filter((x) => x.to.includes(m.email))).toHaveLength(1);
    expect((await notificationRows(t.app, m.memberId))[0]).toMatchObject({ status: 'sent', channel: 'email', tried: 'sms?' });
  });
});

describe.skipIf(!dbKinds.includes('postgres'))('notifications delivered by two server processes on one PostgreSQL', () => {
  let t: TestApp;
  let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
  const procs: ServerProcess[] = [];
  beforeAll(async () => {
    sms = await startSmsStandIn(SOLAPI);
    sms.state.delayMs = 2;
    t = await createTestApp('postgres', solapiEnv(sms.baseUrl));
  });
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.kill()));
    await t?.close();
    await sms?.close();
  });

  it('each of 100 events reaches its member exactly once', { timeout: 120_000 }, async () => {
    const phones: string[] = [];
    for (let i = 0; i < 100; i++) {
      const m = await memberReachedAt(t.app, freshPhone());
      phones.push(m.phone!);
      await creditedCharge(t.app, m.auth, 1_000 + i);
    }
    for (let i = 0; i < 2; i++) procs.push(startServerProcess(t.env.config, { JOB_TICK_MS: '10', JOB_BATCH: '5', ...solapiEnv(sms.baseUrl) }));
    const left = async () => Number((await t.app.ctx.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '<>', 'sent').executeTakeFirstOrThrow()).n);
    const done = await waitFor(async () => (await left()) === 0, 90_000, 200);
    const output = procs.map((p) => p.output()).join('\n');
    expect(done, output).toBe(true);
    await new Promise((r) => setTimeout(r, 300)); // a late duplicate would show here
    expect(sms.messages).toHaveLength(100);
    expect(new Set(sms.messages.map((x) => x.to))).toEqual(new Set(phones));
    const rows = await t.app.ctx.db.selectFrom('notifications').select('attempts').execute();
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });
});
