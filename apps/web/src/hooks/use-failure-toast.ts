import { useEffect, useRef } from 'react';
import { toast } from '@/hooks/use-toast';

/** Shows a destructive toast once each time a query ends in a new failure. */
export function useFailureToast(
  query: { isError: boolean; errorUpdatedAt: number },
  message: { title: string; description?: string },
): void {
  const shownFor = useRef(0);
  const { title, description } = message;
  useEffect(() => {
    if (!query.isError || shownFor.current === query.errorUpdatedAt) return;
    shownFor.current = query.errorUpdatedAt;
    toast({ variant: 'destructive', title, description });
  }, [query.isError, query.errorUpdatedAt, title, description]);
}
