import type { Trx } from '../../db/database.js';

/**
 * The service form changed the service's own provider mapping: route 1 follows it, so the route list
 * (what dispatch tries) and the mapping (what the form shows) never disagree. A new target's cost is unknown
 * until the routes are saved again (the editor then reads the rate from the panel).
 */
export async function followServiceMapping(trx: Trx, serviceId: number, providerId: number | null, providerServiceId: string | null, at: string): Promise<void> {
  const first = await trx.selectFrom('service_routes').select(['id', 'provider_id', 'provider_service_id']).where('service_id', '=', serviceId).orderBy('position').orderBy('id').limit(1).executeTakeFirst();
  if (!first || (first.provider_id === providerId && first.provider_service_id === providerServiceId)) return;
  // The same target further down the list becomes route 1 itself, with the cost it had.
  const same = await trx
    .selectFrom('service_routes')
    .select(['id', 'rate', 'cost_e7'])
    .where('service_id', '=', serviceId)
    .where('id', '<>', first.id)
    .where((eb) => (providerId === null ? eb('provider_id', 'is', null) : eb('provider_id', '=', providerId)))
    .where((eb) => (providerServiceId === null ? eb('provider_service_id', 'is', null) : eb('provider_service_id', '=', providerServiceId)))
    .executeTakeFirst();
  if (same) await trx.deleteFrom('service_routes').where('id', '=', same.id).execute();
  await trx
    .updateTable('service_routes')
    .set({ provider_id: providerId, provider_service_id: providerServiceId, rate: same?.rate ?? null, cost_e7: same?.cost_e7 ?? null, updated_at: at })
    .where('id', '=', first.id)
    .execute();
}
