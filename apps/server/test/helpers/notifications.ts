import crypto from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { registerAndLogin } from './test-app.js';
import { pendingCharge } from './charges.js';
import { creditCharge } from '../../src/services/charges/credit-charge.js';

/** Keys, channel id and approved templates of the Solapi stand-in the notification tests share. */
export const SOLAPI = {
  apiKey: 'NCSTANDINKEY',
  apiSecret: 'stand-in-secret-0123456789',
  pfId: 'KA01PF-STANDIN',
  templates: { TPL_CREDIT: ['금액', '잔액'], TPL_DONE: ['주문번호', '상품', '수량'] } as Record<string, string[]>,
};

export const solapiEnv = (baseUrl: string) => ({ SMS_BASE_URL: baseUrl, SMS_API_KEY: SOLAPI.apiKey, SMS_API_SECRET: SOLAPI.apiSecret, SMS_SENDER: '0212345678', ALIMTALK_PF_ID: SOLAPI.pfId });
export const smtpEnv = (port: number) => ({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_FROM: 'shop@example.com' });

export const freshPhone = () => `010${crypto.randomInt(10_000_000, 99_999_999)}`;

/** A signed-in member with the given phone number (null: none). */
export async function memberReachedAt(app: FastifyInstance, phone: string | null) {
  const m = await registerAndLogin(app);
  const row = await app.ctx.db.updateTable('members').set({ phone_number: phone }).where('login_id', '=', m.id.toLowerCase()).returning('id').executeTakeFirstOrThrow();
  return { ...m, memberId: row.id, phone };
}

/** A charge of `point` requested by the member and credited (as a matched deposit would). */
export async function creditedCharge(app: FastifyInstance, auth: Record<string, string>, point = 10_000) {
  const c = await pendingCharge(app, auth, { point });
  await app.ctx.db.transaction().execute((trx) => creditCharge(trx, c.id, 'admin', app.ctx.clock.now().toISOString()));
  return c.id;
}

export const notificationRows = (app: FastifyInstance, memberId: number) =>
  app.ctx.db.selectFrom('notifications').selectAll().where('member_id', '=', memberId).orderBy('id').execute();

/** A loopback port nothing listens on (fetch refuses port 1 itself, before any connection). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
