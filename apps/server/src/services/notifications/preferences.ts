import { notificationEventNames, notificationEvents, type NotificationPreferences, type UpdateNotificationPreferencesBody } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../lib/clock.js';

/** Every event with the member's choice: their saved answer, else on for informational and off for marketing. */
export async function getPreferences(ctx: AppContext, memberId: number): Promise<NotificationPreferences> {
  const rows = await ctx.db.selectFrom('notification_preferences').select(['event', 'enabled']).where('member_id', '=', memberId).execute();
  const saved = new Map(rows.map((r) => [r.event, r.enabled === 1]));
  return {
    items: notificationEventNames.map((event) => {
      const def = notificationEvents[event];
      return { event, label: def.label, kind: def.kind, enabled: saved.get(event) ?? def.kind === 'informational' };
    }),
  };
}

/** Saves the member's choices (only the events sent); events already written keep the choice they were written with. */
export async function savePreferences(ctx: AppContext, memberId: number, body: UpdateNotificationPreferencesBody): Promise<NotificationPreferences> {
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    for (const { event, enabled } of body.items) {
      const v = { enabled: enabled ? 1 : 0, updated_at: at };
      await trx
        .insertInto('notification_preferences')
        .values({ member_id: memberId, event, ...v })
        .onConflict((oc) => oc.columns(['member_id', 'event']).doUpdateSet(v))
        .execute();
    }
  });
  return getPreferences(ctx, memberId);
}
