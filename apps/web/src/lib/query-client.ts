import { QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    /** `overlay: true` shows the full-screen loading overlay while the mutation runs. */
    mutationMeta: { overlay?: boolean };
  }
}

/** docs/storefront-rules.md §9: start-up queries are not retried and not refetched automatically. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
