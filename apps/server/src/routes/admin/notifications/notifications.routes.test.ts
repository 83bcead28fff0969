import { notificationMessages } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, createAdminTestApp, type AdminTestApp } from '../../../../test/helpers/admin.js';
import { creditedCharge, freshPhone, memberReachedAt, notificationRows, SOLAPI, solapiEnv } from '../../../../test/helpers/notifications.js';
import { dbKinds } from '../../../../test/helpers/test-app.js';
import { startSmsStandIn } from '../../../../test/stand-ins/sms.js';
import { deliverNotifications } from '../../../jobs/deliver-notifications.js';

describe.each(dbKinds)('the owner’s notification log and templates on %s', (kind) => {
  let t: AdminTestApp;
  let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
  beforeAll(async () => {
    sms = await startSmsStandIn(SOLAPI);
    t = await createAdminTestApp(kind, solapiEnv(sms.baseUrl));
  });
  afterAll(async () => {
    await t?.close();
    await sms?.close();
  });

  it('shows event, recipient, channel, status, attempts and the last error; resend sends it once more and is audited', async () => {
    const m = await memberReachedAt(t.app, freshPhone());
    sms.state.blockedNumbers.add(m.phone!);
    await t.app.ctx.db.updateTable('members').set({ email: null }).where('id', '=', m.memberId).execute();
    await creditedCharge(t.app, m.auth, 7_000);
    await deliverNotifications(t.app.ctx);
    const [row] = await notificationRows(t.app, m.memberId);

    const page = (await t.call('GET', '/rest/admin/notifications?status=failed')).json() as { items: Record<string, unknown>[]; total: number };
    expect(page.items.find((i) => i.id === row!.id)).toMatchObject({ event: 'charge.credited', memberLoginId: m.id.toLowerCase(), recipient: m.phone, channel: 'sms', status: 'failed', attempts: 1, lastError: expect.stringContaining('sms: SMS API refused') });
    expect((await t.call('GET', '/rest/admin/notifications?status=nope')).statusCode).toBe(400);

    sms.state.blockedNumbers.clear();
    const resend = await t.call('POST', `/rest/admin/notifications/${row!.id}/resend`, {});
    expect(resend.json()).toEqual({ message: notificationMessages.resent });
    expect((await t.call('POST', `/rest/admin/notifications/${row!.id}/resend`, {})).statusCode).toBe(409); // already waiting
    await deliverNotifications(t.app.ctx);
    expect(sms.messages.filter((x) => x.to === m.phone)).toHaveLength(1);
    expect((await notificationRows(t.app, m.memberId))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await auditOf(t.app, 'notification', row!.id)).map((a) => a.action)).toEqual(['notification.resend']);
    expect((await t.call('POST', '/rest/admin/notifications/999999/resend', {})).statusCode).toBe(404);
  });

  it('keeps each event’s 알림톡 template id and text; a bad id is refused in Korean', async () => {
    const list = (await t.call('GET', '/rest/admin/notification-templates')).json() as { items: { event: string; templateId: string; text: string; defaultText: string; sample: Record<string, string> }[] };
    const credited = list.items.find((i) => i.event === 'charge.credited')!;
    expect(credited).toMatchObject({ templateId: '', text: credited.defaultText, sample: { 금액: '50,000', 잔액: '62,300' } });

    const saved = await t.call('PUT', '/rest/admin/notification-templates/charge.credited', { templateId: 'TPL_CREDIT', text: '#{금액}원 충전 완료 (잔액 #{잔액}원)' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().items.find((i: { event: string }) => i.event === 'charge.credited')).toMatchObject({ templateId: 'TPL_CREDIT', text: '#{금액}원 충전 완료 (잔액 #{잔액}원)' });
    const bad = await t.call('PUT', '/rest/admin/notification-templates/charge.credited', { templateId: '템플릿', text: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(notificationMessages.templateIdInvalid);
    expect((await t.call('PUT', '/rest/admin/notification-templates/nope', { templateId: '', text: 'x' })).statusCode).toBe(404); // no such event: not found, as any bad address is

    const m = await memberReachedAt(t.app, freshPhone());
    await creditedCharge(t.app, m.auth, 8_000);
    await deliverNotifications(t.app.ctx);
    expect(sms.messages.filter((x) => x.to === m.phone)).toEqual([expect.objectContaining({ type: 'ATA', kakaoOptions: expect.objectContaining({ templateId: 'TPL_CREDIT' }) })]);
  });
});
