import { MAX_IMAGE_BYTES } from '@snsshop/shared/catalog';
import { msg } from '@snsshop/shared/common';
import { useId, useRef } from 'react';
import { toast } from '../../lib/toast';
import { useUploadMedia } from '../../lib/admin/upload-media';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

interface ImageFieldProps {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  /** Allow removing the image (e.g. a platform falls back to its built-in icon). */
  removable?: boolean;
  hint?: string;
}

/** Uploads a picked image (PNG, JPEG, WebP, GIF ≤ 2 MB) and keeps its public URL. */
export function ImageField({ label, value, onChange, removable, hint }: ImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadMedia();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPT.split(',').includes(file.type)) return toast.error(msg.admin.imageInvalid);
    if (file.size > MAX_IMAGE_BYTES) return toast.error(msg.admin.imageTooLarge);
    try {
      const media = await upload.mutateAsync(await readDataUrl(file));
      onChange(media.url);
    } catch {
      // the mutation already showed the server's message
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="adm-inline">
        {value ? <img src={value} alt={`${label} 미리보기`} className="adm-thumb adm-thumb--wide" /> : <span className="adm-hint">이미지 없음</span>}
        <label className="btn btn--soft btn--sm" htmlFor={id}>
          {upload.isPending ? '올리는 중…' : '이미지 올리기'}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          aria-labelledby={`${id}-label`}
          disabled={upload.isPending}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        {removable && value && (
          <button type="button" className="btn btn--sm" onClick={() => onChange(null)}>
            이미지 빼기
          </button>
        )}
      </div>
      <p className="field__hint">{hint ?? 'PNG, JPEG, WebP, GIF · 2MB 이하'}</p>
    </div>
  );
}
