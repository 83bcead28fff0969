import type { Charge } from '@snsshop/shared/charges';
import { PaymentStatus } from '@snsshop/shared/common';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { profileQueryOptions } from '../../../lib/get-profile';

/**
 * The balance in the top bar is the profile's. Read it again when the history shows a newly credited
 * charge: on the first load one credited after the profile was read, later any charge that turned
 * (or arrived) credited. Each charge triggers this at most once.
 */
export function useRefetchProfileOnCredit(rows: readonly Charge[] | undefined) {
  const queryClient = useQueryClient();
  const credited = useRef<Set<number> | null>(null);

  useEffect(() => {
    if (!rows) return;
    const profileKey = profileQueryOptions().queryKey;
    const success = rows.filter((c) => c.status === PaymentStatus.SUCCESS);
    const seen = credited.current;
    const profileReadAt = queryClient.getQueryState(profileKey)?.dataUpdatedAt ?? 0;
    const isNew = seen
      ? (c: Charge) => !seen.has(c.id)
      : (c: Charge) => c.responseAt === null || Date.parse(c.responseAt) > profileReadAt;
    const changed = success.some(isNew);
    credited.current = new Set([...(seen ?? []), ...success.map((c) => c.id)]);
    if (changed) void queryClient.invalidateQueries({ queryKey: profileKey });
  }, [rows, queryClient]);
}
