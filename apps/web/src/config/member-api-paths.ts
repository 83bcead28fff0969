import { REST } from './paths';

/**
 * Sign-in, sign-up, and a member's own actions and records (account, points, orders): apart from
 * paths.ts, so only the screens that call them carry these URLs, not a guest's first load.
 */
export const memberApiPaths = {
  login: `${REST}/auth/login`,
  register: `${REST}/auth/register`,
  sendEmailCode: `${REST}/auth/send-email`,
  sendPhoneCode: `${REST}/auth/send-phone-number`,
  naverAuthorizeUrl: `${REST}/auth/naver/authorize-url`,
  kakaoAuthorizeUrl: `${REST}/auth/kakao/authorize-url`,
  loginNaver: `${REST}/auth/login/naver`,
  loginKakao: `${REST}/auth/login/kakao`,
  registerNaver: `${REST}/auth/register/naver`,
  registerKakao: `${REST}/auth/register/kakao`,
  findId: `${REST}/service/find-id`,
  findPassword: `${REST}/service/find-password`,
  resetPassword: `${REST}/service/reset-password`,
  changePassword: `${REST}/auth/change-password`,
  apiKey: `${REST}/auth/api-key`,
  referralCode: `${REST}/auth/referral-code`,
  account: `${REST}/auth/account`,
  notificationPreferences: `${REST}/auth/notifications`,
  webhook: `${REST}/auth/webhook`,
  webhookSecret: `${REST}/auth/webhook/secret`,
  pointCharge: `${REST}/service/point`,
  pointHistoryPage: `${REST}/service/point-history/page`,
  pointTossCheckout: (chargeId: number) => `${REST}/service/point/${chargeId}/toss`,
  pointTossConfirm: `${REST}/service/point/toss/confirm`,
  pointRefunds: `${REST}/service/point/refunds`,
  order: `${REST}/service/order`,
  orderHistory: `${REST}/service/order-history`,
  orderHistoryPage: `${REST}/service/order-history/page`,
  orderCancel: (id: number) => `${REST}/service/order/${id}/cancel`,
  orderDetail: (id: number) => `${REST}/service/order-history/${id}`,
  serviceStats: `${REST}/service/service-stats`,
  subscriptions: `${REST}/service/subscriptions`,
  orderRefill: (id: number) => `${REST}/service/order/${id}/refill`,
  autoOrderHistoryPage: `${REST}/service/auto-order-history/page`,
  autoOrderCancel: (id: number) => `${REST}/service/auto-order/${id}/cancel`,
  apiInfo: `${REST}/service/api-info`,
} as const;
