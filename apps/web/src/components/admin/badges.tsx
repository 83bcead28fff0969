import { autoOrderStatusLabel } from '@snsshop/shared/auto-orders';
import { chargeStatusLabel } from '@snsshop/shared/charges';
import { orderStatusLabel, type AutoOrderStatus, type OrderStatus } from '@snsshop/shared/common';
import { memberStatusLabel, type MemberStatus } from '@snsshop/shared/members';

type Tone = 'neutral' | 'info' | 'success' | 'warn' | 'danger';

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: string }) {
  return <span className={`adm-badge adm-badge--${tone}`}>{children}</span>;
}

const orderTone: Record<number, Tone> = { 0: 'warn', 1: 'info', 2: 'success', 3: 'warn', 4: 'neutral', 5: 'danger' };
export const OrderStatusBadge = ({ status }: { status: number }) => (
  <Badge tone={orderTone[status] ?? 'neutral'}>{orderStatusLabel[status as OrderStatus] ?? String(status)}</Badge>
);

const autoTone: Record<number, Tone> = { 0: 'info', 1: 'success', 2: 'danger', 3: 'success' };
export const AutoOrderStatusBadge = ({ status }: { status: number }) => (
  <Badge tone={autoTone[status] ?? 'neutral'}>{autoOrderStatusLabel[status as AutoOrderStatus] ?? String(status)}</Badge>
);

const chargeTone: Record<number, Tone> = { 0: 'warn', 1: 'success', 2: 'danger' };
export const ChargeStatusBadge = ({ status }: { status: number }) => <Badge tone={chargeTone[status] ?? 'neutral'}>{chargeStatusLabel[status] ?? String(status)}</Badge>;

const receiptTone: Record<string, Tone> = { pending: 'warn', sending: 'info', issued: 'success', failed: 'danger', withdrawn: 'neutral' };
/** A cash receipt's or tax invoice's state (발급 대기, 발급 완료 …), its text from the server. */
export const ReceiptStatusBadge = ({ status, text }: { status: string; text: string }) => <Badge tone={receiptTone[status] ?? 'neutral'}>{text}</Badge>;

const memberTone: Record<string, Tone> = { active: 'success', suspended: 'danger', deleted: 'neutral' };
export const MemberStatusBadge = ({ status }: { status: string }) => (
  <Badge tone={memberTone[status] ?? 'neutral'}>{memberStatusLabel[status as MemberStatus] ?? status}</Badge>
);

/** Visible / hidden in the shop. */
export const VisibleBadge = ({ visible }: { visible: boolean }) => <Badge tone={visible ? 'success' : 'neutral'}>{visible ? '노출' : '숨김'}</Badge>;
