import type { SettingKey } from '@snsshop/shared';
import type { FastifyInstance } from 'fastify';

/** Sets a site setting the way the shop stores it (JSON text). */
export async function setSetting(app: FastifyInstance, key: SettingKey, value: boolean | string) {
  const { db } = app.ctx;
  await db.deleteFrom('site_settings').where('key', '=', key).execute();
  await db.insertInto('site_settings').values({ key, value: JSON.stringify(value), updated_at: new Date().toISOString() }).execute();
}

/** The newest outbox message to a target, waiting briefly for background sends. */
export async function outboxTo(app: FastifyInstance, target: string, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await app.ctx.db.selectFrom('outbox').selectAll().where('target', '=', target).orderBy('id', 'desc').executeTakeFirst();
    if (row) return row;
    if (Date.now() > until) throw new Error(`no outbox message to ${target}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The 5-character code in a message body. */
export function codeIn(text: string): string {
  const m = /\b([A-Z2-9]{5})\b/.exec(text);
  if (!m?.[1]) throw new Error(`no code in: ${text}`);
  return m[1];
}

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test never touch another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) % 250}.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`;
}
