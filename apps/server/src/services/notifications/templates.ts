import { notificationEventNames, notificationEvents, type NotificationEvent, type NotificationTemplate } from '@snsshop/shared';
import type { Executor } from '../../db/database.js';

/** The owner's 알림톡 template id and text of an event; the shipped text until the owner changes it. */
export async function templateOf(db: Executor, event: NotificationEvent): Promise<{ templateId: string; text: string }> {
  const row = await db.selectFrom('notification_templates').select(['template_id', 'text']).where('event', '=', event).executeTakeFirst();
  return { templateId: row?.template_id ?? '', text: row?.text || notificationEvents[event].text };
}

export async function listTemplates(db: Executor): Promise<NotificationTemplate[]> {
  const rows = new Map((await db.selectFrom('notification_templates').selectAll().execute()).map((r) => [r.event, r]));
  return notificationEventNames.map((event) => {
    const def = notificationEvents[event];
    const row = rows.get(event);
    return { event, label: def.label, templateId: row?.template_id ?? '', text: row?.text || def.text, defaultText: def.text, sample: def.sample };
  });
}

export async function saveTemplate(db: Executor, event: NotificationEvent, value: { templateId: string; text: string }, at: string): Promise<void> {
  const v = { template_id: value.templateId, text: value.text, updated_at: at };
  await db
    .insertInto('notification_templates')
    .values({ event, ...v })
    .onConflict((oc) => oc.column('event').doUpdateSet(v))
    .execute();
}
