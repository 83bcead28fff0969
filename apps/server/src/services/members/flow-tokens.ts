import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { AppContext } from '../../context.js';
import { accountKit } from './account-kit.js';

/**
 * Short-lived signed tokens for one step of a flow. Signed with their own derived key and an
 * audience per purpose, so none of them is ever accepted as a session (or as another purpose).
 */
export type FlowPurpose = 'oauth-state' | 'social-register' | 'password-reset';

const ISSUER = 'snsshop';

export async function signFlowToken(
  ctx: AppContext,
  purpose: FlowPurpose,
  ttlSeconds: number,
  claims: Record<string, unknown>,
  subject?: string,
): Promise<{ token: string; exp: number }> {
  const iat = Math.floor(ctx.clock.now().getTime() / 1000);
  const exp = iat + ttlSeconds;
  let jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer(ISSUER).setAudience(purpose).setIssuedAt(iat).setExpirationTime(exp);
  if (subject !== undefined) jwt = jwt.setSubject(subject);
  return { token: await jwt.sign(accountKit(ctx).secrets.flowKey), exp };
}

export async function verifyFlowToken(ctx: AppContext, purpose: FlowPurpose, token: string): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, accountKit(ctx).secrets.flowKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: purpose,
      requiredClaims: ['exp', 'iat'],
      currentDate: ctx.clock.now(),
    });
    return payload;
  } catch {
    return null;
  }
}
