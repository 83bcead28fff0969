import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Clock } from '../lib/clock.js';

const ISSUER = 'snsshop';

export interface SessionClaims {
  memberId: number;
  tokenVersion: number;
  /** A staff member's console session (staff_sessions.id): listed, and ended on its own. */
  sessionId?: string;
}

/** token_version moves on a password change, reset or account deletion, which ends every other session. */
export function sessionStillValid(row: { status: string; token_version: number }, claims: SessionClaims): boolean {
  return row.status === 'active' && row.token_version === claims.tokenVersion;
}

export interface TokenService {
  sign(claims: SessionClaims): Promise<string>;
  verify(token: string): Promise<SessionClaims | null>;
}

/** How many checked tokens are remembered (oldest forgotten first): one per member signed in lately. */
const VERIFIED_TOKENS = 5_000;

export function createTokenService(rawKey: Uint8Array, ttlSeconds: number, clock: Clock): TokenService {
  // Imported once, not on every verification.
  const key = createSecretKey(rawKey);
  // A token string whose signature and claims checked out once: its HMAC is not computed again, only its
  // time window. Only good tokens are kept, so made-up ones cannot fill it.
  const verified = new Map<string, VerifiedToken>();
  return {
    async sign({ memberId, tokenVersion, sessionId }) {
      const iat = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT(sessionId ? { tv: tokenVersion, sid: sessionId } : { tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(memberId))
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      const now = Math.floor(clock.now().getTime() / 1000);
      const known = verified.get(token);
      if (known) return inWindow(known, now) ? known.claims : null;
      const checked = checkHs256(token, key);
      if (!checked || !inWindow(checked, now)) return null;
      if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
      verified.set(token, checked);
      return checked.claims;
    },
  };
}

const json = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
};
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A token whose header, signature and claims are good, with the time window it is good in. */
interface VerifiedToken {
  claims: SessionClaims;
  exp: number;
  nbf: number | undefined;
}

const inWindow = (t: VerifiedToken, nowSeconds: number) => nowSeconds < t.exp && (t.nbf === undefined || nowSeconds >= t.nbf);

/**
 * Checks one of our own session tokens synchronously (an HMAC and two JSON parses; the general JWT
 * library took 10× the time on every authenticated request). Strict on purpose: the header must be
 * exactly HS256 (optionally typ JWT) — "none", other algorithms and any extension header are
 * refused — and the issuer, subject, issue time and expiry are all required, even when the signature
 * is good. Whether it is within its time window is the caller's check (inWindow), on every use.
 */
function checkHs256(token: string, key: KeyObject): VerifiedToken | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [h, p, s] = parts as [string, string, string];
  const header = json(h);
  if (!isObject(header) || header['alg'] !== 'HS256' || Object.keys(header).some((k) => k !== 'alg' && k !== 'typ')) return null;
  if ('typ' in header && header['typ'] !== 'JWT') return null;
  // compared as text: one signature has exactly one base64url spelling
  const mac = Buffer.from(createHmac('sha256', key).update(`${h}.${p}`).digest('base64url'));
  const sig = Buffer.from(s);
  if (sig.length !== mac.length || !timingSafeEqual(sig, mac)) return null;
  const payload = json(p);
  if (!isObject(payload) || payload['iss'] !== ISSUER) return null;
  const { exp, iat, nbf, sub, tv, sid } = payload;
  if (typeof exp !== 'number' || typeof iat !== 'number' || typeof sub !== 'string') return null;
  if (nbf !== undefined && typeof nbf !== 'number') return null;
  const memberId = Number(sub);
  if (!Number.isSafeInteger(memberId) || typeof tv !== 'number') return null;
  if (sid !== undefined && typeof sid !== 'string') return null;
  return { claims: { memberId, tokenVersion: tv, ...(sid ? { sessionId: sid } : {}) }, exp, nbf };
}
