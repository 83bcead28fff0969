import { z } from 'zod';
import type { Config } from '../config.js';
import { callProvider, trimBase } from './social-http.js';

export interface SocialProfile {
  subject: string;
  email: string | null;
}

// Naver answers `expires_in` as a string ("3600") or a number: both are accepted.
const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.union([z.string(), z.number()]).optional(),
});

const profileAnswer = z.object({
  resultcode: z.literal('00'),
  response: z.object({ id: z.string().min(1).max(100), email: z.string().max(254).nullish() }),
});

export type NaverKeys = Config['naver'] & { clientId: string; clientSecret: string };

/** Naver login (OAuth 2.0): authorize URL, code exchange (POST form), profile. Base URLs are config. */
export type NaverClient = ReturnType<typeof createNaverClient>;

export function createNaverClient(cfg: NaverKeys) {
  const auth = trimBase(cfg.authBaseUrl);
  return {
    authorizeUrl(state: string): string {
      const q = new URLSearchParams({ response_type: 'code', client_id: cfg.clientId, redirect_uri: cfg.redirectUrl, state });
      return `${auth}/oauth2.0/authorize?${q}`;
    },
    /** The access token, or null when Naver refuses the code. */
    async exchangeCode(code: string, state: string): Promise<string | null> {
      const res = await callProvider(`${auth}/oauth2.0/token`, {
        method: 'POST',
        form: { grant_type: 'authorization_code', client_id: cfg.clientId, client_secret: cfg.clientSecret, code, state },
      });
      const parsed = tokenAnswer.safeParse(res.body);
      return res.status === 200 && parsed.success ? parsed.data.access_token : null;
    },
    async profile(accessToken: string): Promise<SocialProfile | null> {
      const res = await callProvider(`${trimBase(cfg.apiBaseUrl)}/v1/nid/me`, { headers: { authorization: `Bearer ${accessToken}` } });
      const parsed = profileAnswer.safeParse(res.body);
      if (res.status !== 200 || !parsed.success) return null;
      return { subject: parsed.data.response.id, email: parsed.data.response.email ?? null };
    },
  };
}
