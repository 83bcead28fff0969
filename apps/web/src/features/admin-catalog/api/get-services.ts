import { pagedSchema } from '@snsshop/shared/admin';
import { adminServiceSchema } from '@snsshop/shared/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, adminKey, withQuery } from '../../../lib/admin/admin-request';

export interface ServicesFilter {
  platformId?: number;
  categoryId?: number;
  providerId?: number;
  q?: string;
  page: number;
}

export const SERVICES_PAGE_SIZE = 50;

/** The shop's services (hidden ones too), sorted by sort order then id. */
export const getServices = (f: ServicesFilter, signal?: AbortSignal) =>
  adminApi.get(withQuery(adminApiPaths.services, { ...f, q: f.q?.trim(), size: SERVICES_PAGE_SIZE }), pagedSchema(adminServiceSchema), signal);

export const servicesQueryOptions = (f: ServicesFilter) =>
  queryOptions({ queryKey: [adminKey, 'services', f], queryFn: ({ signal }) => getServices(f, signal), placeholderData: keepPreviousData });

export function useServices(f: ServicesFilter) {
  return useQuery(servicesQueryOptions(f));
}
