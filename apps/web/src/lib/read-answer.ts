/**
 * Readers with zod's `safeParse` shape for the answers the first screen needs, so the landing page
 * and the order page load no schema library before they paint (issue 17); every other answer is
 * parsed with the shared zod schemas.
 */
export type SafeParse<T> = { success: true; data: T } | { success: false };

export interface Reader<T> {
  safeParse(data: unknown): SafeParse<T>;
}

export type Check<T> = (value: unknown) => value is T;

export const reader = <T>(check: Check<T>): Reader<T> => ({
  safeParse: (data) => (check(data) ? { success: true, data } : { success: false }),
});

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
export const isString = (v: unknown): v is string => typeof v === 'string';
export const isLine = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
export const isInt = (v: unknown): v is number => Number.isSafeInteger(v);

export const isArrayOf =
  <T>(check: Check<T>): Check<T[]> =>
  (v): v is T[] =>
    Array.isArray(v) && v.every(check);

/** An object whose listed fields each pass their check (other fields are left as they are). */
export const isShape =
  <T>(checks: { [K in keyof T]-?: (value: unknown) => boolean }): Check<T> =>
  (v): v is T =>
    isRecord(v) && Object.entries(checks).every(([key, check]) => (check as (value: unknown) => boolean)(v[key]));

export const isOptional =
  (check: (value: unknown) => boolean) =>
  (v: unknown): boolean =>
    v === undefined || check(v);

export const isNullable =
  (check: (value: unknown) => boolean) =>
  (v: unknown): boolean =>
    v === null || check(v);
