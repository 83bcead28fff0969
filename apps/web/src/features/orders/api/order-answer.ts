/** The placed order's schema: loaded by create-order only when the member starts filling in the form. */
export { orderSchema } from '@snsshop/shared/orders';
