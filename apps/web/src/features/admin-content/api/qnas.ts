import { adminQnaSchema, type QnaCreateBody, type QnaUpdateBody } from '@snsshop/shared/content';
import { adminApiPaths } from '../../../config/admin-paths';
import { crudResource } from '../../../lib/admin/crud-resource';

/** Frequently asked questions (plain-text answers). */
export const qnasApi = crudResource<typeof adminQnaSchema, QnaCreateBody, QnaUpdateBody>('qnas', adminApiPaths.qnas, adminQnaSchema);
