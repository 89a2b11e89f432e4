import { registerRequestSchema, teamOptions, type AuthProvider } from '@brief/contract/admin';
import { Loader2, UserPlus } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useCreateUser } from '@/features/admin/api/create-user';
import { useAuth } from '@/hooks/use-auth';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { reasonText } from '@/lib/error-text';
import { useStore } from '@nanostores/react';
import { adminTexts } from '@/features/admin/i18n/en';
import { adminMore } from '@/features/admin/i18n/en';
import { componentsMore } from '@/components/i18n/en';
import { labelIn } from '@/i18n/core';
import { adminMoreLabels } from '@/features/admin/i18n/en';

interface CreateUserValues {
  email: string;
  authProvider: AuthProvider;
  password: string;
  agents: string[];
}

/** What a failed creation says, before the server's reason when it gave one. */
// Read when it is said, in the language shown then.
const createUserFailed = () => labelIn(adminMoreLabels.get(), 'Failed to create user. Please try again.');

const EMPTY_FORM: CreateUserValues = { email: '', authProvider: 'password', password: '', agents: [] };

/** The admin panel's form: create a user (e-mail, provider, password) and choose the teams they get. */
/** `oidcLabel`: the company's OpenID provider, when one is configured (people may be made to sign in with it). */
export function CreateUserForm({ companyDomain, oidcLabel }: { companyDomain?: string; oidcLabel?: string }) {
  const tm = useStore(adminMore);
  const placeholders = useStore(componentsMore);
  const tr = useStore(adminTexts);
  const { user } = useAuth();
  const createUser = useCreateUser();
  const form = useForm<CreateUserValues>({ defaultValues: EMPTY_FORM });
  const authProvider = useWatch({ control: form.control, name: 'authProvider' });

  const onSubmit = (values: CreateUserValues) => {
    const email = values.email.trim();
    if (!email || (values.authProvider === 'password' && !values.password)) {
      toast({
        variant: 'destructive',
        title: adminTexts.get().error,
        description: adminTexts.get().pleaseFillInAllRequired,
      });
      return;
    }
    if (!user) {
      toast({
        variant: 'destructive',
        title: adminTexts.get().authenticationRequired,
        description: adminTexts.get().pleaseLogInToCreate,
      });
      return;
    }

    const payload = {
      email,
      password: values.authProvider === 'password' ? values.password : '',
      authProvider: values.authProvider,
      agents: values.agents,
    };
    const checked = registerRequestSchema.safeParse(payload);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = issue?.path[0] === 'password' ? 'password' : 'email';
      form.setError(field, { message: issue?.message });
      toast({ variant: 'destructive', title: adminTexts.get().error, description: issue?.message });
      return;
    }

    createUser.mutate(payload, {
      onSuccess: () => {
        toast({
          title: adminTexts.get().userCreated,
          description: adminMore.get().successfullyCreatedUser({ email }),
        });
        form.reset(EMPTY_FORM);
      },
      onError: (error) => {
        // The failure text always; the reason the server named (e.g. a taken e-mail) after it, in words.
        const reason = error instanceof ApiError ? reasonText(error) : null;
        toast({
          variant: 'destructive',
          title: adminTexts.get().error,
          description: reason ? `${createUserFailed()} ${reason}` : createUserFailed(),
        });
      },
    });
  };

  const { errors } = form.formState;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <UserPlus aria-hidden="true" className="size-5 text-primary" />
          {tr.createUser}
        </CardTitle>
        <CardDescription>{tr.theNewUserCanSign}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={form.handleSubmit(onSubmit)}
          className="grid gap-6"
          aria-label={tr.createUser}
        >
          <div className="grid gap-2">
            <Label htmlFor="create-user-email">{tr.email}</Label>
            <Input
              id="create-user-email"
              type="email"
              autoComplete="off"
              placeholder={placeholders.emailPlaceholder({ domain: companyDomain || 'company.com' })}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'create-user-email-error' : undefined}
              data-testid="create-user-email"
              {...form.register('email')}
            />
            {errors.email && (
              <p id="create-user-email-error" className="text-sm text-destructive">
                {errors.email.message}
              </p>
            )}
          </div>

          <fieldset className="grid gap-3">
            <legend className="mb-3 text-sm font-medium">{tr.signInMethod}</legend>
            <Controller
              control={form.control}
              name="authProvider"
              render={({ field }) => (
                <RadioGroup
                  value={field.value}
                  onValueChange={(value) =>
                    field.onChange(value === 'google' || value === 'oidc' ? value : 'password')
                  }
                  className="grid gap-3 sm:grid-cols-2"
                  aria-label={tr.signInMethod}
                >
                  {[
                    {
                      value: 'password' as const,
                      label: adminTexts.get().password,
                      hint: adminTexts.get().eMailAndPassword,
                    },
                    {
                      value: 'google' as const,
                      label: adminTexts.get().google,
                      hint: adminTexts.get().companyGoogleAccount,
                    },
                    ...(oidcLabel === undefined
                      ? []
                      : [
                          {
                            value: 'oidc' as const,
                            label: oidcLabel,
                            hint: adminTexts.get().companyOpenIdAccount,
                          },
                        ]),
                  ].map((option) => (
                    <Label
                      key={option.value}
                      htmlFor={`create-user-provider-${option.value}`}
                      className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 font-normal transition-colors has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-secondary/60"
                    >
                      <RadioGroupItem
                        id={`create-user-provider-${option.value}`}
                        value={option.value}
                        data-testid={`create-user-provider-${option.value}`}
                        className="mt-0.5"
                      />
                      <span className="grid gap-1">
                        <span className="font-medium">{option.label}</span>
                        <span className="text-xs text-muted-foreground">{option.hint}</span>
                      </span>
                    </Label>
                  ))}
                </RadioGroup>
              )}
            />
          </fieldset>

          {authProvider === 'password' && (
            <div className="grid gap-2">
              <Label htmlFor="create-user-password">{tr.password}</Label>
              <Input
                id="create-user-password"
                type="password"
                autoComplete="new-password"
                aria-invalid={errors.password ? true : undefined}
                aria-describedby="create-user-password-hint"
                data-testid="create-user-password"
                {...form.register('password')}
              />
              <p
                id="create-user-password-hint"
                className={errors.password ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
              >
                {errors.password?.message ?? tm.atLeast6CharactersShare}
              </p>
            </div>
          )}

          <fieldset className="grid gap-3">
            <legend className="mb-1 text-sm font-medium">{tr.teams}</legend>
            <p className="text-xs text-muted-foreground">{tr.theConsultingTeamsThisUser}</p>
            <Controller
              control={form.control}
              name="agents"
              render={({ field }) => (
                <div className="grid gap-2 sm:grid-cols-2">
                  {teamOptions.map((team) => {
                    const checked = field.value.includes(team.id);
                    return (
                      <Label
                        key={team.id}
                        htmlFor={`create-user-team-${team.id}`}
                        className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 font-normal transition-colors has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-secondary/60"
                      >
                        <Checkbox
                          id={`create-user-team-${team.id}`}
                          data-testid={`create-user-team-${team.id}`}
                          checked={checked}
                          onCheckedChange={(next) =>
                            field.onChange(
                              next === true
                                ? [...field.value, team.id]
                                : field.value.filter((id) => id !== team.id),
                            )
                          }
                        />
                        {team.label}
                      </Label>
                    );
                  })}
                </div>
              )}
            />
          </fieldset>

          <div className="flex justify-end">
            <Button
              type="submit"
              disabled={createUser.isPending}
              className="w-full sm:w-auto"
              data-testid="create-user-submit"
            >
              {createUser.isPending ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <UserPlus aria-hidden="true" />
              )}
              {tr.createUser2}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
