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

/**
 * Every Korean sentence the server and the screens share, written once. Each domain keeps its own
 * sentences beside its schemas (`orders/order-messages.ts`, …); this gathers them under one `msg`.
 */
export const msg = {
  common: {
    error: '오류가 발생했습니다.',
    badFormat: '입력 형식을 맞춰주세요.',
    badRequest: '요청 형식이 올바르지 않습니다.',
    unsupportedMediaType: '지원하지 않는 요청 형식입니다.',
    tooLarge: '요청이 너무 큽니다.',
    badAddress: '주소 형식이 올바르지 않습니다.',
    addressTooLong: '주소가 너무 깁니다.',
    notFound: '요청한 내용을 찾을 수 없습니다.',
    unauthorized: '로그인이 필요합니다.',
    tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    server: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    guestBlocked: '둘러보기 상태에서는 불가능 합니다',
  },
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
  admin: { ...adminMessages, ...memberAdminMessages, ...orderAdminMessages, ...catalogAdminMessages, ...contentAdminMessages },
} as const;
