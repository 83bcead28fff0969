import { Link } from 'react-router';
import { paths } from '../../config/paths';

interface ComingSoonPageProps {
  title: string;
}

/** Stand-in for a screen that a later issue builds. */
export function ComingSoonPage({ title }: ComingSoonPageProps) {
  return (
    <section className="page page--narrow" aria-labelledby="coming-soon-title">
      <div className="card coming-soon">
        <div className="coming-soon__icon" aria-hidden="true">
          <svg viewBox="0 0 48 48" width="48" height="48" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
            <rect x="7" y="10" width="34" height="28" rx="6" />
            <path d="M7 18h34M15 26h10M15 31h16" />
          </svg>
        </div>
        <h1 id="coming-soon-title" className="coming-soon__title">
          {title}
        </h1>
        <p className="coming-soon__text">준비 중인 화면입니다.</p>
        <Link to={paths.order.path} className="btn btn--primary">
          주문하러 가기
        </Link>
      </div>
    </section>
  );
}
