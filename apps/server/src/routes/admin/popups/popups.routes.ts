import { adminPopupSchema, popupCreateBodySchema, popupUpdateBodySchema } from '@snsshop/shared';
import * as content from '../../../services/content/content-admin.js';
import { crudRoutes } from '../admin-route-kit.js';

/** Start-up popups (images come from /admin/media). */
export const adminPopupRoutes = crudRoutes(
  '/admin/popups',
  { item: adminPopupSchema, create: popupCreateBodySchema, update: popupUpdateBodySchema },
  { list: content.listAdminPopups, create: content.createPopup, update: content.updatePopup, remove: content.deletePopup },
  { read: 'content.read', edit: 'content.edit' },
);
