import { inquiryMessages, MAX_INQUIRY_IMAGE_BYTES, MAX_INQUIRY_IMAGES } from '@snsshop/shared/support';
import { useId, type ChangeEvent } from 'react';

const accepted = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('read'));
    reader.readAsDataURL(file);
  });

export interface PickedImage {
  name: string;
  dataUrl: string;
}

/**
 * Up to three images, read as data URLs. The browser's check is only a courtesy (type and size
 * before sending); the server checks the bytes themselves.
 */
export function ImagePicker({ images, onChange, onError }: { images: PickedImage[]; onChange: (next: PickedImage[]) => void; onError: (message: string) => void }) {
  const id = useId();
  const add = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (images.length + files.length > MAX_INQUIRY_IMAGES) return onError(inquiryMessages.tooManyImages);
    if (files.some((f) => !accepted.includes(f.type))) return onError(inquiryMessages.imageInvalid);
    if (files.some((f) => f.size > MAX_INQUIRY_IMAGE_BYTES)) return onError(inquiryMessages.imageTooLarge);
    const read = await Promise.all(files.map(async (f) => ({ name: f.name, dataUrl: await readAsDataUrl(f) })));
    onChange([...images, ...read]);
  };
  return (
    <div className="inq-images">
      <label htmlFor={id} className={`btn btn--soft btn--sm${images.length >= MAX_INQUIRY_IMAGES ? ' is-disabled' : ''}`}>
        이미지 첨부 ({images.length}/{MAX_INQUIRY_IMAGES})
      </label>
      <input id={id} type="file" accept={accepted.join(',')} multiple className="sr-only" disabled={images.length >= MAX_INQUIRY_IMAGES} onChange={(e) => void add(e)} />
      {images.length > 0 && (
        <ul className="inq-images__list">
          {images.map((img, i) => (
            <li key={`${img.name}-${i}`}>
              <img src={img.dataUrl} alt="" />
              <button type="button" className="inq-images__remove" aria-label={`${img.name} 첨부 취소`} onClick={() => onChange(images.filter((_, j) => j !== i))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
