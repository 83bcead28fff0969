import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fetchBlob } from '../../lib/fetch-blob';

/** An image only its member and staff may see, fetched with the session and shown from memory; a click opens it full size. */
export function AuthImage({ url, alt, className }: { url: string; alt: string; className?: string }) {
  const blob = useQuery({ queryKey: ['private-image', url], queryFn: ({ signal }) => fetchBlob(url, signal), staleTime: Infinity });
  const src = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : undefined), [blob.data]);
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);
  if (blob.isError) return <span className={className}>이미지를 불러오지 못했습니다.</span>;
  if (!src) return <span className={className} aria-busy="true" />;
  return (
    <a href={src} target="_blank" rel="noopener noreferrer" className={className}>
      <img src={src} alt={alt} loading="lazy" />
    </a>
  );
}
