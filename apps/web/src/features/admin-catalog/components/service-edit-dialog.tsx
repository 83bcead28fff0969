import type { AdminCategory, AdminPlatform, AdminProvider, AdminService } from '@snsshop/shared/catalog';
import { Modal } from '../../../components/admin/modal';
import { RouteEditor } from './route-editor';
import { ServiceForm } from './service-form';

export type ServiceEditing = AdminService | 'new' | null;

interface ServiceEditDialogProps {
  editing: ServiceEditing;
  platforms: AdminPlatform[];
  categories: AdminCategory[];
  providers: AdminProvider[];
  /** The category the list is filtered by, the new service's first choice. */
  defaultCategoryId: string;
  onClose: () => void;
}

/** 상품 추가 / 상품 수정: the service's fields, and for a saved service its routes. */
export function ServiceEditDialog({ editing, platforms, categories, providers, defaultCategoryId, onClose }: ServiceEditDialogProps) {
  return (
    <Modal open={editing !== null} title={editing === 'new' ? '상품 추가' : '상품 수정'} onClose={onClose} wide>
      {editing !== null && (
        <ServiceForm service={editing === 'new' ? null : editing} platforms={platforms} categories={categories} providers={providers} defaultCategoryId={defaultCategoryId} onDone={onClose} />
      )}
      {editing !== null && editing !== 'new' && <RouteEditor serviceId={editing.id} providers={providers} />}
      {editing === 'new' && <p className="adm-hint">상품을 저장한 뒤 수정 화면에서 공급 경로를 여러 개 정할 수 있습니다.</p>}
    </Modal>
  );
}
