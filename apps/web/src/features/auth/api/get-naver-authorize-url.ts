import { authorizeUrlSchema } from '@snsshop/shared/members';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';

/** Fetched on each click (the state inside is single-use), so no query cache. */
export const getNaverAuthorizeUrl = () => api.get(memberApiPaths.naverAuthorizeUrl, authorizeUrlSchema);
