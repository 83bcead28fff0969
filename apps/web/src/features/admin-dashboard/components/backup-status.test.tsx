import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackupStatus } from './backup-status';

describe('dashboard backup panel', () => {
  it('shows the last backup, its size and that it checked out', () => {
    render(<BackupStatus backup={{ intervalHours: 24, keep: 7, last: { at: '2026-11-21T03:00:00.000Z', file: '/data/backups/shop.db', size: 409_600, ok: true, error: null } }} />);
    expect(screen.getByText('정상')).toBeTruthy();
    expect(screen.getByText(/마지막 백업 .* 400KB/)).toBeTruthy();
    expect(screen.getByText('24시간마다 자동 백업, 최근 7개 보관')).toBeTruthy();
  });

  it('a failed backup is shown as failed with its reason; no backup at all says how to make one', () => {
    const { unmount } = render(<BackupStatus backup={{ intervalHours: 0, keep: 7, last: { at: '2026-11-21T03:00:00.000Z', file: 'x.corrupt', size: 10, ok: false, error: 'integrity_check: page 3' } }} />);
    expect(screen.getByText('실패')).toBeTruthy();
    expect(screen.getByText('integrity_check: page 3')).toBeTruthy();
    expect(screen.getByText('자동 백업이 꺼져 있습니다 (BACKUP_INTERVAL_HOURS=0).')).toBeTruthy();
    unmount();
    render(<BackupStatus backup={{ intervalHours: 24, keep: 7, last: null }} />);
    expect(screen.getByText('백업 없음')).toBeTruthy();
  });
});
