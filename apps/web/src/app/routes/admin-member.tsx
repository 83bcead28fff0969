import { MemberDetail } from '../../features/admin-members/components/member-detail';

export default function AdminMemberRoute() {
  return <MemberDetail />;
}
