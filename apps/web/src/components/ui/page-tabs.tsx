import { Link } from 'react-router';
import './page-tabs.css';

export interface PageTab {
  to: string;
  label: string;
  active: boolean;
}

/** Two or more views of one screen side by side (links, so each view has its own address). */
export function PageTabs({ tabs, label }: { tabs: readonly PageTab[]; label: string }) {
  return (
    <nav className="page-tabs" aria-label={label}>
      {tabs.map((t) => (
        <Link key={t.to} to={t.to} className={`page-tabs__tab${t.active ? ' page-tabs__tab--active' : ''}`} aria-current={t.active ? 'page' : undefined}>
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
