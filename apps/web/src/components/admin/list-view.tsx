import type { Paged } from '@snsshop/shared/admin';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataTable, type Column } from '../ui/data-table';
import { countText, PagedFooter } from './paged-footer';
import { QueryView } from './query-view';

export interface ListViewProps<T> {
  /** Every row, or a page of them the server counted. */
  query: UseQueryResult<readonly T[] | Paged<T>>;
  /** What failed to load, e.g. "회원 목록". */
  what: string;
  caption: string;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  empty: ReactNode;
  /** The count's unit (건, 명). */
  unit?: string;
  /** A paged list: the page shown and how to go to another. */
  paging?: { page: number; size: number; onPage: (page: number, after?: number) => void };
}

/** A console list: its count, its rows (cards on phones) and, for a paged one, the page buttons. */
export function ListView<T>({ query, what, caption, columns, rowKey, empty, unit = '건', paging }: ListViewProps<T>) {
  return (
    <QueryView query={query} what={what}>
      {(data) => {
        const page = isPaged(data) ? data : null;
        const rows = page ? page.items : (data as readonly T[]);
        return (
          <>
            <p className="adm-count">{page ? countText(page, unit) : `총 ${rows.length}${unit}`}</p>
            <DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} empty={empty} />
            {page && paging && <PagedFooter page={paging.page} size={paging.size} total={page.total} cursors={page.cursors} onPage={paging.onPage} />}
          </>
        );
      }}
    </QueryView>
  );
}

const isPaged = <T,>(data: readonly T[] | Paged<T>): data is Paged<T> => !Array.isArray(data);
