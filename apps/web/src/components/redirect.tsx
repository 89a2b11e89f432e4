import { useEffect } from 'react';
import { useNavigator } from '@/lib/navigation';

/** Sends the visitor on to `to` in place of this page's history entry (lib/navigation.ts). */
export function Redirect({ to }: { to: string }) {
  const { navigate } = useNavigator();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}
