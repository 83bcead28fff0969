import { msg } from '@snsshop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionStillValid, type SessionClaims } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import { unauthorized } from '../lib/errors.js';

export interface AuthedMember {
  id: number;
  loginId: string;
  point: number;
  referralCode: string | null;
  /** AES-GCM ciphertext of the API key; decrypted only where it is shown (the profile). */
  apiKeyEnc: string | null;
  /** Shop owner: the profile says so, so the top bar can offer the console. */
  isAdmin: boolean;
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
    request.session = await verify(request);
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const claims = await verify(request);
    const row = await ctx.db
      .selectFrom('members')
      .select(['id', 'login_id', 'point', 'referral_code', 'api_key_enc', 'token_version', 'status', 'role'])
      .where('id', '=', claims.memberId)
      .executeTakeFirst();
    if (!row || !sessionStillValid(row, claims)) throw unauthorized(msg.common.unauthorized);
    request.member = { id: row.id, loginId: row.login_id, point: Number(row.point), referralCode: row.referral_code, apiKeyEnc: row.api_key_enc, isAdmin: row.role === 'admin' };
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
