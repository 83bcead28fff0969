import { allSettingFields, type AdminSetting, type SettingField, type SettingKey } from '@snsshop/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { isoNow } from '../../lib/clock.js';
import { recordAudit, type Actor } from '../audit/audit.js';

type Value = string | boolean | number[];

const emptyValue = (f: SettingField): Value => (f.control === 'flag' ? false : f.control === 'amounts' ? [] : '');

/** A stored value that does not fit its control (hand-edited, older shape) shows as empty rather than breaking the screen. */
function fits(f: SettingField, v: unknown): v is Value {
  if (f.control === 'flag') return typeof v === 'boolean';
  if (f.control === 'amounts') return Array.isArray(v) && v.every((n) => typeof n === 'number');
  return typeof v === 'string';
}

async function stored(db: Executor) {
  const rows = await db.selectFrom('site_settings').select(['key', 'value', 'updated_at']).execute();
  return new Map(rows.map((r) => [r.key, { value: JSON.parse(r.value) as unknown, updatedAt: r.updated_at }]));
}

/** Every site setting with its control, label and current value, in screen order. */
export async function listAdminSettings(ctx: AppContext): Promise<AdminSetting[]> {
  const current = await stored(ctx.db);
  return allSettingFields().map((f) => {
    const s = current.get(f.key);
    return {
      key: f.key,
      control: f.control,
      label: f.label,
      group: f.group,
      ...(f.help ? { help: f.help } : {}),
      ...(f.options ? { options: f.options } : {}),
      value: s && fits(f, s.value) ? s.value : emptyValue(f),
      updatedAt: s?.updatedAt ?? null,
    };
  });
}

/** Saves the values (already checked against their controls) and one audit row of what changed, together. */
export async function updateSettings(ctx: AppContext, actor: Actor, values: Partial<Record<SettingKey, Value>>): Promise<AdminSetting[]> {
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const current = await stored(trx);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      const old = current.get(key)?.value;
      if (JSON.stringify(old) === JSON.stringify(value)) continue;
      before[key] = old ?? null;
      after[key] = value;
      await trx
        .insertInto('site_settings')
        .values({ key, value: JSON.stringify(value), updated_at: at })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: at }))
        .execute();
    }
    if (Object.keys(after).length > 0) await recordAudit(trx, ctx, actor, { action: 'settings.update', targetType: 'settings', targetId: null, before, after });
  });
  return listAdminSettings(ctx);
}
