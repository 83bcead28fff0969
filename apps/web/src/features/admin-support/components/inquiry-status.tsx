import { inquiryStatusLabel, type InquiryStatus } from '@snsshop/shared/support';
import { Badge } from '../../../components/admin/badges';

const statusTone = { open: 'warn', answered: 'info', closed: 'neutral' } as const;
export const InquiryStatusBadge = ({ status }: { status: InquiryStatus }) => <Badge tone={statusTone[status]}>{inquiryStatusLabel[status]}</Badge>;

/** "3시간 대기": how long the member has waited for staff. */
export function waited(since: string | null): string | null {
  if (!since) return null;
  const hours = Math.floor((Date.now() - Date.parse(since)) / 3_600_000);
  return hours < 1 ? '1시간 미만 대기' : hours < 48 ? `${hours}시간 대기` : `${Math.floor(hours / 24)}일 대기`;
}
