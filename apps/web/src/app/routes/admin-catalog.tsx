import { CatalogScreen } from '../../features/admin/components/catalog/catalog-screen';

export default function AdminCatalogRoute() {
  return <CatalogScreen />;
}
