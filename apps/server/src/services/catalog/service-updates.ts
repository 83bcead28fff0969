import { formatPriceEach, priceChangeText, SERVICE_UPDATES_SHOWN, serviceUpdateKindText, type ServiceUpdate, type ServiceUpdateKind } from '@snsshop/shared';
import type { Executor } from '../../db/database.js';

/** What of a service customers notice: its price, and whether it can be ordered and seen. */
export interface ServiceFace {
  id: number;
  unit_price_e7: number | string;
  is_read_only: number;
  visible: number;
}

export type UpdateSource = 'owner' | 'import' | 'sync';

/** The changes customers are told about between two states of a service (before null: created). */
export function serviceChanges(before: ServiceFace | null, after: ServiceFace): { kind: ServiceUpdateKind; before: number | null; after: number | null }[] {
  const open = (s: ServiceFace) => s.visible === 1 && s.is_read_only === 0;
  if (after.visible !== 1) return [];
  if (!before || before.visible !== 1) return open(after) ? [{ kind: 'new', before: null, after: Number(after.unit_price_e7) }] : [];
  const out: ReturnType<typeof serviceChanges> = [];
  const p0 = Number(before.unit_price_e7);
  const p1 = Number(after.unit_price_e7);
  if (p1 !== p0) out.push({ kind: p1 > p0 ? 'price_up' : 'price_down', before: p0, after: p1 });
  if (before.is_read_only === 0 && after.is_read_only === 1) out.push({ kind: 'suspended', before: null, after: null });
  if (before.is_read_only === 1 && after.is_read_only === 0) out.push({ kind: 'resumed', before: null, after: null });
  return out;
}

/** Writes the customer-facing rows for a change, in the caller's transaction. */
export async function recordServiceChanges(trx: Executor, before: ServiceFace | null, after: ServiceFace, source: UpdateSource, at: string) {
  const changes = serviceChanges(before, after);
  if (changes.length === 0) return;
  await trx
    .insertInto('service_updates')
    .values(changes.map((c) => ({ service_id: after.id, kind: c.kind, before_e7: c.before, after_e7: c.after, source, created_at: at })))
    .execute();
}

/** The newest changes of services customers can see now, newest first. */
export async function listServiceUpdates(db: Executor): Promise<ServiceUpdate[]> {
  const rows = await db
    .selectFrom('service_updates as u')
    .innerJoin('services as s', 's.id', 'u.service_id')
    .innerJoin('categories as c', 'c.id', 's.category_id')
    .innerJoin('platforms as p', 'p.id', 'c.platform_id')
    .select(['u.id', 'u.created_at', 'u.kind', 'u.before_e7', 'u.after_e7', 's.id as service_id', 's.text as service_text', 'c.text as category_text', 'p.text as platform_text'])
    .where('s.visible', '=', 1)
    .where('c.visible', '=', 1)
    .where('p.visible', '=', 1)
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(SERVICE_UPDATES_SHOWN)
    .execute();
  return rows.map((r) => {
    const kind = r.kind as ServiceUpdateKind;
    return {
      id: r.id,
      at: r.created_at,
      serviceId: r.service_id,
      serviceText: r.service_text,
      platformText: r.platform_text,
      categoryText: r.category_text,
      kind,
      kindText: serviceUpdateKindText[kind],
      beforeText: r.before_e7 === null ? null : formatPriceEach(Number(r.before_e7)),
      afterText: r.after_e7 === null ? null : formatPriceEach(Number(r.after_e7)),
      ...(r.before_e7 !== null && r.after_e7 !== null ? { changeText: priceChangeText(Number(r.before_e7), Number(r.after_e7)) } : {}),
    };
  });
}

/** The face of one service now (for before/after around a change). */
export const serviceFace = (db: Executor, id: number): Promise<ServiceFace | undefined> =>
  db.selectFrom('services').select(['id', 'unit_price_e7', 'is_read_only', 'visible']).where('id', '=', id).executeTakeFirst();
