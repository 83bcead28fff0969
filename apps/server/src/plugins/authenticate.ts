import { msg, type StaffRole } from '@snsshop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionStillValid, type SessionClaims } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import { unauthorized } from '../lib/errors.js';
import { liveSession } from '../services/staff/console-sessions.js';

/** An active staff member's role, 2FA and console session (requireAdmin decides from these). */
export interface AuthedStaff {
  role: StaffRole;
  enrolled: boolean;
  /** Absent on a token issued before the member became staff: the console asks them to sign in again. */
  sessionId?: string;
  secondFactorAt: string | null;
  /** Signed in with the owner's temporary password, not replaced yet. */
  passwordTemporary: boolean;
}

export interface AuthedMember {
  id: number;
  loginId: string;
  point: number;
  referralCode: string | null;
  /** AES-GCM ciphertext of the API key; decrypted only where it is shown (the profile). */
  apiKeyEnc: string | null;
  /** Staff (운영자): the profile says so, so the top bar can offer the console. */
  isAdmin: boolean;
  staff?: AuthedStaff;
}

declare module 'fastify' {
  interface FastifyRequest {
    member?: AuthedMember;
    session?: SessionClaims;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** The token only: the route's own transaction checks the member (see placeOrder's session). */
    authenticateToken: (request: FastifyRequest) => Promise<void>;
  }
}

function bearer(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  return token === '' ? null : token;
}

/** Any 401 means the same thing to the client: the token is missing, bad, expired or no longer valid. */
export function registerAuthenticate(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('member', undefined);
  app.decorateRequest('session', undefined);
  const verify = async (request: FastifyRequest) => {
    const token = bearer(request.headers.authorization);
    const claims = token ? await ctx.tokens.verify(token) : null;
    if (!claims) throw unauthorized(msg.common.unauthorized);
    return claims;
  };
  app.decorate('authenticateToken', async (request: FastifyRequest) => {
    const claims = await verify(request);
    // A staff member's signed-out console session ends the token here too (members' tokens carry none).
    if (claims.sessionId && !(await liveSession(ctx, claims.memberId, claims.sessionId))) throw unauthorized(msg.common.unauthorized);
    request.session = claims;
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const claims = await verify(request);
    const row = await ctx.db
      .selectFrom('members')
      .leftJoin('staff', (j) => j.onRef('staff.member_id', '=', 'members.id').on('staff.status', '=', 'active'))
      .select(['id', 'login_id', 'point', 'referral_code', 'api_key_enc', 'token_version', 'members.status', 'staff.role as staff_role', 'staff.totp_secret_enc', 'staff.password_temporary'])
      .where('id', '=', claims.memberId)
      .executeTakeFirst();
    if (!row || !sessionStillValid(row, claims)) throw unauthorized(msg.common.unauthorized);
    // A console session signed out (by its owner, the shop owner, a suspension or a password change) ends the token everywhere.
    const session = claims.sessionId ? await liveSession(ctx, row.id, claims.sessionId) : null;
    if (claims.sessionId && !session) throw unauthorized(msg.common.unauthorized);
    const staff: AuthedStaff | undefined = row.staff_role
      ? { role: row.staff_role as StaffRole, enrolled: row.totp_secret_enc !== null, ...(session ? { sessionId: session.id } : {}), secondFactorAt: session?.secondFactorAt ?? null, passwordTemporary: row.password_temporary === 1 }
      : undefined;
    request.member = { id: row.id, loginId: row.login_id, point: Number(row.point), referralCode: row.referral_code, apiKeyEnc: row.api_key_enc, isAdmin: !!staff, ...(staff ? { staff } : {}) };
  });
}

/** The checked token of a route using authenticateToken; the member behind it is checked by the use case. */
export function currentSession(request: FastifyRequest): SessionClaims {
  if (!request.session) throw unauthorized(msg.common.unauthorized);
  return request.session;
}

export function currentMember(request: FastifyRequest): AuthedMember {
  if (!request.member) throw unauthorized(msg.common.unauthorized);
  return request.member;
}
