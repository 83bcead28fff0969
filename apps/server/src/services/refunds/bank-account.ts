import type { AppContext } from '../../context.js';
import { openSealedText, sealText } from '../../lib/sealed-text.js';
import { accountKit } from '../members/account-kit.js';

/** The account number is stored only encrypted with a purpose key derived from the shop's secret (lib/secrets.ts). */
export const sealAccount = (ctx: AppContext, digits: string) => sealText(accountKit(ctx).secrets.bankAccountKey, digits);
export const openAccount = (ctx: AppContext, stored: string | null) => openSealedText(accountKit(ctx).secrets.bankAccountKey, stored);

/** What screens show: every digit but the last four hidden. */
export const maskAccount = (digits: string) => `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;

/** What a finished request keeps once its member has left: the amounts, bank and masked number (payment records, 5 years). */
export const forgottenRefundFields = { email: null, holder: null, account_enc: null } as const;
