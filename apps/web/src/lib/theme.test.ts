import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyMainColor, initTheme, toggleTheme } from './theme';

function systemPrefersDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark'), media: query }));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('theme', () => {
  it('follows the system scheme when nothing is stored, and saves it', () => {
    systemPrefersDark(true);
    initTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('darkMode')).toBe('true');
  });

  it('a stored preference wins over the system, and toggling saves the choice', () => {
    systemPrefersDark(true);
    localStorage.setItem('darkMode', 'false');
    initTheme();
    expect(document.documentElement.dataset.theme).toBe('light');
    toggleTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('darkMode')).toBe('true');
  });

  it('SITE_MAIN_COLOR sets the main colour variable', () => {
    applyMainColor('#ff5500');
    expect(document.documentElement.style.getPropertyValue('--main')).toBe('#ff5500');
    applyMainColor('');
    expect(document.documentElement.style.getPropertyValue('--main')).toBe('');
  });

  it('text on a light main colour turns dark, on a dark one white', () => {
    applyMainColor('#fee500');
    expect(document.documentElement.style.getPropertyValue('--on-main')).toBe('#191b22');
    applyMainColor('#5b5bf0');
    expect(document.documentElement.style.getPropertyValue('--on-main')).toBe('#ffffff');
    applyMainColor('');
    expect(document.documentElement.style.getPropertyValue('--on-main')).toBe('');
  });
});
