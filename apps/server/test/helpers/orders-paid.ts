import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { balanceAndLedger, grantPoints, registerAndLogin } from './test-app.js';

export interface PayingMember {
  token: string;
  memberId: number;
}

/** `n` logged-in members holding `points` each (one ledger row), for clients that order in a loop. */
export async function payingMembers(app: FastifyInstance, n: number, points: number): Promise<PayingMember[]> {
  const members: PayingMember[] = [];
  for (let i = 0; i < n; i++) {
    const m = await registerAndLogin(app);
    members.push({ token: m.token, memberId: await grantPoints(app, m.id, points) });
  }
  return members;
}

/**
 * The orders of `memberIds` against what their clients heard (`answered`: order id → who placed it
 * and, when the answer said, its charge): every order answered as placed is there, paid once (one
 * debit of its charge, no debit without its order), and every balance equals its ledger and `granted`
 * less its orders. With `exactly`, there is no order that was not answered as placed.
 */
export async function expectOrdersPaidOnce(
  app: FastifyInstance,
  opts: { memberIds: number[]; granted: number; answered: Map<number, { memberId: number; point?: number }>; exactly: boolean },
) {
  const { db } = app.ctx;
  const orders = await db.selectFrom('orders').select(['id', 'member_id', 'charge']).where('member_id', 'in', opts.memberIds).execute();
  const byId = new Map(orders.map((o) => [o.id, o]));
  for (const [id, a] of opts.answered) {
    expect(byId.get(id), `order ${id} was answered as placed`).toMatchObject({ member_id: a.memberId, ...(a.point === undefined ? {} : { charge: a.point }) });
  }
  const ids = orders.map((o) => o.id).sort((a, b) => a - b);
  if (opts.exactly) expect(ids).toEqual([...opts.answered.keys()].sort((a, b) => a - b));
  const debits = await db.selectFrom('point_ledger').select(['ref_id', 'delta']).where('kind', '=', 'order').where('member_id', 'in', opts.memberIds).execute();
  expect(debits.map((d) => Number(d.ref_id)).sort((a, b) => a - b)).toEqual(ids);
  for (const d of debits) expect(Number(d.delta)).toBe(-Number(byId.get(Number(d.ref_id))!.charge));
  for (const memberId of opts.memberIds) {
    const charged = orders.filter((o) => o.member_id === memberId).reduce((s, o) => s + Number(o.charge), 0);
    expect(await balanceAndLedger(app, memberId)).toMatchObject({ balance: opts.granted - charged, ledgerSum: opts.granted - charged });
  }
}
