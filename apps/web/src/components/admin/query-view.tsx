import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageSpinner } from '../ui/spinner';
import { errorMessage } from '../../lib/api-client';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** What failed to load, e.g. "회원 목록". */
  what: string;
  children: (data: T) => ReactNode;
}

/** Spinner while loading, the server's message with a retry on failure, the content otherwise. */
export function QueryView<T>({ query, what, children }: QueryViewProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <div className="card error-card" role="alert">
        <p>{errorMessage(query.error, `${what}을(를) 불러오지 못했습니다.`)}</p>
        <button type="button" className="btn btn--primary btn--sm" onClick={() => void query.refetch()}>
          다시 시도
        </button>
      </div>
    );
  }
  return <PageSpinner />;
}
