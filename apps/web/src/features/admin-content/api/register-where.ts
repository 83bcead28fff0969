import { adminRegisterWhereSchema, type RegisterWhereCreateBody, type RegisterWhereUpdateBody } from '@snsshop/shared/content';
import { adminApiPaths } from '../../../config/admin-paths';
import { crudResource } from '../../../lib/admin/crud-resource';

/** The sign-up route options of the register form. */
export const registerWhereApi = crudResource<typeof adminRegisterWhereSchema, RegisterWhereCreateBody, RegisterWhereUpdateBody>(
  'register-where',
  adminApiPaths.registerWhere,
  adminRegisterWhereSchema,
);
