import { formatPoints } from '@snsshop/shared/common';
import { refundTakesBack, type ChargeGifts } from '@snsshop/shared/refunds';


/**
 * What this refund takes back besides its points, before the member asks (the terms' refund article):
 * each bonus's share, the invite rewards with the whole first charge, and what stays with the member.
 */
export function RefundTakesBackNote({ gifts, refunding }: { gifts: ChargeGifts; refunding: number }) {
  if (gifts.bonuses.length === 0 && !gifts.rewards) return null;
  const asked = Number.isSafeInteger(refunding) && refunding > 0 ? refunding : 0;
  const back = refundTakesBack(gifts, asked);
  const lines = gifts.bonuses.map((b, i) => ({ label: `${b.label} 회수`, value: back.bonuses[i]! }));
  if (back.rewards) lines.push({ label: '친구 초대 보상 회수', value: back.rewards.referee });
  const taken = lines.reduce((sum, l) => sum + l.value, 0);
  return (
    <section className="refund-takes-back refund-form__wide" aria-label="이 환불로 회수되는 포인트" aria-live="polite">
      <strong className="refund-takes-back__title">이 환불로 함께 회수되는 포인트</strong>
      <dl className="refund-takes-back__lines">
        {lines.map((l) => (
          <div key={l.label}>
            <dt>{l.label}</dt>
            <dd>{l.value > 0 ? `−${formatPoints(l.value)}` : '없음'}</dd>
          </div>
        ))}
        <div>
          <dt>남는 보너스</dt>
          <dd>{formatPoints(back.bonusStays)}</dd>
        </div>
      </dl>
      <p className="refund-takes-back__rule">
        {taken > 0 ? `환불 포인트와 함께 보유 포인트에서 ${formatPoints(taken)}을 회수합니다. ` : ''}
        보너스는 환불한 충전 포인트의 비율만큼(전부 환불하면 전부) 회수합니다.
        {gifts.rewards && !back.rewards ? ' 첫 충전의 친구 초대 보상은 이 충전을 전부 환불할 때만 회수합니다.' : ''}
        {back.rewards && back.rewards.referrer > 0 ? ` 초대한 회원이 받은 보상 ${formatPoints(back.rewards.referrer)}도 회수됩니다.` : ''}
      </p>
    </section>
  );
}
