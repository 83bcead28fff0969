import type { ReactNode } from 'react';

interface AdminPageProps {
  title: string;
  desc?: ReactNode;
  /** Buttons at the right of the title (below it on phones). */
  actions?: ReactNode;
  /** A link back to the list above the title. */
  back?: ReactNode;
  children: ReactNode;
}

export function AdminPage({ title, desc, actions, back, children }: AdminPageProps) {
  return (
    <div className="adm-page">
      {back && <div className="adm-page__back">{back}</div>}
      <header className="adm-page__head">
        <div>
          <h1 className="adm-page__title">{title}</h1>
          {desc && <p className="adm-page__desc">{desc}</p>}
        </div>
        {actions && <div className="adm-page__actions">{actions}</div>}
      </header>
      {children}
    </div>
  );
}

/** A titled block inside a screen. */
export function Panel({ title, actions, children, className }: { title?: string; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`card adm-panel ${className ?? ''}`} aria-label={title}>
      {(title || actions) && (
        <div className="adm-panel__head">
          {title && <h2 className="adm-panel__title">{title}</h2>}
          {actions && <div className="adm-panel__actions">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}
