import { MemberList } from '../../features/admin-members/components/member-list';

export default function AdminMembersRoute() {
  return <MemberList />;
}
