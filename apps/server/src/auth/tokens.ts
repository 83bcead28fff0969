import { createSecretKey } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../lib/clock.js';

const ALGORITHMS = ['HS256']; // allow-list: a token signed any other way (or "none") is refused
const ISSUER = 'snsshop';
/** A token without an expiry (or an issue time, or a subject) is refused even when its signature is good. */
export const REQUIRED_CLAIMS = ['exp', 'iat', 'sub'];

export interface SessionClaims {
  memberId: number;
  tokenVersion: number;
}

export interface TokenService {
  sign(claims: SessionClaims): Promise<string>;
  verify(token: string): Promise<SessionClaims | null>;
}

export function createTokenService(rawKey: Uint8Array, ttlSeconds: number, clock: Clock): TokenService {
  // Imported once, not on every verification.
  const key = createSecretKey(rawKey);
  return {
    async sign({ memberId, tokenVersion }) {
      const iat = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(memberId))
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ALGORITHMS,
          issuer: ISSUER,
          requiredClaims: REQUIRED_CLAIMS,
          currentDate: clock.now(),
        });
        const memberId = Number(payload.sub);
        const tokenVersion = payload['tv'];
        if (!Number.isSafeInteger(memberId) || typeof tokenVersion !== 'number') return null;
        return { memberId, tokenVersion };
      } catch {
        return null;
      }
    },
  };
}
