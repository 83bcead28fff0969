import { useId, type ReactNode } from 'react';

interface DocSectionProps {
  title: ReactNode;
  /** The region's accessible name when the title is not plain text. */
  label?: string;
  description?: ReactNode;
  children: ReactNode;
  id?: string;
}

/** One card of the API guide, named by its heading. */
export function DocSection({ title, label, description, children, id }: DocSectionProps) {
  const headingId = useId();
  return (
    <section id={id} className="card api-section" aria-labelledby={label ? undefined : headingId} aria-label={label}>
      <header className="api-section__head">
        <h2 id={headingId} className="api-section__title">
          {title}
        </h2>
        {description && <p className="api-section__desc">{description}</p>}
      </header>
      {children}
    </section>
  );
}
