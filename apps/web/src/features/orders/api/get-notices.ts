import type { Notice } from '@snsshop/shared/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { isArrayOf, isBoolean, isInt, isShape, isString, reader } from '../../../lib/read-answer';

/** The shared noticeSchema's shape, read without zod: the top notice is the order page's largest paint. */
const noticeList = reader(isArrayOf(isShape<Notice>({ id: isInt, content: isString, isTop: isBoolean, bgColor: isString })));

export const getNotices = (signal?: AbortSignal) => api.get(apiPaths.notices, noticeList, signal);

export const noticesQueryOptions = () => queryOptions({ queryKey: ['notices'], queryFn: ({ signal }) => getNotices(signal), staleTime: 5 * 60_000 });

export function useNotices() {
  return useQuery(noticesQueryOptions());
}
