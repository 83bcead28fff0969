import { AuditList } from '../../features/admin/components/audit/audit-list';

export default function AdminAuditRoute() {
  return <AuditList />;
}
