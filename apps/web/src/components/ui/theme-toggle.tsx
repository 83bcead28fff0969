import { toggleTheme, useTheme } from '../../lib/theme';

/** `fab`: the floating button (wide screens); `bar`: in the top bar on phones, where a floating button would cover content. */
export function ThemeToggle({ place = 'fab' }: { place?: 'fab' | 'bar' }) {
  const dark = useTheme() === 'dark';
  const label = dark ? '라이트 모드로 전환' : '다크 모드로 전환';
  return (
    <button type="button" className={place === 'fab' ? 'fab fab--theme' : 'topbar__theme'} aria-label={label} title={label} onClick={toggleTheme}>
      {dark ? (
        <svg viewBox="0 0 24 24" aria-hidden="true" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="12" cy="12" r="4.2" />
          <path d="M12 2.5v2.2M12 19.3v2.2M2.5 12h2.2M19.3 12h2.2M5.3 5.3l1.6 1.6M17.1 17.1l1.6 1.6M5.3 18.7l1.6-1.6M17.1 6.9l1.6-1.6" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" aria-hidden="true" width="22" height="22" fill="currentColor">
          <path d="M20.5 14.6A8.6 8.6 0 0 1 9.4 3.5a.6.6 0 0 0-.8-.7A9.6 9.6 0 1 0 21.2 15.4a.6.6 0 0 0-.7-.8Z" />
        </svg>
      )}
    </button>
  );
}
