import { useEffect } from 'react';
import { paths } from '../../config/paths';
import { storage } from '../../lib/storage';

/** Clears the stored session token and reloads the site root (docs/storefront-rules.md §2). */
export default function LogoutRoute() {
  useEffect(() => {
    storage.clearToken();
    window.location.replace(paths.landing.path);
  }, []);
  return null;
}
