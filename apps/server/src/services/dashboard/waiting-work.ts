import { can, PaymentStatus, type Dashboard, type Permission, type StaffRole } from '@snsshop/shared';
import type { AppContext } from '../../context.js';

type WaitingWork = Pick<Dashboard, 'pendingCharges' | 'waitingDeposits' | 'refundRequests' | 'refundTransfers' | 'openInquiries'>;

const count = (q: { executeTakeFirstOrThrow: () => Promise<{ n: number | string | bigint }> }) => q.executeTakeFirstOrThrow().then((r) => Number(r.n));

/**
 * What waits for a person, each count read only for a role whose permissions name its screen (the
 * dashboard's cards and the menu's badges): charges to approve, deposits to match, refund requests to
 * decide, approved refunds whose money is still to be sent, and inquiries waiting for an answer. Each
 * is one count over an index that leads with its state (point_charges, unmatched_deposits,
 * refund_requests_state, inquiries_inbox), so it reads only the rows that wait.
 */
export async function readWaitingWork(ctx: AppContext, role: StaffRole): Promise<WaitingWork> {
  const db = ctx.db;
  const may = (p: Permission) => can(role, p);
  const n = { n: db.fn.countAll<number>().as('n') } as const;
  const refunds = (state: string) => count(db.selectFrom('refund_requests').select(n.n).where('state', '=', state));
  const [pendingCharges, waitingDeposits, refundRequests, refundTransfers, openInquiries] = await Promise.all([
    may('charges.read') ? count(db.selectFrom('point_charges').select(n.n).where('status', '=', PaymentStatus.PENDING)) : undefined,
    may('charges.read') ? count(db.selectFrom('unmatched_deposits').select(n.n).where('status', '=', 'waiting')) : undefined,
    may('refunds.read') ? refunds('requested') : undefined,
    may('refunds.read') ? refunds('approved') : undefined,
    may('inquiries.read') ? count(db.selectFrom('inquiries').select(n.n).where('status', '=', 'open')) : undefined,
  ]);
  return { pendingCharges, waitingDeposits, refundRequests, refundTransfers, openInquiries };
}
