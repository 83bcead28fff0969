interface SocialButtonProps {
  provider: 'naver' | 'kakao';
  label: string;
  onClick: () => void;
}

/** Naver / Kakao button with a simple drawn glyph (not the official logos). */
export function SocialButton({ provider, label, onClick }: SocialButtonProps) {
  return (
    <button type="button" className={`btn btn--block btn--${provider}`} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
        {provider === 'naver' ? (
          <path d="M5 4h4.6l4.8 7.2V4H19v16h-4.6l-4.8-7.2V20H5Z" />
        ) : (
          <path d="M12 4c-5 0-9 3-9 6.8 0 2.4 1.6 4.5 4.1 5.7l-.9 3.2c-.1.3.3.5.5.3l3.9-2.6c.5.1.9.1 1.4.1 5 0 9-3 9-6.8S17 4 12 4Z" />
        )}
      </svg>
      {label}
    </button>
  );
}
