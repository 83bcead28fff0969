import type { FastifyInstance } from 'fastify';
import { startSocialStandIn } from '../stand-ins/social.js';
import { setSetting } from './accounts.js';
import { createTestApp, type DbKind, type TestApp } from './test-app.js';

export type SocialStandIn = Awaited<ReturnType<typeof startSocialStandIn>>;

/** A test app whose Naver and Kakao sign-ins go to the local stand-in. */
export async function socialTestApp(kind: DbKind): Promise<{ t: TestApp; idp: SocialStandIn }> {
  const idp = await startSocialStandIn();
  return { t: await createTestApp(kind, idp.env), idp };
}

/** Both social sign-ins on and phone numbers not asked, as each social test starts. */
export async function socialSignInsOn(app: FastifyInstance) {
  await setSetting(app, 'ENABLE_SNS_NAVER', true);
  await setSetting(app, 'ENABLE_SNS_KAKAO', true);
  await setSetting(app, 'ENABLE_PHONE_NUMBER', false);
}
