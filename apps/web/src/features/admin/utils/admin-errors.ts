import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { common } from '@/lib/i18n/en';

/** The server's own words for a refused change (a 409's reason, a field's problem), else a generic line. */
export function adminErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return errorText(error);
  return common.get().somethingWentWrong;
}

/** A destructive toast for a failed admin change, with the server's message. */
export function toastAdminError(title: string, error: unknown): void {
  toast({ variant: 'destructive', title, description: adminErrorMessage(error) });
}
