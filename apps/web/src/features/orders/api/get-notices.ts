import { noticeSchema } from '@snsshop/shared/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const getNotices = (signal?: AbortSignal) => api.get(apiPaths.notices, z.array(noticeSchema), signal);

export const noticesQueryOptions = () => queryOptions({ queryKey: ['notices'], queryFn: ({ signal }) => getNotices(signal), staleTime: 5 * 60_000 });

export function useNotices() {
  return useQuery(noticesQueryOptions());
}
