import type { OwnerAlertSettings, UpdateOwnerAlertSettingsBody } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { recordAudit, type Actor } from '../audit/audit.js';

type Key = 'OWNER_PHONE' | 'OWNER_EMAIL' | 'TELEGRAM_BOT_TOKEN' | 'TELEGRAM_CHAT_ID';

async function saved(db: Executor): Promise<Partial<Record<Key, string>>> {
  const rows = await db.selectFrom('notification_settings').select(['key', 'value']).execute();
  return Object.fromEntries(rows.filter((r) => r.value !== '').map((r) => [r.key, r.value]));
}

export interface OwnerAlertTargets {
  phone: string | null;
  email: string | null;
  telegram: { botToken: string; chatId: string } | null;
}

/** Where the owner's alerts go now: what the owner saved in the console, else the environment's values. */
export async function ownerAlertTargets(ctx: Pick<AppContext, 'db' | 'config'>): Promise<OwnerAlertTargets> {
  const s = await saved(ctx.db);
  const env = ctx.config.ownerAlerts;
  const botToken = s.TELEGRAM_BOT_TOKEN ?? env.telegram.botToken;
  const chatId = s.TELEGRAM_CHAT_ID ?? env.telegram.chatId;
  return { phone: s.OWNER_PHONE ?? env.phone ?? null, email: s.OWNER_EMAIL ?? env.email ?? null, telegram: botToken && chatId ? { botToken, chatId } : null };
}

export async function getOwnerAlertSettings(ctx: AppContext): Promise<OwnerAlertSettings> {
  const s = await saved(ctx.db);
  return { phone: s.OWNER_PHONE ?? '', email: s.OWNER_EMAIL ?? '', telegramChatId: s.TELEGRAM_CHAT_ID ?? '', telegramBotTokenSet: Boolean(s.TELEGRAM_BOT_TOKEN ?? ctx.config.ownerAlerts.telegram.botToken) };
}

/** Saves the owner's alert targets with an audit row (the token itself never goes into the audit). */
export async function updateOwnerAlertSettings(ctx: AppContext, actor: Actor, body: UpdateOwnerAlertSettingsBody & { phone: string }): Promise<OwnerAlertSettings> {
  const at = isoNow(ctx.clock);
  const values: [Key, string][] = [
    ['OWNER_PHONE', body.phone],
    ['OWNER_EMAIL', body.email],
    ['TELEGRAM_CHAT_ID', body.telegramChatId],
  ];
  if (body.telegramBotToken) values.push(['TELEGRAM_BOT_TOKEN', body.telegramBotToken]);
  await ctx.db.transaction().execute(async (trx) => {
    for (const [key, value] of values) {
      await trx
        .insertInto('notification_settings')
        .values({ key, value, updated_at: at })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
        .execute();
    }
    await recordAudit(trx, ctx, actor, {
      action: 'notification.owner-targets',
      targetType: 'settings',
      targetId: null,
      after: { phone: body.phone, email: body.email, telegramChatId: body.telegramChatId, telegramBotToken: body.telegramBotToken ? '(새 토큰)' : '(그대로)' },
    });
  });
  return getOwnerAlertSettings(ctx);
}
