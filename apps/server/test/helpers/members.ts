import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { balanceAndLedger, registerAndLogin } from './test-app.js';

export async function memberIdOf(app: FastifyInstance, loginId: string): Promise<number> {
  const row = await app.ctx.db.selectFrom('members').select('id').where('login_id', '=', loginId.toLowerCase()).executeTakeFirstOrThrow();
  return row.id;
}

/** A registered, logged-in member and its row id, for checking its balance and ledger. */
export async function registeredMember(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const m = await registerAndLogin(app, overrides);
  return { ...m, memberId: await memberIdOf(app, m.id) };
}

/** The member holds `balance`, its `rows` ledger rows add up to exactly that. */
export async function expectMoney(app: FastifyInstance, memberId: number, balance: number, rows: number) {
  expect(await balanceAndLedger(app, memberId)).toMatchObject({ balance, ledgerSum: balance, rows });
}
