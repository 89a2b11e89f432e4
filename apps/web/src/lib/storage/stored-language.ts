import { localKeys } from '@/lib/storage/storage-keys';
import { isText, pick, type Check } from '@/lib/storage/stored-shape';

type StoredLanguage = { userId: string; language: 'en' | 'es' };
const storedLanguageShape: Record<keyof StoredLanguage, Check> = {
  userId: isText,
  language: (value) => value === 'en' || value === 'es',
};

/** The interface language `userId` chose, as last seen on their account; null when not chosen. */
export function getStoredLanguage(userId: string): 'en' | 'es' | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(localStorage.getItem(localKeys.language) ?? 'null');
  } catch {
    parsed = null;
  }
  const stored = pick<StoredLanguage>(parsed, storedLanguageShape);
  return stored?.userId === userId ? stored.language : null;
}

export function setStoredLanguage(userId: string, language: 'en' | 'es' | null): void {
  if (language === null) localStorage.removeItem(localKeys.language);
  else localStorage.setItem(localKeys.language, JSON.stringify({ userId, language }));
}
