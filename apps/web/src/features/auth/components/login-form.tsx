import { Loader2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEventHandler, type ComponentProps, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useHydrated } from '@/hooks/use-hydrated';
import type { LoginFormValues } from '@/features/auth/utils/login-schema';
import { useStore } from '@nanostores/react';
import { authTexts } from '@/features/auth/i18n/en';

interface LoginFormProps {
  companyDomain: string;
  onSubmit: (values: LoginFormValues) => Promise<void> | void;
  pending?: boolean;
}

type Field = keyof LoginFormValues;
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['email', 'password'];

/**
 * The form's rules (login-schema.ts, zod) load with the first check, so the sign-in page's first load
 * carries no schema library; the messages are the schema's.
 */
async function check(
  values: Record<Field, string>,
  companyDomain: string,
): Promise<{ values: LoginFormValues | null; errors: FieldErrors }> {
  const { createLoginSchema } = await import('@/features/auth/utils/login-schema');
  const result = createLoginSchema(companyDomain).safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && errors[field] === undefined)
      errors[field] = issue.message;
  }
  return { values: null, errors };
}

/** One labelled input with its message, marked up as the shadcn/ui form fields elsewhere in the app. */
function LoginField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error: string | undefined } & ComponentProps<'input'>) {
  const messageId = `${id}-message`;
  return (
    <div data-slot="form-item" className="grid gap-2">
      <Label
        data-slot="form-label"
        data-error={error !== undefined}
        className="data-[error=true]:text-destructive"
        htmlFor={id}
      >
        {label}
      </Label>
      <Input
        id={id}
        aria-invalid={error !== undefined}
        aria-describedby={error ? messageId : undefined}
        {...input}
      />
      {error && (
        <p data-slot="form-message" id={messageId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * E-mail and password sign-in; a wrong-domain e-mail is stopped here, before any call. Checked on submit,
 * then on every change, with the first field in error focused (as react-hook-form does in the app's other
 * forms; this one is plain React so that the sign-in page's first load stays small). The inputs keep
 * what is typed themselves, so text typed before the page has hydrated is not lost.
 */
export function LoginForm({ companyDomain, onSubmit, pending = false }: LoginFormProps) {
  const tr = useStore(authTexts);
  const id = useId();
  // Until the page's code has hydrated the prerendered form, its button does not submit (nor does Enter,
  // a form without a submit button having two fields): the browser would send the password in the
  // address, as the form has no action of its own.
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submitted = useRef(false);
  /** The latest check: an older one that answers late is dropped. */
  const latest = useRef(0);

  const validate = async () => {
    const run = (latest.current += 1);
    const text = (field: Field) => {
      const input = form.current?.elements.namedItem(field);
      return input instanceof HTMLInputElement ? input.value : '';
    };
    const values = { email: text('email'), password: text('password') };
    const outcome = await check(values, companyDomain);
    if (run !== latest.current) return null;
    setErrors(outcome.errors);
    return outcome;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const outcome = await validate();
    if (!outcome) return;
    if (outcome.values) {
      await onSubmit(outcome.values);
      return;
    }
    const first = FIELDS.find((field) => outcome.errors[field] !== undefined);
    const element = first ? form.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLInputElement) element.focus();
  };

  const revalidate: ChangeEventHandler<HTMLInputElement> = () => {
    if (submitted.current) void validate();
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="grid gap-4"
      aria-label={tr.signIn}
    >
      <LoginField
        id={`${id}-email`}
        label={tr.email}
        error={errors.email}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={tr.emailPlaceholder({ domain: companyDomain })}
        data-testid="login-email"
        onChange={revalidate}
      />
      <LoginField
        id={`${id}-password`}
        label={tr.password}
        error={errors.password}
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder="••••••••"
        data-testid="login-password"
        onChange={revalidate}
      />
      <Button
        type={hydrated ? 'submit' : 'button'}
        size="lg"
        className="mt-1 w-full"
        disabled={pending}
        data-testid="login-submit"
      >
        {pending && <Loader2 aria-hidden="true" className="animate-spin" />}
        {tr.signIn2}
      </Button>
    </form>
  );
}
