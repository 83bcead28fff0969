import type { Charge } from '@snsshop/shared/charges';
import { PaymentStatus } from '@snsshop/shared/common';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { profileQueryOptions } from '../../../lib/get-profile';

/**
 * The balance in the top bar is the profile's. Read it again when the history shows a newly credited
 * charge: one seen waiting that now shows credited, or one not seen before (a first load, another
 * page) credited after the profile was read. Each charge triggers this at most once.
 */
export function useRefetchProfileOnCredit(rows: readonly Charge[] | undefined) {
  const queryClient = useQueryClient();
  // the status each charge had when last shown: paging brings charges not seen before
  const seen = useRef(new Map<number, number>());

  useEffect(() => {
    if (!rows) return;
    const profileKey = profileQueryOptions().queryKey;
    const profileReadAt = queryClient.getQueryState(profileKey)?.dataUpdatedAt ?? 0;
    const isNew = (c: Charge) => {
      const before = seen.current.get(c.id);
      if (before !== undefined) return before !== PaymentStatus.SUCCESS;
      return c.responseAt === null || Date.parse(c.responseAt) > profileReadAt;
    };
    const changed = rows.some((c) => c.status === PaymentStatus.SUCCESS && isNew(c));
    for (const c of rows) seen.current.set(c.id, c.status);
    if (changed) void queryClient.invalidateQueries({ queryKey: profileKey });
  }, [rows, queryClient]);
}
