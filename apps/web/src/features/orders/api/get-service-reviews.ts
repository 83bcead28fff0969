import type { PublicReview, ServiceReviews } from '@snsshop/shared/reviews';
import { useQuery } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';
import { isArrayOf, isCount, isInt, isLine, isNullable, isNumber, isShape, isString, reader } from '../../../lib/read-answer';

/** The shared review schemas' shapes, read without zod like the rest of the order page. */
export const isPublicReview = isShape<PublicReview>({ id: isInt, name: isLine, serviceName: isString, rating: isInt, text: isLine, reply: isNullable(isString), createdAt: isString });
const serviceReviews = reader(isShape<ServiceReviews>({ serviceId: isInt, average: isNullable(isNumber), count: isCount, latest: isArrayOf(isPublicReview) }));

export const serviceReviewsQueryKey = (serviceId: number) => ['service-reviews', serviceId] as const;

/** One service's 구매 후기: average stars, how many, the newest few (hidden ones never come). */
export function useServiceReviews(serviceId: number) {
  return useQuery({ queryKey: serviceReviewsQueryKey(serviceId), queryFn: ({ signal }) => api.get(memberApiPaths.serviceReviews(serviceId), serviceReviews, signal), staleTime: 60_000 });
}
