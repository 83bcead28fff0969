import { adminCategorySchema, type CategoryCreateBody, type CategoryUpdateBody } from '@snsshop/shared/catalog';
import { adminApiPaths } from '../../../config/admin-paths';
import { crudResource } from '../../../lib/admin/crud-resource';

/** GET /admin/categories?platformId=, POST, PATCH/DELETE /admin/categories/:id. */
export const categoriesApi = crudResource<typeof adminCategorySchema, CategoryCreateBody, CategoryUpdateBody>('categories', adminApiPaths.categories, adminCategorySchema);
