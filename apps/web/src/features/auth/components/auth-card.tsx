import type { ReactNode } from 'react';
import './auth.css';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centered card every sign-in screen shares. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <section className="auth" aria-labelledby="auth-title">
      <div className="card auth__card">
        <header className="auth__head">
          <h1 id="auth-title" className="auth__title">
            {title}
          </h1>
          {subtitle && <p className="auth__subtitle">{subtitle}</p>}
        </header>
        {children}
      </div>
      {footer && <div className="auth__footer">{footer}</div>}
    </section>
  );
}
