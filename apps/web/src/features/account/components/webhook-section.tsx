import { orderStatusLabel, formatDateTime, type OrderStatus } from '@snsshop/shared/common';
import { webhookDeliveryStatusLabel, webhookMessages } from '@snsshop/shared/notifications';
import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/ui/field';
import { FormError, useFormError } from '../../../components/ui/form-error';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useWebhook } from '../api/get-webhook';
import { useRenewWebhookSecret } from '../api/renew-webhook-secret';
import { useSaveWebhook } from '../api/save-webhook';
import { AccountSection } from './account-section';
import { CopyButton } from './copy-button';

/** For API resellers: where order status changes are POSTed (signed JSON), the secret shown once, and the delivery log. */
export function WebhookSection() {
  const hook = useWebhook(true);
  const save = useSaveWebhook();
  const renew = useRenewWebhookSecret();
  const [url, setUrl] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const { error, fail, clear } = useFormError();
  const current = hook.data?.url ?? '';
  const value = url ?? current;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    clear();
    try {
      const saved = await save.mutateAsync({ url: value });
      if (saved.secret) setSecret(saved.secret);
      setUrl(null);
      toast.success(webhookMessages.saved);
    } catch (err) {
      fail(errorMessage(err, '콜백 URL을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.'), err);
    }
  };
  const onRenew = async () => {
    try {
      setSecret((await renew.mutateAsync()).secret);
      toast.success(webhookMessages.secretRenewed);
    } catch (err) {
      toast.error(errorMessage(err, '서명 키를 발급하지 못했습니다. 잠시 후 다시 시도해주세요.'));
    }
  };

  return (
    <AccountSection
      title="주문 상태 콜백 (웹훅)"
      description="API로 받은 주문의 상태가 바뀔 때마다 이 주소로 JSON을 보냅니다. X-Signature 헤더는 본문을 서명 키로 만든 HMAC-SHA256 값입니다."
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field label="콜백 URL" name="webhookUrl" type="url" inputMode="url" placeholder="https://example.com/hooks/orders" value={value} onChange={(e) => setUrl(e.target.value)} />
        <FormError message={error} />
        <button type="submit" className="btn btn--primary account-section__action" disabled={!value.trim() || value === current}>
          {current ? '콜백 URL 변경' : '콜백 URL 저장'}
        </button>
      </form>
      {secret && (
        <div className="account-empty">
          <p>서명 키는 지금 한 번만 보여드립니다. 안전한 곳에 보관해 주세요.</p>
          <div className="account-value">
            <code className="account-value__text account-value__text--key" aria-label="서명 키">
              {secret}
            </code>
            <CopyButton text={secret} label="서명 키" />
          </div>
        </div>
      )}
      {current && (
        <button type="button" className="btn btn--soft account-section__action" onClick={() => void onRenew()}>
          서명 키 재발급
        </button>
      )}
      {hook.data && hook.data.deliveries.length > 0 && (
        <ul className="account-deliveries" aria-label="최근 콜백 전달 기록">
          {hook.data.deliveries.map((d) => (
            <li key={d.id}>
              <span>
                주문 {d.orderId} · {orderStatusLabel[d.orderStatus as OrderStatus] ?? d.orderStatus}
              </span>
              <span className={`account-delivery account-delivery--${d.status}`}>
                {webhookDeliveryStatusLabel[d.status]}
                {d.responseStatus ? ` (HTTP ${d.responseStatus})` : ''}
                {d.status === 'failed' || d.status === 'pending' ? ` · ${d.attempts}회 시도` : ''}
              </span>
              <time className="account-delivery__time">{formatDateTime(d.sentAt ?? d.createdAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
