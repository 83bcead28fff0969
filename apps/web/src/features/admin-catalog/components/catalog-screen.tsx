import { adminScreens } from '../../../config/admin-screens';
import { TabbedAdminPage } from '../../../components/admin/tabbed-admin-page';
import { CategoryManager } from './category-manager';
import { PlatformManager } from './platform-manager';
import { ProviderHealthTable } from './provider-health';
import { ProviderManager } from './provider-manager';
import { ServiceManager } from './service-manager';

const tabs = [
  { key: 'services', label: '상품', view: ServiceManager },
  { key: 'categories', label: '카테고리', view: CategoryManager },
  { key: 'platforms', label: '플랫폼', view: PlatformManager },
  { key: 'providers', label: '공급처', view: ProviderManager },
  { key: 'health', label: '공급처 상태', view: ProviderHealthTable },
] as const;

/** Platforms → categories → services, and the upstream panels they are fulfilled by. */
export function CatalogScreen() {
  return (
    <TabbedAdminPage
      title={adminScreens.catalog.label}
      desc="쇼핑몰에 보이는 플랫폼·카테고리·상품과, 주문을 처리할 공급처(SMM 패널)를 관리합니다."
      menuLabel="상품 관리 메뉴"
      tabs={tabs}
    />
  );
}
