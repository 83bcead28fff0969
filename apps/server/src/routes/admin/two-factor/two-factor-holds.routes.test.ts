import { msg } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, auditOf, createAdminTestApp, loginAuth, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { dbKinds } from '../../../../test/helpers/test-app.js';
import { base32Decode, totpAt } from '../../../auth/totp.js';

const HOUR = 3600_000;
const KST = 9 * HOUR;

describe.each(dbKinds)('wrong two-factor codes escalate to a lock only the owner lifts on %s', (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp(kind, {}, { keepTwoFactorDefault: true });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, auth: Record<string, string>) => t.call('POST', url, payload, auth);
  const codeAt = (secret: string) => totpAt(base32Decode(secret), t.clock.now().getTime());
  const wrong = (secret: string) => String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');

  async function enrol(auth: Record<string, string>) {
    const { secret } = (await post('/rest/admin/two-factor/enrolment', {}, auth)).json() as { secret: string };
    expect((await post('/rest/admin/two-factor/enrolment/confirm', { code: codeAt(secret) }, auth)).statusCode).toBe(200);
    return secret;
  }

  /** Moves the app's clock on to the next 10:00 in Korea, so the locks below fall in one Korean day. */
  function toKoreanMorning() {
    const now = t.clock.now().getTime();
    const tenKst = Math.floor((now + KST) / (24 * HOUR)) * 24 * HOUR + 10 * HOUR - KST;
    t.clock.advance((tenKst > now ? tenKst : tenKst + 24 * HOUR) - now);
  }

  it('holds 2FA sign-in at the third lock of a Korean day, tells the owner, and lets the owner unlock it', async () => {
    const owner = await addStaff(t.app, 'owner');
    const ownerSecret = await enrol(owner.auth);
    const acc = await addStaff(t.app, 'accountant');
    const secret = await enrol(acc.auth);
    toKoreanMorning();
    const s = await loginAuth(t.app, acc.id, acc.password);
    const verify = (code: string) => post('/rest/admin/two-factor/verify', { code }, s);
    const fiveWrong = async () => {
      for (let i = 0; i < 5; i += 1) expect((await verify(wrong(secret))).statusCode).toBe(400);
    };
    // Unlocking is a staff change: the owner's code is asked for again after the step-up minutes.
    const verifyOwner = async () => {
      expect((await post('/rest/admin/two-factor/verify', { code: codeAt(ownerSecret) }, owner.auth)).statusCode).toBe(200);
      return owner.auth;
    };
    const lockOf = async () => ((await t.call('GET', '/rest/admin/staff', undefined, owner.auth)).json() as { memberId: number; twoFactorLock: string | null }[]).find((x) => x.memberId === acc.memberId)!.twoFactorLock;

    // The first and second locks of the day end after 15 minutes.
    for (let lock = 1; lock <= 2; lock += 1) {
      await fiveWrong();
      const locked = await verify(codeAt(secret));
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(msg.staff.codeLocked);
      t.clock.advance(15 * 60_000 + 1_000);
    }
    // The third holds: a right code is refused hours later, and the owner is told what to do.
    await fiveWrong();
    t.clock.advance(3 * HOUR);
    const held = await verify(codeAt(secret));
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe(msg.staff.codeHeld);
    const owners = await verifyOwner();
    expect(await lockOf()).toBe('held');
    const alerts = await t.app.ctx.db.selectFrom('owner_alerts').select('line').where('kind', '=', 'staff.two_factor_locked').where('line', 'like', `${acc.id.toLowerCase()}:%`).orderBy('id').execute();
    expect(alerts).toHaveLength(3);
    expect(alerts[2]!.line).toContain('오늘 3번째로 잠겨, 대표가 풀 때까지');

    // The owner unlocks (once: a second unlock has nothing to lift and writes no audit row); the right code works again.
    const unlock = () => t.call('POST', `/rest/admin/staff/${acc.memberId}/two-factor/unlock`, undefined, owners);
    const unlocked = await unlock();
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json()).toMatchObject({ memberId: acc.memberId, twoFactorLock: null });
    const again = await unlock();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.staff.notLocked);
    expect((await auditOf(t.app, 'staff', acc.memberId)).filter((a) => a.action === 'staff.two-factor-unlock')).toHaveLength(1);
    expect((await t.call('POST', '/rest/admin/staff/2147480011/two-factor/unlock', undefined, owners)).statusCode).toBe(404);
    expect((await verify(codeAt(secret))).statusCode).toBe(200);

    // An unlock gives five guesses, not fifteen: a lock again the same day holds at once.
    await fiveWrong();
    expect((await verify(codeAt(secret))).json().message).toBe(msg.staff.codeHeld);
    expect((await unlock()).statusCode).toBe(200);
    // The next Korean day starts the count again: its first lock lasts 15 minutes.
    toKoreanMorning();
    await fiveWrong();
    expect((await verify(codeAt(secret))).json().message).toBe(msg.staff.codeLocked);
    expect(await lockOf()).toBe('timed');
  });
});
