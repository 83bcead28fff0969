import { readableTextOn } from './color';
import { createStore } from './create-store';
import { storage } from './storage';

export type Theme = 'light' | 'dark';

/** Stored preference; if none, the system scheme, saved as the preference (docs/storefront-rules.md §4). */
function initialTheme(): Theme {
  const stored = storage.getDarkMode();
  if (stored !== null) return stored ? 'dark' : 'light';
  const dark = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  storage.setDarkMode(dark);
  return dark ? 'dark' : 'light';
}

const store = createStore<Theme>('light');

function apply(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

export function initTheme(): void {
  store.set(initialTheme());
  apply(store.get());
}

export function toggleTheme(): void {
  const next: Theme = store.get() === 'dark' ? 'light' : 'dark';
  storage.setDarkMode(next === 'dark');
  store.set(next);
  apply(next);
}

export const useTheme = store.useValue;

/** SITE_MAIN_COLOR overrides the main colour variable when it is a valid CSS colour; text on it stays readable. */
export function applyMainColor(color: string): void {
  const root = document.documentElement;
  const valid = color !== '' && (typeof CSS === 'undefined' || typeof CSS.supports !== 'function' || CSS.supports('color', color));
  if (valid) {
    root.style.setProperty('--main', color);
    root.style.setProperty('--on-main', readableTextOn(color));
  } else {
    root.style.removeProperty('--main');
    root.style.removeProperty('--on-main');
  }
}
