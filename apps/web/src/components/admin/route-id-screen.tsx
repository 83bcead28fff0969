import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { idParam } from '../../lib/admin/use-list-params';

/**
 * A console screen for one record named by the address (`/admin/…/:id`): a fresh screen per id, or a
 * Korean "not found" card when the id is not a positive whole number.
 */
export function RouteIdScreen({ notFound, children }: { notFound: string; children: (id: number) => ReactNode }) {
  const id = idParam(useParams().id ?? '');
  if (!id) {
    return (
      <div className="card empty-card">
        <p>{notFound}</p>
      </div>
    );
  }
  return <>{children(id)}</>;
}
