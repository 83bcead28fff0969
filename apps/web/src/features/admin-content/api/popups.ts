import { adminPopupSchema, type PopupCreateBody, type PopupUpdateBody } from '@snsshop/shared/content';
import { adminApiPaths } from '../../../config/admin-paths';
import { crudResource } from '../../../lib/admin/crud-resource';

/** Start-up popups (image from /admin/media or an https address). */
export const popupsApi = crudResource<typeof adminPopupSchema, PopupCreateBody, PopupUpdateBody>('popups', adminApiPaths.popups, adminPopupSchema);
