import { CatalogScreen } from '../../features/admin-catalog/components/catalog-screen';

export default function AdminCatalogRoute() {
  return <CatalogScreen />;
}
