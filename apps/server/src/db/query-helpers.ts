import type { Executor } from './database.js';
import { wholeNumberSetting } from '../lib/whole-number-setting.js';
import type { Paged } from '@snsshop/shared';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** Korean time has no daylight saving: a day starts at 15:00 UTC of the day before. */
const KST_MS = 9 * 3600_000;

export { koreanDayOf } from '@snsshop/shared';

/** Start of the Korean calendar day (or month) that `at` falls in, as ISO UTC. */
export function koreanDayStart(at: Date): string {
  const k = new Date(at.getTime() + KST_MS);
  return new Date(Date.UTC(k.getUTCFullYear(), k.getUTCMonth(), k.getUTCDate()) - KST_MS).toISOString();
}
export function koreanMonthStart(at: Date): string {
  const k = new Date(at.getTime() + KST_MS);
  return new Date(Date.UTC(k.getUTCFullYear(), k.getUTCMonth(), 1) - KST_MS).toISOString();
}

/** `yyyy-mm-dd` is a Korean day (its start, or with `endOfDay` the next day's start); else an ISO timestamp. */
export function boundary(value: string, endOfDay = false): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) {
    const start = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]) + (endOfDay ? 1 : 0)) - KST_MS;
    return new Date(start).toISOString();
  }
  return new Date(value).toISOString();
}

/** Case-insensitive "contains" on both databases, with the user's % and _ taken literally. */
export function containsText(column: Expression<string | null> | RawBuilder<string | null>, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
}

export const offsetOf = (page: number, size: number) => (page - 1) * size;

export function paged<T>(items: T[], total: number | string | bigint, page: number, size: number): Paged<T> {
  return { items, total: Number(total), page, size };
}

/** JSON text of a value for an audit column; undefined and null are stored as null. */
export const jsonOrNull = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

/** A console choice read from `site_settings` by its key, as wholeNumberSetting reads it. */
export async function storedWholeNumber(db: Executor, key: string, fallback: number, min: number): Promise<number> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
  return wholeNumberSetting(row?.value, fallback, min);
}
