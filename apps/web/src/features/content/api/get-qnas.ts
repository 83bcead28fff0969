import { qnaSchema } from '@snsshop/shared/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contentApiPaths } from '../../../config/content-api-paths';
import { api } from '../../../lib/api-client';

export const getQnas = (signal?: AbortSignal) => api.get(contentApiPaths.qnas, z.array(qnaSchema), signal);

export const qnasQueryOptions = () => queryOptions({ queryKey: ['qnas'], queryFn: ({ signal }) => getQnas(signal), staleTime: 5 * 60_000 });

export function useQnas() {
  return useQuery(qnasQueryOptions());
}
