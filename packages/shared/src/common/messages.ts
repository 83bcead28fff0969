import { commonMessages } from './common-messages.js';
import { adminMessages } from '../admin/admin-messages.js';
import { codeMessages, findAccountMessages, loginMessages, registerMessages, socialMessages } from '../auth/auth-messages.js';
import { autoOrderMessages } from '../auto-orders/auto-order-messages.js';
import { catalogAdminMessages } from '../catalog/catalog-admin-messages.js';
import { chargeMessages } from '../charges/charge-messages.js';
import { contentAdminMessages } from '../content/content-admin-messages.js';
import { customerApiMessages } from '../customer-api/customer-api-messages.js';
import { accountMessages } from '../members/account-messages.js';
import { memberAdminMessages } from '../members/member-admin-messages.js';
import { orderAdminMessages } from '../orders/order-admin-messages.js';
import { orderMessages } from '../orders/order-messages.js';
import { refillMessages } from '../refills/refill-messages.js';
import { refundMessages } from '../refunds/refund-messages.js';
import { growthMessages } from '../growth/growth-messages.js';
import { staffMessages } from '../staff/staff-messages.js';

/**
 * Every Korean sentence the server and the screens share, written once. Each domain keeps its own
 * sentences beside its schemas (`orders/order-messages.ts`, …); this gathers them under one `msg`.
 */
export const msg = {
  common: commonMessages,
  login: loginMessages,
  register: registerMessages,
  code: codeMessages,
  social: socialMessages,
  findAccount: findAccountMessages,
  account: accountMessages,
  order: orderMessages,
  customerApi: customerApiMessages,
  autoOrder: autoOrderMessages,
  charge: chargeMessages,
  refill: refillMessages,
  refund: refundMessages,
  growth: growthMessages,
  staff: staffMessages,
  admin: { ...adminMessages, ...memberAdminMessages, ...orderAdminMessages, ...catalogAdminMessages, ...contentAdminMessages },
} as const;
