import type { Connector, ConnectorTransport } from '@brief/contract/connectors';
import { useStore } from '@nanostores/react';
import { useId, useState, type ReactNode } from 'react';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { useSaveConnector } from '@/features/admin/api/save-connector';
import { ParamRowsField } from '@/features/admin/components/param-rows-field';
import { SecretRowsField, type SecretRowsTexts } from '@/features/admin/components/secret-rows-field';
import { adminConnectors } from '@/features/admin/i18n/en';
import { adminErrorMessage } from '@/features/admin/utils/admin-errors';
import {
  createRequestOf,
  draftOf,
  draftProblems,
  patchRequestOf,
  type ConnectorDraft,
  type DraftProblems,
} from '@/features/admin/utils/connector-draft';
import { toast } from '@/hooks/use-toast';

type Texts = ReturnType<typeof adminConnectors.get>;

const secretTexts = (t: Texts, path: 'headers' | 'env'): SecretRowsTexts =>
  path === 'headers'
    ? {
        legend: t.headers,
        hint: t.headersHint,
        nameOf: (number) => t.headerNameOf({ number }),
        valueOf: (number) => t.headerValueOf({ number }),
        namePlaceholder: t.headerName,
        valuePlaceholder: t.value,
        storedPlaceholder: t.storedValue,
        add: t.addHeader,
        remove: (number) => t.removeHeader({ number }),
      }
    : {
        legend: t.env,
        hint: t.envHint,
        nameOf: (number) => t.envNameOf({ number }),
        valueOf: (number) => t.envValueOf({ number }),
        namePlaceholder: t.envName,
        valuePlaceholder: t.value,
        storedPlaceholder: t.storedValue,
        add: t.addEnv,
        remove: (number) => t.removeEnv({ number }),
      };

/**
 * Registers a connector (`connector` null) or edits one: its name, how it is reached (a URL with its
 * headers; a command with its arguments and environment, only where the operator allows commands) and
 * the settings it declares per customer. Secrets are write-only.
 */
export function ConnectorDialog({
  connector,
  allowCommands,
  trigger,
}: {
  connector: Connector | null;
  allowCommands: boolean;
  trigger: ReactNode;
}) {
  const t = useStore(adminConnectors);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ConnectorDraft>(() => draftOf(connector));
  // Problems show once a save was tried, and update as they are fixed.
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveConnector();
  const problems: DraftProblems = tried ? draftProblems(draft) : {};
  const messages = Object.fromEntries(Object.entries(problems).map(([path, key]) => [path, t[key]]));
  const title = connector ? t.editTitle({ name: connector.name }) : t.register;

  const change = (changes: Partial<ConnectorDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setServerError(null);
  };

  const submit = () => {
    setTried(true);
    if (Object.keys(draftProblems(draft)).length > 0) return;
    save.mutate(
      connector
        ? { connectorId: connector.id, changes: patchRequestOf(draft, connector) }
        : { connectorId: null, connector: createRequestOf(draft) },
      {
        onSuccess: (saved) => {
          toast({ title: connector ? t.saved : t.registered, description: saved.name });
          setOpen(false);
        },
        onError: (error) => setServerError(adminErrorMessage(error)),
      },
    );
  };

  const field = (name: 'name' | 'url' | 'command', label: string, hint?: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        value={draft[name]}
        maxLength={name === 'name' ? 100 : 2000}
        autoComplete="off"
        spellCheck={name === 'name'}
        inputMode={name === 'url' ? 'url' : undefined}
        className={name === 'name' ? undefined : 'font-mono text-sm'}
        aria-invalid={messages[name] ? true : undefined}
        aria-describedby={`${id}-${name}-note`}
        onChange={(event) => change({ [name]: event.target.value })}
      />
      <p
        id={`${id}-${name}-note`}
        className={messages[name] ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
      >
        {messages[name] ?? hint}
      </p>
    </div>
  );

  const transports: { value: ConnectorTransport; label: string }[] = [
    { value: 'http', label: t.transportHttp },
    { value: 'stdio', label: t.transportStdio },
  ];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setDraft(draftOf(connector));
          setTried(false);
          setServerError(null);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <form
          noValidate
          aria-label={title}
          className="grid min-w-0 gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogHeader>
            <DialogTitle className="break-words">{title}</DialogTitle>
            <DialogDescription>{t.registerDescription}</DialogDescription>
          </DialogHeader>
          {field('name', t.name, t.nameHint)}
          {!connector && (
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm leading-none font-medium">{t.transport}</legend>
              <RadioGroup
                value={draft.transport}
                onValueChange={(value) => change({ transport: value === 'stdio' ? 'stdio' : 'http' })}
                className="grid gap-2 sm:grid-cols-2"
              >
                {transports.map((option) => (
                  <Label
                    key={option.value}
                    htmlFor={`${id}-transport-${option.value}`}
                    className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 font-normal transition-colors has-[[data-disabled]]:cursor-not-allowed has-[[data-disabled]]:opacity-60 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-secondary/60"
                  >
                    <RadioGroupItem
                      id={`${id}-transport-${option.value}`}
                      value={option.value}
                      disabled={option.value === 'stdio' && !allowCommands}
                    />
                    {option.label}
                  </Label>
                ))}
              </RadioGroup>
              {!allowCommands && <p className="text-xs text-muted-foreground">{t.commandsOff}</p>}
            </fieldset>
          )}
          {draft.transport === 'http' ? (
            <>
              {field('url', t.url, t.urlHint)}
              <SecretRowsField
                path="headers"
                rows={draft.headers}
                texts={secretTexts(t, 'headers')}
                messages={messages}
                onChange={(headers) => change({ headers })}
              />
            </>
          ) : (
            <>
              {field('command', t.command)}
              <div className="grid gap-2">
                <Label htmlFor={`${id}-args`}>{t.args}</Label>
                <Textarea
                  id={`${id}-args`}
                  value={draft.args}
                  rows={3}
                  spellCheck={false}
                  className="font-mono text-sm"
                  aria-describedby={`${id}-args-hint`}
                  onChange={(event) => change({ args: event.target.value })}
                />
                <p id={`${id}-args-hint`} className="text-xs text-muted-foreground">
                  {t.argsHint}
                </p>
              </div>
              <SecretRowsField
                path="env"
                rows={draft.env}
                texts={secretTexts(t, 'env')}
                messages={messages}
                onChange={(env) => change({ env })}
              />
            </>
          )}
          <ParamRowsField rows={draft.params} messages={messages} onChange={(params) => change({ params })} />
          <DialogFormFooter
            submitLabel={connector ? t.submitSave : t.submitRegister}
            saving={save.isPending}
            error={serverError ?? (Object.keys(messages).length > 0 ? t.fixFirst : null)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
