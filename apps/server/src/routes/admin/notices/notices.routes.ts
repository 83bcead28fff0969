import { adminNoticeSchema, noticeCreateBodySchema, noticeUpdateBodySchema } from '@snsshop/shared';
import * as notices from '../../../services/content/notice-admin.js';
import { crudRoutes } from '../admin-route-kit.js';

/** Notices (HTML sanitised on save and on render). */
export const adminNoticeRoutes = crudRoutes(
  '/admin/notices',
  { item: adminNoticeSchema, create: noticeCreateBodySchema, update: noticeUpdateBodySchema },
  { list: notices.listAdminNotices, create: notices.createNotice, update: notices.updateNotice, remove: notices.deleteNotice },
  { read: 'content.read', edit: 'content.edit' },
);
