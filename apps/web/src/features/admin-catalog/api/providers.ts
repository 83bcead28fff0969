import { adminProviderSchema, type ProviderCreateBody, type ProviderUpdateBody } from '@snsshop/shared/catalog';
import { adminApiPaths } from '../../../config/admin-paths';
import { crudResource } from '../../../lib/admin/crud-resource';

/** SMM API v2 panels: GET/POST /admin/providers, PATCH/DELETE /admin/providers/:id (the key is write-only). */
export const providersApi = crudResource<typeof adminProviderSchema, ProviderCreateBody, ProviderUpdateBody>('providers', adminApiPaths.providers, adminProviderSchema);
