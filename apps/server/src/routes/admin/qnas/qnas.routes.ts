import { adminQnaSchema, qnaCreateBodySchema, qnaUpdateBodySchema } from '@snsshop/shared';
import * as content from '../../../services/content/content-admin.js';
import { crudRoutes } from '../admin-route-kit.js';

/** Frequently asked questions. */
export const adminQnaRoutes = crudRoutes(
  '/admin/qnas',
  { item: adminQnaSchema, create: qnaCreateBodySchema, update: qnaUpdateBodySchema },
  { list: content.listAdminQnas, create: content.createQna, update: content.updateQna, remove: content.deleteQna },
  { read: 'content.read', edit: 'content.edit' },
);
