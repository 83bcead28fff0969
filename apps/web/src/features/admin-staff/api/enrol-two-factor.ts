import { recoveryCodesSchema, twoFactorEnrolmentSchema } from '@snsshop/shared/staff';
import { adminApiPaths } from '../../../config/admin-paths';
import { adminApi, useAdminMutation } from '../../../lib/admin/admin-request';

/** A new secret: the QR code (SVG drawn by the server) and the secret in text, shown this once. */
export const startEnrolment = () => adminApi.post(adminApiPaths.twoFactorEnrolment, {}, twoFactorEnrolmentSchema);
/** The app's first code turns it on and answers the 10 recovery codes (shown once). */
export const confirmEnrolment = (code: string) => adminApi.post(adminApiPaths.twoFactorConfirm, { code }, recoveryCodesSchema);

// Refusals show where they happen: under "QR 코드 받기" (start) and in the code form (confirm).
export const useStartEnrolment = () => useAdminMutation({ mutationFn: startEnrolment, quietErrors: true });
export const useConfirmEnrolment = () => useAdminMutation({ mutationFn: confirmEnrolment, quietErrors: true });
