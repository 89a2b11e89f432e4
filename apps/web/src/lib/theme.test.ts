import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getThemeChoice, isDarkTheme, setThemeChoice } from '@/lib/theme';

function systemPrefers(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)', media: query })),
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('dark');
});

describe('the colour theme', () => {
  it('starts as System and follows the system', () => {
    expect(getThemeChoice()).toBe('system');
    expect(isDarkTheme('system', true)).toBe(true);
    expect(isDarkTheme('system', false)).toBe(false);
  });

  it('Dark darkens the page and is remembered', () => {
    systemPrefers(false);
    setThemeChoice('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(getThemeChoice()).toBe('dark');
  });

  it('Light stays light on a dark system; System then goes dark and forgets the choice', () => {
    systemPrefers(true);
    setThemeChoice('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(getThemeChoice()).toBe('light');

    setThemeChoice('system');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem('theme', 'purple');
    expect(getThemeChoice()).toBe('system');
  });
});
