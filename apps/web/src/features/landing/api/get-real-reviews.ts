import { useQuery } from '@tanstack/react-query';

/** The best real reviews (the owner's switch 첫 화면 후기를 실제 구매 후기로). */
export function useRealReviews(enabled: boolean) {
  return useQuery({ queryKey: ['landing-reviews'], queryFn: async ({ signal }) => (await import('./real-landing-fetch')).getRealReviews(signal), enabled, staleTime: 60_000, retry: false });
}
