import { createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.js';

const raw = new TextEncoder().encode('a-test-key-that-is-long-enough-0123456789');
const key = createSecretKey(raw);
const now = 1_800_000_000;
const clock = { now: () => new Date(now * 1000) };
/** The shop's check of a token at a given second. */
const verifyAt = (token: string, seconds: number) => createTokenService(raw, 3600, { now: () => new Date(seconds * 1000) }).verify(token);
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('session tokens', () => {
  it('accepts its own token until it expires, and nothing after', async () => {
    const tokens = createTokenService(raw, 3600, clock);
    const token = await tokens.sign({ memberId: 42, tokenVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ memberId: 42, tokenVersion: 3 });
    expect(await verifyAt(token, now + 3599)).toEqual({ memberId: 42, tokenVersion: 3 });
    expect(await verifyAt(token, now + 3600)).toBeNull();
  });

  it('a token it has checked once still expires on time, and a look-alike is checked in full', async () => {
    let t = now;
    const tokens = createTokenService(raw, 60, { now: () => new Date(t * 1000) });
    const token = await tokens.sign({ memberId: 7, tokenVersion: 1 });
    expect(await tokens.verify(token)).toEqual({ memberId: 7, tokenVersion: 1 });
    expect(await tokens.verify(token)).toEqual({ memberId: 7, tokenVersion: 1 });
    const [h, p] = token.split('.');
    const other = await createTokenService(new TextEncoder().encode('another-key-that-is-long-enough-0123456789'), 60, clock).sign({ memberId: 7, tokenVersion: 1 });
    expect(await tokens.verify(`${h}.${p}.${other.split('.')[2]}`)).toBeNull();
    t = now + 59;
    expect(await tokens.verify(token)).toEqual({ memberId: 7, tokenVersion: 1 });
    t = now + 60;
    expect(await tokens.verify(token)).toBeNull();
    // not yet valid: refused before its time, accepted from it, whether remembered or not
    const later = await new SignJWT({ tv: 1 }).setProtectedHeader({ alg: 'HS256' }).setSubject('7').setIssuer('snsshop').setIssuedAt(now).setNotBefore(now + 100).setExpirationTime(now + 200).sign(key);
    expect(await tokens.verify(later)).toBeNull();
    t = now + 100;
    expect(await tokens.verify(later)).toEqual({ memberId: 7, tokenVersion: 1 });
    t = now + 99;
    expect(await tokens.verify(later)).toBeNull();
  });

  it('refuses another algorithm, an extension header, a changed payload and another spelling of the signature', async () => {
    const claims = { tv: 0, sub: '1', iss: 'snsshop', iat: now, exp: now + 60 };
    const sign = (header: object) => new SignJWT({ tv: 0 }).setProtectedHeader(header as { alg: string }).setSubject('1').setIssuer('snsshop').setIssuedAt(now).setExpirationTime(now + 60).sign(key);
    expect(await verifyAt(await sign({ alg: 'HS256' }), now)).toEqual({ memberId: 1, tokenVersion: 0 });
    expect(await verifyAt(await sign({ alg: 'HS512' }), now)).toBeNull();
    expect(await verifyAt(await sign({ alg: 'HS256', crit: ['b64'], b64: true }), now)).toBeNull();
    const [h, , s] = (await sign({ alg: 'HS256' })).split('.');
    expect(await verifyAt(`${h}.${b64({ ...claims, sub: '2' })}.${s}`, now)).toBeNull();
    expect(await verifyAt(`${h}.${b64(claims)}.${s}=`, now)).toBeNull();
    expect(await verifyAt(`${b64({ alg: 'none' })}.${b64(claims)}.`, now)).toBeNull();
  });
});
