/** The four browser items of docs/storefront-rules.md §3; storage failures (private mode, quota) are ignored. */
export const storageKeys = {
  accessToken: 'accessToken',
  savedLoginId: 'savedLoginId',
  darkMode: 'darkMode',
  popupHidden: 'popup-hidden',
} as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

function read(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the app keeps working for this session
  }
}

export const storage = {
  getToken: () => read(storageKeys.accessToken),
  setToken: (token: string) => write(storageKeys.accessToken, token),
  clearToken: () => write(storageKeys.accessToken, null),
  getSavedLoginId: () => read(storageKeys.savedLoginId),
  setSavedLoginId: (id: string | null) => write(storageKeys.savedLoginId, id),
  getDarkMode: (): boolean | null => {
    const v = read(storageKeys.darkMode);
    return v === 'true' ? true : v === 'false' ? false : null;
  },
  setDarkMode: (dark: boolean) => write(storageKeys.darkMode, String(dark)),
  getPopupHidden: () => read(storageKeys.popupHidden),
  setPopupHidden: (json: string) => write(storageKeys.popupHidden, json),
};
