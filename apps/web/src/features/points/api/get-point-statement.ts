import { pointStatementPageSchema } from '@snsshop/shared/charges';
import type { LedgerKind } from '@snsshop/shared/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';
import { fetchBlob, saveBlob } from '../../../lib/fetch-blob';

export interface StatementFilter {
  kind?: LedgerKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const search = (params: Record<string, string | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
};

/** One page (20 rows) of the member's points statement, newest first, with the period's totals. */
export const getPointStatement = (filter: StatementFilter, cursor: string | undefined, signal?: AbortSignal) =>
  api.get(`${memberApiPaths.pointStatement}${search({ ...filter, cursor })}`, pointStatementPageSchema, signal);

export function usePointStatement(filter: StatementFilter, cursor: string | undefined, { enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: ['point-statement', filter, cursor ?? null], queryFn: ({ signal }) => getPointStatement(filter, cursor, signal), placeholderData: keepPreviousData, enabled });
}

/** The statement of the filter's period as a CSV file (UTF-8 with BOM, opens in Excel). */
export async function downloadPointStatement(filter: StatementFilter, days: { from: string; to: string }) {
  saveBlob(await fetchBlob(`${memberApiPaths.pointStatementCsv}${search({ ...filter })}`), `포인트내역-${days.from}-${days.to}.csv`);
}
