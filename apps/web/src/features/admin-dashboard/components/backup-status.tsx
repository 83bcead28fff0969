import { formatDateTime, formatNumber } from '@snsshop/shared/common';
import type { Dashboard } from '@snsshop/shared/dashboard';
import { Panel } from '../../../components/admin/admin-page';
import { Badge } from '../../../components/admin/badges';

/** The last SQLite backup (taken on schedule or with `npm run admin -- backup`) and whether it checked out. */
export function BackupStatus({ backup }: { backup: NonNullable<Dashboard['backup']> }) {
  const last = backup.last;
  return (
    <Panel title="백업">
      {!last ? (
        <p>
          <Badge tone="danger">백업 없음</Badge> 아직 백업이 없습니다. <code>npm run admin -- backup</code>으로 지금 만들 수 있습니다.
        </p>
      ) : (
        <p>
          {last.ok ? <Badge tone="success">정상</Badge> : <Badge tone="danger">실패</Badge>} 마지막 백업 {formatDateTime(last.at)} ·{' '}
          {formatNumber(Math.ceil(last.size / 1024))}KB
          {last.error && (
            <>
              <br />
              <span className="adm-error-text">{last.error}</span>
            </>
          )}
        </p>
      )}
      <p className="adm-hint">
        {backup.intervalHours > 0 ? `${backup.intervalHours}시간마다 자동 백업, 최근 ${backup.keep}개 보관` : '자동 백업이 꺼져 있습니다 (BACKUP_INTERVAL_HOURS=0).'}
      </p>
    </Panel>
  );
}
