import { adminPlatformSchema, type PlatformCreateBody, type PlatformUpdateBody } from '@snsshop/shared/catalog';
import { adminApiPaths } from '../../../config/admin-paths';
import { crudResource } from '../../../lib/admin/crud-resource';

/** GET/POST /admin/platforms, PATCH/DELETE /admin/platforms/:id (hidden platforms included). */
export const platformsApi = crudResource<typeof adminPlatformSchema, PlatformCreateBody, PlatformUpdateBody>('platforms', adminApiPaths.platforms, adminPlatformSchema);
