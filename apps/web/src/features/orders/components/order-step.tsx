import { useId, type ReactNode } from 'react';

interface OrderStepProps {
  step: number;
  title: string;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A numbered card of the order form ("1 플랫폼 선택" …). */
export function OrderStep({ step, title, aside, className, children }: OrderStepProps) {
  const id = useId();
  return (
    <section className={`card order-step ${className ?? ''}`} aria-labelledby={id}>
      <header className="order-step__head">
        <h2 id={id} className="order-step__title">
          <span className="order-step__num" aria-hidden="true">
            {step}
          </span>
          {title}
        </h2>
        {aside}
      </header>
      {children}
    </section>
  );
}
