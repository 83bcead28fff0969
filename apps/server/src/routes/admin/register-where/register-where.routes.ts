import { adminRegisterWhereSchema, registerWhereCreateBodySchema, registerWhereUpdateBodySchema } from '@snsshop/shared';
import * as content from '../../../services/content/content-admin.js';
import { crudRoutes } from '../admin-route-kit.js';

/** The "how did you find us" choices on the sign-up form. */
export const adminRegisterWhereRoutes = crudRoutes(
  '/admin/register-where',
  { item: adminRegisterWhereSchema, create: registerWhereCreateBodySchema, update: registerWhereUpdateBodySchema },
  { list: content.listAdminRegisterWhere, create: content.createRegisterWhere, update: content.updateRegisterWhere, remove: content.deleteRegisterWhere },
  { read: 'content.read', edit: 'content.edit' },
);
