import { msg } from '@snsshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, createAdminTestApp, type AdminTestApp } from '../../../test/helpers/admin.js';
import { memberIdOf } from '../../../test/helpers/members.js';
import { dbKinds, registerAndLogin } from '../../../test/helpers/test-app.js';

/** The audit log says what the console did: a row for each change that happened, none for one that did not. */
describe.each(dbKinds)('audit rows only for what happened on %s', (kind) => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp(kind);
  });
  afterAll(() => t?.close());

  const audits = async (action: string, targetId: number) =>
    (await t.app.ctx.db.selectFrom('admin_audit').select('id').where('action', '=', action).where('target_id', '=', String(targetId)).execute()).length;

  it('writes none for a staff change of someone who is not staff: an unknown id or an ordinary member', async () => {
    const member = await registerAndLogin(t.app);
    for (const id of [2147480011, await memberIdOf(t.app, member.id)]) {
      const calls: [string, string, object?][] = [
        ['DELETE', `/rest/admin/staff/${id}/two-factor`],
        ['POST', `/rest/admin/staff/${id}/suspend`],
        ['POST', `/rest/admin/staff/${id}/restore`],
        ['PATCH', `/rest/admin/staff/${id}`, { role: 'support' }],
        ['DELETE', `/rest/admin/staff/${id}`],
      ];
      for (const [method, url, body] of calls) {
        const res = await t.call(method, url, body);
        expect([url, res.statusCode, res.json().message]).toEqual([url, 404, msg.staff.staffNotFound]);
      }
      const rows = await t.app.ctx.db.selectFrom('admin_audit').select('action').where('target_id', '=', String(id)).execute();
      expect(rows).toEqual([]);
    }
  });

  it('writes one for a staff change made several times at once: the others answer 409 or 404', async () => {
    const s = await addStaff(t.app, 'manager');
    const suspends = await Promise.all(Array.from({ length: 6 }, () => t.call('POST', `/rest/admin/staff/${s.memberId}/suspend`)));
    expect(suspends.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await audits('staff.suspend', s.memberId)).toBe(1);
    const restores = await Promise.all(Array.from({ length: 6 }, () => t.call('POST', `/rest/admin/staff/${s.memberId}/restore`)));
    expect(restores.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await audits('staff.restore', s.memberId)).toBe(1);
    const removals = await Promise.all(Array.from({ length: 6 }, () => t.call('DELETE', `/rest/admin/staff/${s.memberId}`)));
    expect(removals.map((r) => r.statusCode).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    expect(await audits('staff.remove', s.memberId)).toBe(1);
  });

  it.each([
    ['an FAQ', '/rest/admin/qnas', { title: '질문', answer: '답변' }, 'qna.delete'],
    ['a sign-up route', '/rest/admin/register-where', { text: '검색' }, 'register-where.delete'],
    ['a notice', '/rest/admin/notices', { content: '공지' }, 'notice.delete'],
    ['a reply template', '/rest/admin/inquiry-templates', { title: '안내', body: '확인했습니다.' }, 'inquiry_template.delete'],
    ['a bonus rule', '/rest/admin/growth/bonus-rules', { name: '보너스', kind: 'fixed', amount: 100 }, 'bonus-rule.delete'],
    ['a tier', '/rest/admin/growth/tiers', { name: '실버', color: '#aaaaaa', threshold: 100_000, discountPct: 1 }, 'tier.delete'],
    ['a platform', '/rest/admin/platforms', { text: '새 플랫폼', background: '#123456' }, 'platform.delete'],
  ])('deletes %s once when the delete is sent six times at once: one 200, one audit row, the rest 404', async (_what, path, body, action) => {
    const created = await t.call('POST', path, body);
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    const res = await Promise.all(Array.from({ length: 6 }, () => t.call('DELETE', `${path}/${id}`)));
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    expect(await audits(action, id)).toBe(1);
  });
});
