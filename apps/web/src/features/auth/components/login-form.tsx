import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { createLoginSchema, type LoginFormValues } from '@/features/auth/utils/login-schema';
import { useStore } from '@nanostores/react';
import { authTexts } from '@/features/auth/i18n/en';

interface LoginFormProps {
  companyDomain: string;
  onSubmit: (values: LoginFormValues) => Promise<void> | void;
  pending?: boolean;
}

/** E-mail and password sign-in; a wrong-domain e-mail is stopped here, before any call. */
export function LoginForm({ companyDomain, onSubmit, pending = false }: LoginFormProps) {
  const tr = useStore(authTexts);
  const schema = useMemo(() => createLoginSchema(companyDomain), [companyDomain]);
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" aria-label={tr.signIn}>
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{tr.email}</FormLabel>
              <FormControl>
                <Input
                  type="email"
                  autoComplete="email"
                  placeholder={`you@${companyDomain}`}
                  data-testid="login-email"
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{tr.password}</FormLabel>
              <FormControl>
                <Input
                  type="password"
                  autoComplete="current-password"
                  placeholder="••••••••"
                  data-testid="login-password"
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={pending} data-testid="login-submit">
          {pending && <Loader2 aria-hidden="true" className="animate-spin" />}
          {tr.signIn2}
        </Button>
      </form>
    </Form>
  );
}
