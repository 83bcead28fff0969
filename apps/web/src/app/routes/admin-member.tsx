import { MemberDetail } from '../../features/admin/components/members/member-detail';

export default function AdminMemberRoute() {
  return <MemberDetail />;
}
