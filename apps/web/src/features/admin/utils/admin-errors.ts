import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';

/** The server's own words for a refused change (a 409's reason, a field's problem), else a generic line. */
export function adminErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return 'Something went wrong. Please try again.';
}

/** A destructive toast for a failed admin change, with the server's message. */
export function toastAdminError(title: string, error: unknown): void {
  toast({ variant: 'destructive', title, description: adminErrorMessage(error) });
}
