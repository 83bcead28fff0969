import { toast } from '../../../lib/toast';

/** Plain-http pages have no Clipboard API; a hidden textarea and execCommand still work there. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  const onClick = () => {
    copyText(text).then(
      () => toast.success('복사되었습니다.'),
      () => toast.error('복사하지 못했습니다. 직접 선택해서 복사해주세요.'),
    );
  };
  return (
    <button type="button" className="btn btn--soft account-copy" onClick={onClick} aria-label={`${label} 복사`}>
      복사
    </button>
  );
}
