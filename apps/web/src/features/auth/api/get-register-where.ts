import { registerWhereSchema } from '@snsshop/shared/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contentApiPaths } from '../../../config/content-api-paths';
import { api } from '../../../lib/api-client';

export const getRegisterWhere = (signal?: AbortSignal) => api.get(contentApiPaths.registerWhere, z.array(registerWhereSchema), signal);

export const registerWhereQueryOptions = () =>
  queryOptions({ queryKey: ['register-where'], queryFn: ({ signal }) => getRegisterWhere(signal), staleTime: 10 * 60_000 });

export function useRegisterWhere() {
  return useQuery(registerWhereQueryOptions());
}
