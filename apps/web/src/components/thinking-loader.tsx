import { AlmostThereLoader } from '@/components/almost-there-loader';
import { useAuth } from '@/hooks/use-auth';

/** Spec §2: 'Almost there!' between a sign-in and the page it leads to. */
export function ThinkingLoader() {
  const { thinking } = useAuth();
  return thinking ? <AlmostThereLoader /> : null;
}
