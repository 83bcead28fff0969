import { MemberList } from '../../features/admin/components/members/member-list';

export default function AdminMembersRoute() {
  return <MemberList />;
}
