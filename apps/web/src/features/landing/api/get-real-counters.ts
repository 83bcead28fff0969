import { useQuery } from '@tanstack/react-query';

/** The shop's real figures (the owner's switch 첫 화면 숫자를 실제 값으로); the server keeps them a minute. */
export function useRealCounters(enabled: boolean) {
  return useQuery({ queryKey: ['landing-counters'], queryFn: async ({ signal }) => (await import('./real-landing-fetch')).getRealCounters(signal), enabled, staleTime: 60_000, retry: false });
}
