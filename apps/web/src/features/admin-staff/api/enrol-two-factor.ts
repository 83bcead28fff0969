import { recoveryCodesSchema, twoFactorEnrolmentSchema } from '@snsshop/shared/staff';
import { useMutation } from '@tanstack/react-query';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi } from '../../../lib/admin/admin-request';

/** A new secret: the QR code (SVG drawn by the server) and the secret in text, shown this once. */
export const startEnrolment = () => adminApi.post(adminApiPaths.twoFactorEnrolment, {}, twoFactorEnrolmentSchema);
/** The app's first code turns it on and answers the 10 recovery codes (shown once). */
export const confirmEnrolment = (code: string) => adminApi.post(adminApiPaths.twoFactorConfirm, { code }, recoveryCodesSchema);

export const useStartEnrolment = () => useMutation({ mutationFn: startEnrolment });
export const useConfirmEnrolment = () => useMutation({ mutationFn: confirmEnrolment });
