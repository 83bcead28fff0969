import type { Category } from '@snsshop/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { isArrayOf, isInt, isShape, isString, reader } from '../../../lib/read-answer';

/** The shared categorySchema's shape, read without zod: the order page's first screen. */
const categoryList = reader(isArrayOf(isShape<Category>({ id: isInt, text: isString, platform: isInt })));

export const getCategories = (signal?: AbortSignal) => api.get(apiPaths.categories, categoryList, signal);

export const categoriesQueryOptions = () => queryOptions({ queryKey: ['categories'], queryFn: ({ signal }) => getCategories(signal), staleTime: 5 * 60_000 });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
