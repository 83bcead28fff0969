import { mediaSchema } from '@snsshop/shared/catalog';
import { adminApiPaths } from '../../config/admin-paths';
import { adminApi, useAdminMutation } from './admin-request';

/** PNG, JPEG, WebP or GIF up to 2 MB, sent as a data URL; answers the public URL to store. */
export const uploadMedia = (dataUrl: string) => adminApi.post(adminApiPaths.media, { dataUrl }, mediaSchema);

export function useUploadMedia() {
  return useAdminMutation({ mutationFn: uploadMedia, success: '이미지를 올렸습니다.' });
}
