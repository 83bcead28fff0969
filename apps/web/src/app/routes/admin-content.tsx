import { ContentScreen } from '../../features/admin/components/content/content-screen';

export default function AdminContentRoute() {
  return <ContentScreen />;
}
