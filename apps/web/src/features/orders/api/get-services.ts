import type { Service } from '@snsshop/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { isArrayOf, isBoolean, isInt, isNullable, isNumber, isOptional, isShape, isString, reader } from '../../../lib/read-answer';

/** The shared serviceSchema's shape, read without zod: the order page's first screen. */
const serviceList = reader(
  isArrayOf(
    isShape<Service>({
      id: isInt,
      text: isString,
      categoryId: isInt,
      min: isInt,
      max: isInt,
      point: isNumber,
      priceE7: isInt,
      priceText: isString,
      notice: isString,
      isReadOnly: isBoolean,
      enableAuto: isBoolean,
      wonText: isOptional(isString),
      refillDays: isOptional(isNullable(isInt)),
      serviceType: isOptional(isString),
      maxPosts: isOptional(isInt),
    }),
  ),
);

/** The order page asks for the won label ("1개당 12원") with each service. */
export const getServices = (signal?: AbortSignal) => api.get(apiPaths.servicesWithWon, serviceList, signal);

export const servicesQueryOptions = () =>
  queryOptions({ queryKey: ['services', { includeWon: true }], queryFn: ({ signal }) => getServices(signal), staleTime: 5 * 60_000 });

export function useServices() {
  return useQuery(servicesQueryOptions());
}
