import { Link } from 'react-router';

/** One figure on the dashboard, a link to where it is dealt with when there is one. */
export function Stat({ label, value, sub, to, alert }: { label: string; value: string; sub?: string; to?: string; alert?: boolean }) {
  const body = (
    <>
      <span className="adm-stat__label">{label}</span>
      <strong className="adm-stat__value">{value}</strong>
      {sub && <span className="adm-stat__sub">{sub}</span>}
    </>
  );
  const className = `card adm-stat${alert ? ' adm-stat--alert' : ''}`;
  // A plain anchor for a section of this page, so the browser scrolls to it.
  if (to?.startsWith('#'))
    return (
      <a href={to} className={className}>
        {body}
      </a>
    );
  return to ? (
    <Link to={to} className={className}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}
