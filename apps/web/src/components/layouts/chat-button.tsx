import { useSettings } from '../../lib/get-settings';

/** Floating chat-channel button, only when the channel link is set. */
export function ChatButton() {
  const settings = useSettings();
  const link = settings.text('SITE_KAKAO_CHANNEL_LINK');
  if (!link) return null;
  const label = settings.text('SITE_KAKAO_TEXT') || '카카오톡 상담';
  return (
    <a className="fab fab--chat" href={link} target="_blank" rel="noopener noreferrer">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
        <path d="M12 3.5c-5 0-9 3.1-9 7 0 2.5 1.7 4.7 4.2 6l-.9 3.4c-.1.3.3.6.6.4l4-2.7c.4 0 .7.1 1.1.1 5 0 9-3.1 9-7s-4-7.2-9-7.2Z" />
      </svg>
      <span>{label}</span>
    </a>
  );
}
