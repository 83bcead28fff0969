import { adminApiPaths } from '../../../config/admin-paths';
import { useAdminMutation } from '../../../lib/admin/admin-request';
import { downloadCsv } from '../../../lib/admin/download-csv';

/** The coupon's codes with who used each and when (CSV, opens in Excel). */
export const downloadCouponCodes = (id: number) => downloadCsv(adminApiPaths.couponCodesCsv(id), `쿠폰-${id}-코드.csv`);

export function useDownloadCouponCodes() {
  return useAdminMutation({ mutationFn: downloadCouponCodes });
}
