import { z } from 'zod';
import type { Config } from '../config.js';
import type { SocialProfile } from './naver-client.js';
import { callProvider, trimBase } from './social-http.js';

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.union([z.string(), z.number()]).optional() });
const tokenInfoAnswer = z.object({ id: z.union([z.number(), z.string()]), app_id: z.union([z.number(), z.string()]) });
const meAnswer = z.object({
  id: z.union([z.number(), z.string()]),
  kakao_account: z.object({ email: z.string().max(254).nullish() }).nullish(),
});

/** Kakao login: redirect flow (REST key) and access-token check (app id). Base URLs are config. */
export type KakaoClient = ReturnType<typeof createKakaoClient>;

export function createKakaoClient(cfg: Config['kakao']) {
  const auth = trimBase(cfg.authBaseUrl);
  const api = trimBase(cfg.apiBaseUrl);
  return {
    authorizeUrl(state: string): string {
      const q = new URLSearchParams({ client_id: cfg.restKey ?? '', redirect_uri: cfg.redirectUrl, response_type: 'code', state });
      return `${auth}/oauth/authorize?${q}`;
    },
    async exchangeCode(code: string): Promise<string | null> {
      const form: Record<string, string> = { grant_type: 'authorization_code', client_id: cfg.restKey ?? '', redirect_uri: cfg.redirectUrl, code };
      if (cfg.clientSecret) form.client_secret = cfg.clientSecret;
      const res = await callProvider(`${auth}/oauth/token`, { method: 'POST', form });
      const parsed = tokenAnswer.safeParse(res.body);
      return res.status === 200 && parsed.success ? parsed.data.access_token : null;
    },
    /** The app the token was issued to, or null when Kakao does not know the token. */
    async tokenAppId(accessToken: string): Promise<string | null> {
      const res = await callProvider(`${api}/v1/user/access_token_info`, { headers: { authorization: `Bearer ${accessToken}` } });
      const parsed = tokenInfoAnswer.safeParse(res.body);
      return res.status === 200 && parsed.success ? String(parsed.data.app_id) : null;
    },
    async me(accessToken: string): Promise<SocialProfile | null> {
      const res = await callProvider(`${api}/v2/user/me`, { headers: { authorization: `Bearer ${accessToken}` } });
      const parsed = meAnswer.safeParse(res.body);
      if (res.status !== 200 || !parsed.success) return null;
      return { subject: String(parsed.data.id), email: parsed.data.kakao_account?.email ?? null };
    },
  };
}
