import type { Executor } from '../../db/database.js';
import { chargeInWon } from '../../lib/decimal-money.js';

/** Won per unit of a provider's currency, as the owner set it today ('1' for the simulated provider). */
export async function exchangeRateOf(db: Executor, providerId: number | null): Promise<string> {
  if (providerId === null) return '1';
  const row = await db.selectFrom('providers').select('exchange_rate').where('id', '=', providerId).executeTakeFirst();
  return row ? String(row.exchange_rate) : '1';
}

/**
 * What the provider says it charged for an order, in whole won at today's exchange rate, replaces
 * the route's estimate made when it was sent. Written only when it changes.
 */
export async function recordProviderCharge(db: Executor, orderId: number, charge: string | null, exchangeRate: string): Promise<void> {
  if (charge === null) return;
  const won = chargeInWon(charge, exchangeRate);
  if (won === null) return;
  await db
    .updateTable('orders')
    .set({ cost_won: won })
    .where('id', '=', orderId)
    .where((eb) => eb.or([eb('cost_won', 'is', null), eb('cost_won', '<>', won)]))
    .execute();
}
