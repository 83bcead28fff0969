import { PaymentStatus, type Charge } from '@snsshop/shared';
import type { PointChargeRow } from '../../db/schema.js';

/** docs/storefront-rules.md §9: an unpaid charge is cancelled 3 hours after it was requested. */
export const CHARGE_WINDOW_MS = 3 * 3600_000;

export type DecidedBy = 'webhook' | 'feed' | 'admin' | 'toss' | 'expiry';

export const statusNames = { pending: PaymentStatus.PENDING, success: PaymentStatus.SUCCESS, fail: PaymentStatus.FAIL } as const;
export type StatusName = keyof typeof statusNames;

export function toCharge(row: PointChargeRow): Charge {
  return {
    id: row.id,
    createdAt: row.created_at,
    point: Number(row.point),
    status: row.status,
    responseAt: row.responded_at,
  };
}

/** Bank statements vary in spacing and Unicode form: compare names as NFC without any spaces. */
export function normalizeDepositor(name: string): string {
  return name.normalize('NFC').replace(/\s+/gu, '');
}
