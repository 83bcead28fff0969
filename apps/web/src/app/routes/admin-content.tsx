import { ContentScreen } from '../../features/admin-content/components/content-screen';

export default function AdminContentRoute() {
  return <ContentScreen />;
}
