import { useEffect, useState } from 'react';
import type * as TypedParts from './typed-order-parts';

export type TypedPartsModule = typeof TypedParts;

let loaded: TypedPartsModule | null = null;
let loading: Promise<TypedPartsModule> | undefined;

/** Fetches the typed services' form parts once; a failed download is tried again on the next pick. */
export const loadTypedParts = () =>
  (loading ??= import('./typed-order-parts').then(
    (m) => (loaded = m),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  ));

/**
 * The form parts for a service whose type is not Default (comments, a package, a subscription …), or
 * null while they load: they and the shared type rules stay out of the order page's first download.
 */
export function useTypedParts(needed: boolean): { parts: TypedPartsModule | null; failed: boolean } {
  const [parts, setParts] = useState(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || parts) return;
    let live = true;
    loadTypedParts().then(
      (m) => live && setParts(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [needed, parts]);
  return { parts: needed ? parts : null, failed: needed && !parts && failed };
}
