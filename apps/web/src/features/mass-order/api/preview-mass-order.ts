import { massOrderPreviewSchema } from '@snsshop/shared/orders';
import { useMutation } from '@tanstack/react-query';
import { memberApiPaths } from '../../../config/member-api-paths';
import { api } from '../../../lib/api-client';

/** Every line judged by the server — product, price or its Korean error — and the totals; nothing is ordered. */
export const previewMassOrder = (text: string) => api.post(memberApiPaths.massOrderPreview, { text }, massOrderPreviewSchema);

export const usePreviewMassOrder = () => useMutation({ mutationFn: previewMassOrder });
