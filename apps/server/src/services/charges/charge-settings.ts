import { readSettings, type DepositInstructions, type Setting, type SiteSettings } from '@snsshop/shared';
import type { Executor } from '../../db/database.js';

const keys = [
  'BANKING_NAME',
  'BANKING_ACCOUNT_NUMBER',
  'BANKING_DISPLAY_TEXT',
  'BANKING_BANKING_CODE',
  'ENABLE_PAYMENT_FEE',
  'ENABLE_PAYMENT_TYPE',
  'ENABLE_TOSS_PAYMENT',
] as const;

/** The site settings a charge depends on, read fresh (an owner's change applies to the next request). */
export async function chargeSettings(db: Executor): Promise<SiteSettings> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).where('key', 'in', [...keys]).execute();
  return readSettings(rows.map((r) => ({ key: r.key, value: JSON.parse(r.value) as Setting['value'] })));
}

export function depositInstructions(s: SiteSettings): DepositInstructions {
  return {
    bankName: s.text('BANKING_NAME'),
    accountNumber: s.text('BANKING_ACCOUNT_NUMBER'),
    displayText: s.text('BANKING_DISPLAY_TEXT'),
    bankCode: s.text('BANKING_BANKING_CODE'),
  };
}
