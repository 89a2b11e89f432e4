import { createContext, useContext } from 'react';

/**
 * Where the visitor is and how to send them elsewhere, for what the landing and sign-in pages use: they
 * live in the public app, which has no router (app/public-navigation.tsx, over the History API), and in
 * the whole app, inside react-router (app/router-navigation.tsx). Going through this instead of
 * react-router keeps the router (28 KB gzip) out of the public pages' first load.
 */
export interface Navigator {
  pathname: string;
  /** The query string with its '?', or ''. */
  search: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

export const NavigatorContext = createContext<Navigator | null>(null);

export function useNavigator(): Navigator {
  const navigator = useContext(NavigatorContext);
  if (!navigator) throw new Error('useNavigator must be used inside a navigation provider');
  return navigator;
}
