import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInUser {
  id: string;
  email?: string;
}

export const NAVER_KEYS = { clientId: 'naver-client-id', clientSecret: 'naver-client-secret' };
export const KAKAO_KEYS = { appId: '1234567', restKey: 'kakao-rest-key', redirectUrl: 'http://localhost:3000/auth/kakao' };
export const OTHER_KAKAO_APP = '7654321';

/**
 * Naver (nid + openapi) and Kakao (kauth + kapi) on one local port, speaking their shapes:
 * codes exchanged by POST form, profiles behind `Authorization: Bearer`, errors as they answer them.
 */
export async function startSocialStandIn() {
  const naverCodes = new Map<string, { user: StandInUser; expiresIn: string | number }>();
  const naverTokens = new Map<string, StandInUser>();
  const kakaoCodes = new Map<string, StandInUser>();
  const kakaoTokens = new Map<string, { user: StandInUser; appId: string }>();
  const tokenForms: Record<string, string>[] = [];
  const random = () => crypto.randomBytes(12).toString('hex');

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
        res.end(JSON.stringify(body));
      };
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');

      if (req.method === 'POST' && url.pathname === '/oauth2.0/token') {
        tokenForms.push(form);
        const entry = naverCodes.get(form.code ?? '');
        const keysOk = form.client_id === NAVER_KEYS.clientId && form.client_secret === NAVER_KEYS.clientSecret;
        // Naver answers errors with 200 and an error body.
        if (!entry || !keysOk || form.grant_type !== 'authorization_code' || !form.state) {
          return answer(200, { error: 'invalid_request', error_description: 'no valid data in session' });
        }
        naverCodes.delete(form.code ?? '');
        const token = random();
        naverTokens.set(token, entry.user);
        return answer(200, { access_token: token, refresh_token: random(), token_type: 'bearer', expires_in: entry.expiresIn });
      }
      if (req.method === 'GET' && url.pathname === '/v1/nid/me') {
        const user = naverTokens.get(bearer);
        if (!user) return answer(401, { resultcode: '024', message: 'Authentication failed' });
        return answer(200, { resultcode: '00', message: 'success', response: { id: user.id, ...(user.email ? { email: user.email } : {}) } });
      }
      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        tokenForms.push(form);
        const user = kakaoCodes.get(form.code ?? '');
        if (!user || form.client_id !== KAKAO_KEYS.restKey || form.redirect_uri !== KAKAO_KEYS.redirectUrl) {
          return answer(400, { error: 'invalid_grant', error_description: 'authorization code not found', error_code: 'KOE320' });
        }
        kakaoCodes.delete(form.code ?? '');
        const token = random();
        kakaoTokens.set(token, { user, appId: KAKAO_KEYS.appId });
        return answer(200, { token_type: 'bearer', access_token: token, expires_in: 21599, refresh_token: random(), refresh_token_expires_in: 5183999 });
      }
      if (req.method === 'GET' && url.pathname === '/v1/user/access_token_info') {
        const entry = kakaoTokens.get(bearer);
        if (!entry) return answer(401, { msg: 'this access token does not exist', code: -401 });
        return answer(200, { id: Number(entry.user.id), expires_in: 7199, app_id: Number(entry.appId) });
      }
      if (req.method === 'GET' && url.pathname === '/v2/user/me') {
        const entry = kakaoTokens.get(bearer);
        if (!entry) return answer(401, { msg: 'this access token does not exist', code: -401 });
        return answer(200, { id: Number(entry.user.id), connected_at: '2026-11-21T03:00:00Z', kakao_account: entry.user.email ? { email: entry.user.email } : {} });
      }
      answer(404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    tokenForms,
    /** The config pointing the shop at this stand-in. */
    env: {
      NAVER_CLIENT_ID: NAVER_KEYS.clientId,
      NAVER_CLIENT_SECRET: NAVER_KEYS.clientSecret,
      NAVER_AUTH_BASE_URL: baseUrl,
      NAVER_API_BASE_URL: baseUrl,
      KAKAO_APP_ID: KAKAO_KEYS.appId,
      KAKAO_REST_KEY: KAKAO_KEYS.restKey,
      KAKAO_REDIRECT_URL: KAKAO_KEYS.redirectUrl,
      KAKAO_AUTH_BASE_URL: baseUrl,
      KAKAO_API_BASE_URL: baseUrl,
    },
    /** What the Naver callback receives after the person agrees. */
    naverCode(user: StandInUser, expiresIn: string | number = '3600') {
      const code = random();
      naverCodes.set(code, { user, expiresIn });
      return code;
    },
    kakaoCode(user: StandInUser) {
      const code = random();
      kakaoCodes.set(code, user);
      return code;
    },
    /** A Kakao access token issued to some app (ours unless told otherwise). */
    kakaoToken(user: StandInUser, appId = KAKAO_KEYS.appId) {
      const token = random();
      kakaoTokens.set(token, { user, appId });
      return token;
    },
    close: () => new Promise<void>((r) => (server.close(() => r()), server.closeAllConnections())),
  };
}
