import { msg, type KakaoLoginBody, type NaverLoginBody } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { readFlag } from '../catalog/catalog-queries.js';
import { signInToken } from '../staff/console-sessions.js';
import { signFlowToken, verifyFlowToken } from './flow-tokens.js';
import type { KakaoClient } from '../../auth/kakao-client.js';
import type { SocialProfile } from '../../auth/naver-client.js';

export type SocialProvider = 'naver' | 'kakao';

const STATE_TTL_SECONDS = 10 * 60;
export const SOCIAL_REGISTER_TTL_SECONDS = 30 * 60;

/** Naver is on only with ENABLE_SNS_NAVER and its keys in config; otherwise every Naver call is 404. */
export async function naverClient(ctx: AppContext) {
  const naver = ctx.social.naver;
  if (!naver || !(await readFlag(ctx.db, 'ENABLE_SNS_NAVER'))) throw notFound(msg.social.naverDisabled);
  return naver;
}

/** Kakao needs ENABLE_SNS_KAKAO and, per flow, the REST key (redirect flow) or the app id (token flow). */
export async function kakaoClient(ctx: AppContext, needs: 'restKey' | 'appId' | 'any') {
  const { appId, restKey } = ctx.config.kakao;
  const has = needs === 'restKey' ? !!restKey : needs === 'appId' ? !!appId : !!(restKey || appId);
  if (!has || !(await readFlag(ctx.db, 'ENABLE_SNS_KAKAO'))) throw notFound(msg.social.kakaoDisabled);
  return ctx.social.kakao;
}

/** The state is signed by us and short-lived; the web also compares it with the one it kept. */
async function newState(ctx: AppContext, provider: SocialProvider) {
  return (await signFlowToken(ctx, 'oauth-state', STATE_TTL_SECONDS, { prv: provider })).token;
}

async function checkState(ctx: AppContext, provider: SocialProvider, state: string) {
  const claims = await verifyFlowToken(ctx, 'oauth-state', state);
  if (claims?.['prv'] !== provider) throw badRequest(msg.social.badState);
}

export async function socialAuthorizeUrl(ctx: AppContext, provider: SocialProvider) {
  const client = provider === 'naver' ? await naverClient(ctx) : await kakaoClient(ctx, 'restKey');
  const state = await newState(ctx, provider);
  return { url: client.authorizeUrl(state), state };
}

/**
 * Signs in the member keyed by (provider, subject) — never by e-mail. Unknown: 404 carrying a
 * short-lived signed token that /auth/register/<provider> accepts.
 */
async function signInOrOffer(ctx: AppContext, provider: SocialProvider, profile: SocialProfile) {
  const member = await ctx.db
    .selectFrom('member_identities')
    .innerJoin('members', 'members.id', 'member_identities.member_id')
    .select(['members.id', 'members.token_version'])
    .where('member_identities.provider', '=', provider)
    .where('member_identities.subject', '=', profile.subject)
    .where('members.status', '=', 'active')
    .executeTakeFirst();
  if (member) return signInToken(ctx, { id: member.id, tokenVersion: member.token_version }, undefined);
  const { token } = await signFlowToken(ctx, 'social-register', SOCIAL_REGISTER_TTL_SECONDS, { prv: provider, email: profile.email }, profile.subject);
  throw new AppError(404, msg.social.notRegistered, { token });
}

export async function logInWithNaver(ctx: AppContext, body: NaverLoginBody) {
  const client = await naverClient(ctx);
  await checkState(ctx, 'naver', body.state);
  const accessToken = await client.exchangeCode(body.code, body.state);
  const profile = accessToken ? await client.profile(accessToken) : null;
  if (!profile) throw badRequest(msg.social.naverFailed);
  return signInOrOffer(ctx, 'naver', profile);
}

/** A token handed in by a client is trusted only after Kakao says it was issued to our app. */
export async function logInWithKakao(ctx: AppContext, body: KakaoLoginBody) {
  let client: KakaoClient;
  let accessToken: string | null;
  if ('accessToken' in body) {
    client = await kakaoClient(ctx, 'appId');
    accessToken = body.accessToken;
  } else {
    client = await kakaoClient(ctx, 'restKey');
    await checkState(ctx, 'kakao', body.state);
    accessToken = await client.exchangeCode(body.code);
    if (!accessToken) throw badRequest(msg.social.kakaoFailed);
  }
  const { appId } = ctx.config.kakao;
  if (appId && (await client.tokenAppId(accessToken)) !== appId) throw badRequest(msg.social.kakaoFailed);
  const profile = await client.me(accessToken);
  if (!profile) throw badRequest(msg.social.kakaoFailed);
  return signInOrOffer(ctx, 'kakao', profile);
}
