import { createAvatarDataUrl } from '@/lib/avatar';
import { localKeys } from '@/lib/storage/storage-keys';
import { isFilledText, isTextOrNothing, pick, type Check } from '@/lib/storage/stored-shape';

/** The signed-in user as this browser keeps it (key `user`), with the token that signs API calls. */
export interface StoredUser {
  id: string;
  name: string;
  email: string;
  picture: string;
  admin: boolean;
  access_token: string;
}

/** What a sign-in knows about a user; name, picture and admin may be missing. */
export interface StoredUserInput {
  id: string;
  email: string;
  access_token: string;
  name?: string | null;
  picture?: string | null;
  admin?: boolean | null;
}

/**
 * A picture address the app will show: an https: URL or an inline data:image/ one. Anything else
 * (http:, javascript:, relative paths, junk) is dropped for the generated avatar (only allowed
 * protocols pass).
 */
export function sanitizePicture(picture: string | null | undefined): string | null {
  const candidate = picture?.trim();
  if (!candidate) return null;
  if (/^data:image\//i.test(candidate)) return candidate;
  try {
    return new URL(candidate).protocol === 'https:' ? candidate : null;
  } catch {
    return null;
  }
}

/** Builds a stored user with its fallbacks: the name from the e-mail, a generated picture. */
export function createStoredUser(input: StoredUserInput): StoredUser {
  const email = input.email.trim();
  const name = input.name?.trim() || email.split('@')[0] || email;
  const picture = sanitizePicture(input.picture) ?? createAvatarDataUrl(input.name?.trim() || email);
  return {
    id: input.id,
    name,
    email,
    picture,
    admin: input.admin ?? false,
    access_token: input.access_token,
  };
}

const storedUserShape: Record<keyof StoredUserInput, Check> = {
  id: (value) => isFilledText(value) || typeof value === 'number',
  email: isFilledText,
  access_token: isFilledText,
  name: isTextOrNothing,
  picture: isTextOrNothing,
  admin: (value) => value == null || typeof value === 'boolean',
};

/** Parses the raw `user` value; null (to be discarded) when it is missing, not JSON or incomplete. */
export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = pick<StoredUserInput>(value, storedUserShape);
  return parsed ? createStoredUser({ ...parsed, id: String(parsed.id) }) : null;
}

/** Where a change of the stored user came from: this tab's own code, or another tab. */
export type StoredUserChangeOrigin = 'this-tab' | 'other-tab';
type Listener = (origin: StoredUserChangeOrigin) => void;
const userListeners = new Set<Listener>();

function notifyUserListeners() {
  for (const listener of userListeners) listener('this-tab');
}

/** Called whenever the stored user changes, in this tab or another one. Returns an unsubscribe. */
export function subscribeToStoredUser(listener: Listener): () => void {
  userListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === localKeys.user || event.key === null) listener('other-tab');
  };
  window.addEventListener('storage', onStorage);
  return () => {
    userListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored user; an unparsable value is removed and reads as signed out. */
export function getStoredUser(): StoredUser | null {
  const raw = localStorage.getItem(localKeys.user);
  const user = parseStoredUser(raw);
  if (raw !== null && user === null) localStorage.removeItem(localKeys.user);
  return user;
}

export function setStoredUser(user: StoredUser): void {
  localStorage.setItem(localKeys.user, JSON.stringify(user));
  notifyUserListeners();
}

export function clearStoredUser(): void {
  localStorage.removeItem(localKeys.user);
  notifyUserListeners();
}

/** Replaces the stored user's access token (after a renewal); no-op when nobody is signed in. */
export function updateStoredToken(accessToken: string): void {
  const user = getStoredUser();
  if (!user) return;
  setStoredUser({ ...user, access_token: accessToken });
}
