import type { StaffMember } from '@snsshop/shared/staff';
import { Badge } from '../../../components/admin/badges';

/** Where a staff member's two-factor sign-in stands: a lock (timed, or held until the owner unlocks it) comes first. */
export function TwoFactorCell({ s }: { s: StaffMember }) {
  if (s.twoFactorLock === 'held') return <Badge tone="danger">2단계 인증 잠김 (대표 해제 필요)</Badge>;
  if (s.twoFactorLock === 'timed') return <Badge tone="warn">2단계 인증 잠김 (15분 뒤 자동 해제)</Badge>;
  return <>{s.twoFactorEnrolled ? '등록' : s.twoFactorRequired ? '미등록 (필수)' : '미등록'}</>;
}
