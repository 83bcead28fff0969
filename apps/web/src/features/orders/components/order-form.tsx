import type { Service } from '@snsshop/shared/catalog';
import { AuthState, commonMessages, formatNumber, formatWon, priceChangeText } from '@snsshop/shared/common';
import { isPriceChanged, orderMessages, quoteOrder, type Order, type PriceChangedData } from '@snsshop/shared/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Field } from '../../../components/ui/field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useFormError } from '../../../components/ui/form-error';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuthState } from '../../../lib/auth-state';
import { refreshProfile, useUser } from '../../../lib/get-profile';
import { useSettings } from '../../../lib/get-settings';
import { toast } from '../../../lib/toast';
import { newIdempotencyKey, preloadOrderSchema, useCreateOrder, type SentOrderBody } from '../api/create-order';
import { servicesQueryOptions } from '../api/get-services';
import { AutoOrderOptions } from './auto-order-options';
import { orderBody, orderFormError, type OrderDraft } from './order-form-check';
import type { AppliedCoupon } from './order-coupon';
import { OrderSummary } from './order-summary';
import { orderPrice } from './use-order-price';
import { useMemberTier } from '../../../lib/get-member-tier';
import { OrderStep } from './order-step';
import { useTypedParts, type TypedPartsModule } from './use-typed-parts';

/** A service of a type other than Default takes that type's fields (typed-order-parts.tsx, loaded when picked). */
const isTyped = (service: Service | undefined) => service?.serviceType !== undefined && service.serviceType !== 'Default';

const initialDraft = (service: Service | undefined, parts: TypedPartsModule | null = null): OrderDraft => ({
  link: '',
  amount: service ? String(service.min) : '',
  auto: false,
  runs: '0',
  interval: '0',
  fields: service && parts ? parts.initialTypedFields(service) : {},
});

interface OrderFormProps {
  service: Service | undefined;
  onOrdered: (order: Order) => void;
  /** 다시 주문: the link and quantity the form starts with (the product is already picked) */
  prefill?: { link: string; amount: string };
}

