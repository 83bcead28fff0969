import { lazy } from 'react';
import { screenList } from './screen-list';

/**
 * The screens only a member or a browsing guest can open, in a chunk of their own: a visitor who
 * has not started yet (most first visits to /) never downloads their list (issue 17).
 */
const screens = {
  admin: lazy(() => import('./routes/admin-routes')),
  orderDetail: lazy(() => import('./routes/order-detail')),
  massOrder: lazy(() => import('./routes/mass-order')),
  point: lazy(() => import('./routes/point')),
  account: lazy(() => import('./routes/account')),
  qna: lazy(() => import('./routes/qna')),
  orderHistory: lazy(() => import('./routes/order-history')),
  autoOrderHistory: lazy(() => import('./routes/auto-order-history')),
  logout: lazy(() => import('./routes/logout')),
  api: lazy(() => import('./routes/api')),
  guide: lazy(() => import('./routes/guide')),
  serviceUpdates: lazy(() => import('./routes/service-updates')),
  inquiries: lazy(() => import('./routes/inquiries')),
  inquiryDetail: lazy(() => import('./routes/inquiry-detail')),
};

export type MemberScreenName = keyof typeof screens;

export default screenList(screens);
