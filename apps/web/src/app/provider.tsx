import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { bootstrapAuth } from '../lib/get-profile';
import { settingsQueryOptions } from '../lib/get-settings';

interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProvider({ queryClient, children }: AppProviderProps) {
  useEffect(() => {
    void queryClient.prefetchQuery(settingsQueryOptions());
    void bootstrapAuth(queryClient);
  }, [queryClient]);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