/** Steps 4 and 5: link, amount, auto-order options, the price and the order button. */
export function OrderForm({ service, onOrdered, prefill }: OrderFormProps) {
  const authState = useAuthState();
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createOrder = useCreateOrder();
  const { error, fail, clear } = useFormError();
  const typed = isTyped(service);
  const { parts, failed: partsFailed } = useTypedParts(typed);
  const [draft, setDraft] = useState(() => (prefill ? { ...initialDraft(service, parts), link: prefill.link, amount: prefill.amount || String(service?.min ?? '') } : initialDraft(service, parts)));
  /** the service (and whether its type's parts had loaded) the draft was started for */
  const [draftFor, setDraftFor] = useState(`${service?.id}:${parts !== null}`);
  const inFlight = useRef(false);
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  /** An order-discount coupon the server quoted for this product and quantity (one order of any type, not auto-orders). */
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  /** The server's 409: the price changed after the page showed it; the member decides. */
  const [priceChange, setPriceChange] = useState<{ body: SentOrderBody; units: number; shownText: string; now: PriceChangedData } | null>(null);

  // docs/storefront-rules.md §4: a new product resets the amount to its minimum and turns auto-order off
  // (a typed one also starts its fields afresh, once its parts have loaded).
  const startedFor = `${service?.id}:${parts !== null}`;
  if (draftFor !== startedFor) {
    const sameService = draftFor.startsWith(`${service?.id}:`);
    setDraftFor(startedFor);
    setDraft((d) => (sameService ? { ...d, fields: { ...initialDraft(service, parts).fields, ...d.fields } } : { ...initialDraft(service, parts), link: d.link }));
  }

  const closed = useSettings().flag('ENABLE_SERVICE_CHECK') || service?.isReadOnly === true;
  const set = (patch: Partial<OrderDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setField = (key: string, value: string) => setDraft((d) => ({ ...d, fields: { ...d.fields, [key]: value } }));
  const tier = useMemberTier()?.tier ?? null;
  const couponTaken = !draft.auto && authState === AuthState.authorization && service !== undefined && (!typed || parts !== null);
  // a coupon quoted for another product or quantity is not used: the member applies it again
  const forThis = (units: number) => (couponTaken && coupon !== null && coupon.forOrder === `${service.id}:${units}` ? coupon : null);
  const units = orderPrice(service, draft, parts, tier, null).units;
  const discounted = forThis(units);
  const price = orderPrice(service, draft, parts, tier, discounted);
  const withCoupon = (body: SentOrderBody): SentOrderBody => (discounted ? { ...body, couponCode: discounted.code } : body);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current || closed) return;
    if (authState === AuthState.unAuthorization) {
      toast.info(commonMessages.unauthorized);
      void navigate(paths.login.path);
      return;
    }
    if (authState === AuthState.guest) return fail(commonMessages.guestBlocked);
    if (service && typed) {
      if (!parts) return;
      // the server's own checks for the type (shared rules), so a refused order is never sent
      const checked = parts.typedOrderCheck(service, draft);
      if (!checked.ok) return fail(checked.error);
      clear();
      return send(withCoupon(checked.body), service);
    }
    const formError = orderFormError(service, draft, user?.point ?? 0, price.runQuote);
    if (formError || !service) return fail(formError ?? orderMessages.selectService);
    clear();
    await send(withCoupon(orderBody(service, draft)), service);
  };

  const send = async (body: SentOrderBody, service: Service) => {
    const signature = JSON.stringify(body);
    // One key per intended order: retrying the very same submission reuses it, so it is placed at most once.
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    inFlight.current = true;
    try {
      const order = await createOrder.mutateAsync({ body, idempotencyKey: attempt.current.key });
      attempt.current = null;
      setCoupon(null);
      toast.success(orderMessages.success);
      setDraft((d) => ({ ...d, link: '', amount: String(service.min), fields: initialDraft(service, parts).fields }));
      onOrdered(order);
      window.scrollTo({ top: 0, behavior: 'smooth' });
      void refreshProfile(queryClient).catch(() => undefined);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && isPriceChanged(err.data)) {
        // the page shows the new price too, whatever the member answers
        void queryClient.invalidateQueries({ queryKey: servicesQueryOptions().queryKey });
        setPriceChange({ body, units: unitsOf(body), shownText: service.priceText, now: { code: err.data.code, priceE7: err.data.priceE7, priceText: err.data.priceText } });
        fail(err.message, err);
      } else {
        fail(errorMessage(err, orderMessages.failed), err);
      }
    } finally {
      inFlight.current = false;
    }
  };

  /** the units the body pays for: a typed order's from its fields, as the server counts them */
  const unitsOf = (body: SentOrderBody) =>
    body.amount !== undefined ? body.amount : parts ? parts.typedUnits(service!, parts.ruleOf(service!)!, { ...draft, fields: Object.fromEntries(Object.entries(body.fields ?? {}).map(([k, v]) => [k, String(v)])) }) : Number.NaN;

  const placeholder = (text: string) => (closed ? orderMessages.notOrderable : text);

  const confirmNewPrice = () => {
    if (!priceChange || !service) return;
    const { body, now } = priceChange;
    setPriceChange(null);
    clear();
    void send({ ...body, priceE7: now.priceE7 }, { ...service, priceE7: now.priceE7, priceText: now.priceText });
  };
  const priceChangeQuestion = (p: NonNullable<typeof priceChange>) => {
    // what this order is charged, before and after, at the member's price (the same quote the server makes)
    const charge = (unitPriceE7: number) => quoteOrder({ unitPriceE7, units: p.units, tier }).charge;
    const flat = typed && parts?.ruleOf(service!)?.quantity === 'flat';
    const prices = flat ? `패키지 가격 ${p.shownText} → ${p.now.priceText}` : priceChangeText(p.body.priceE7, p.now.priceE7);
    return `${prices}, 결제 금액 ${formatWon(charge(p.body.priceE7))} → ${formatWon(charge(p.now.priceE7))}. 바뀐 가격으로 주문할까요?`;
  };

  return (
    <form className="order-form" onSubmit={onSubmit} onFocus={() => void preloadOrderSchema().catch(() => undefined)} noValidate>
      <OrderStep step={4} title={typed ? '주문 내용 입력' : '링크 · 수량 입력'}>
        <div className="order-form__fields">
          {closed && (
            <p className="order-form__closed" role="status">
              {orderMessages.notOrderable}
            </p>
          )}
          {!typed && (
            <>
              <Field
                label="주문 링크"
                name="link"
                inputMode="url"
                autoComplete="off"
                placeholder={placeholder('게시물 또는 프로필 주소 (https://…)')}
                value={closed ? '' : draft.link}
                disabled={closed}
                onChange={(e) => set({ link: e.target.value })}
              />
              <Field
                label="주문 수량"
                name="amount"
                type={closed ? 'text' : 'number'}
                inputMode="numeric"
                min={service?.min}
                max={service?.max}
                step={1}
                placeholder={placeholder('')}
                value={closed ? '' : draft.amount}
                disabled={closed}
                onChange={(e) => set({ amount: e.target.value })}
                hint={service && `최소 ${formatNumber(service.min)}개 · 최대 ${formatNumber(service.max)}개`}
              />
            </>
          )}
          {typed && service && (
            <TypedFields service={service} parts={parts} failed={partsFailed} draft={draft} closed={closed} set={set} setField={setField} />
          )}
        </div>
      </OrderStep>

      {service?.enableAuto && !typed && (
        <OrderStep step={5} title="자동주문 설정">
          <AutoOrderOptions
            enabled={draft.auto}
            runs={draft.runs}
            interval={draft.interval}
            disabled={closed}
            onToggle={(auto) => set({ auto, runs: '0', interval: '0' })}
            onRuns={(runs) => set({ runs })}
            onInterval={(interval) => set({ interval })}
          />
        </OrderStep>
      )}

      <OrderSummary
        service={service}
        draft={draft}
        parts={parts}
        price={price}
        tier={tier}
        couponTaken={couponTaken}
        coupon={coupon}
        onCoupon={setCoupon}
        error={error}
        disabled={closed || createOrder.isPending}
      />
      <ConfirmDialog
        open={priceChange !== null}
        title={orderMessages.priceChangedTitle}
        message={priceChange ? priceChangeQuestion(priceChange) : ''}
        confirmLabel="바뀐 가격으로 주문"
        cancelLabel="주문 안 함"
        onConfirm={confirmNewPrice}
        onCancel={() => setPriceChange(null)}
      />
    </form>
  );
}

interface TypedFieldsProps {
  service: Service;
  parts: TypedPartsModule | null;
  failed: boolean;
  draft: OrderDraft;
  closed: boolean;
  set: (patch: Partial<OrderDraft>) => void;
  setField: (key: string, value: string) => void;
}

/** Step 4 for a typed service, once its parts have loaded. */
function TypedFields({ service, parts, failed, draft, closed, set, setField }: TypedFieldsProps) {
  if (failed) return <p className="order-form__closed">주문 양식을 불러오지 못했습니다. 화면을 새로고침해주세요.</p>;
  if (!parts) return <p className="muted">주문 양식을 불러오는 중…</p>;
  return <parts.TypedOrderFields service={service} draft={draft} closed={closed} onLink={(link) => set({ link })} onAmount={(amount) => set({ amount })} onField={setField} />;
}
