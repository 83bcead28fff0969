import { AuditList } from '../../features/admin-audit/components/audit-list';

export default function AdminAuditRoute() {
  return <AuditList />;
}
