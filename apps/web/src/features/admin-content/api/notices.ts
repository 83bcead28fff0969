import { adminNoticeSchema, type NoticeCreateBody, type NoticeUpdateBody } from '@snsshop/shared/content';
import { adminApiPaths } from '../../../config/admin-paths';
import { crudResource } from '../../../lib/admin/crud-resource';

/** Notices; the server sanitises the HTML on save. */
export const noticesApi = crudResource<typeof adminNoticeSchema, NoticeCreateBody, NoticeUpdateBody>('notices', adminApiPaths.notices, adminNoticeSchema);
