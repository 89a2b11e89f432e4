import { describe, expect, it } from 'vitest';
import { composerHeight, composerKeyAction } from '@/features/chat/utils/composer-keys';

describe('composerKeyAction', () => {
  it('sends on Enter and types on Shift+Enter, other keys and IME composition', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false })).toBe('send');
    expect(composerKeyAction({ key: 'Enter', shiftKey: true })).toBe('type');
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('type');
    expect(composerKeyAction({ key: 'a', shiftKey: false })).toBe('type');
  });
});

describe('composerHeight', () => {
  it('grows from 44 px up to 240 px', () => {
    expect(composerHeight(20)).toBe(44);
    expect(composerHeight(120)).toBe(120);
    expect(composerHeight(900)).toBe(240);
  });
});
