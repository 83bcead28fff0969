import { useId, type ReactNode } from 'react';

interface AccountSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'danger';
}

/** One card of the account settings page, named by its heading. */
export function AccountSection({ title, description, children, tone }: AccountSectionProps) {
  const id = useId();
  return (
    <section className={`card account-section${tone ? ` account-section--${tone}` : ''}`} aria-labelledby={id}>
      <header className="account-section__head">
        <h2 id={id} className="account-section__title">
          {title}
        </h2>
        {description && <p className="account-section__desc">{description}</p>}
      </header>
      {children}
    </section>
  );
}
