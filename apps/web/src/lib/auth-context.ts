import { createContext } from 'react';
import { getStoredUser, type StoredUser } from '@/lib/storage/stored-user';
import { isTokenExpiring } from '@/lib/token';

export interface SignInCredentials {
  email: string;
  password: string;
}

/** Signed out, thinking/loading (a sign-in under way), or signed in. */
export interface AuthContextValue {
  user: StoredUser | null;
  /** A sign-in request is under way. */
  loading: boolean;
  /** Between a successful sign-in and the page it leads to; the 'Almost there!' loader shows. */
  thinking: boolean;
  signIn: (credentials: SignInCredentials) => Promise<void>;
  signInWithGoogle: (appName: string) => void;
  /** Finishes a sign-in that happened elsewhere (the Google callback). */
  completeSignIn: (user: StoredUser) => void;
  signOut: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The stored user, unless their token is expiring (such a user is removed on load). */
export function readValidStoredUser(): StoredUser | null {
  const stored = getStoredUser();
  return stored && !isTokenExpiring(stored.access_token) ? stored : null;
}
