import { BRAND_RULES_LIMITS, type BrandRules } from '@brief/contract/brand-rules';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSaveBrandRules } from '@/features/admin/api/save-brand-rules';
import { PreferredTermsField } from '@/features/admin/components/preferred-terms-field';
import { RuleRowsField } from '@/features/admin/components/rule-rows-field';
import { adminBrandRules } from '@/features/admin/i18n/en';
import { adminErrorMessage } from '@/features/admin/utils/admin-errors';
import {
  draftOf,
  draftPath,
  emptyDisclaimer,
  emptyForbidden,
  toRules,
  type BrandRulesDraft,
  type RuleProblem,
} from '@/features/admin/utils/brand-rules-draft';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';

type Texts = ReturnType<typeof adminBrandRules.get>;

function problemText(problem: RuleProblem, t: Texts): string {
  switch (problem.kind) {
    case 'too_long':
      return t.tooLong({ limit: problem.limit });
    case 'too_many':
      return t.tooMany({ limit: problem.limit });
    case 'term_missing':
      return t.termMissing;
    case 'text_missing':
      return t.textMissing;
  }
}

/** One of the long texts (voice, audiences, notes) with its label, hint and problem. */
function RuleText({
  label,
  hint,
  value,
  rows,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  rows: number;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className={error ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}>
        {error ?? hint}
      </p>
    </div>
  );
}

/**
 * The editor of a customer's brand rules, filled with the rules the server holds. Problems the limits
 * forbid are shown beside their entry before anything is sent; a refusal of the server beside the entry
 * it names, and under the form.
 */
export function BrandRulesForm({
  teamId,
  customerId,
  title,
  rules,
  onSaved,
}: {
  teamId: string;
  customerId: string;
  title: string;
  rules: BrandRules;
  onSaved: () => void;
}) {
  const t = useStore(adminBrandRules);
  const save = useSaveBrandRules(teamId, customerId);
  const [draft, setDraft] = useState<BrandRulesDraft>(() => draftOf(rules));
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const set = <K extends keyof BrandRulesDraft>(field: K, value: BrandRulesDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setMessages({});
    setServerError(null);
  };

  const submit = () => {
    const result = toRules(draft);
    if ('problems' in result) {
      setMessages(
        Object.fromEntries(
          Object.entries(result.problems).map(([path, problem]) => [path, problemText(problem, t)]),
        ),
      );
      setServerError(t.fixFirst);
      return;
    }
    save.mutate(result.rules, {
      onSuccess: () => {
        toast({ title: adminBrandRules.get().saved });
        onSaved();
      },
      onError: (error) => {
        const message = adminErrorMessage(error);
        const path = error instanceof ApiError ? draftPath(error.field) : null;
        if (path !== null) setMessages({ [path]: message });
        setServerError(message);
      },
    });
  };

  const number = (texts: (values: { number: number }) => string) => (value: number) =>
    texts({ number: value });
  return (
    <form
      noValidate
      aria-label={title}
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <RuleText
        label={t.voice}
        hint={t.voiceHint}
        rows={3}
        value={draft.voice}
        error={messages.voice}
        onChange={(value) => set('voice', value)}
      />
      <RuleText
        label={t.audiences}
        hint={t.audiencesHint}
        rows={2}
        value={draft.audiences}
        error={messages.audiences}
        onChange={(value) => set('audiences', value)}
      />
      <PreferredTermsField
        terms={draft.preferred}
        error={
          messages.preferred ??
          Object.entries(messages).find(([path]) => path.startsWith('preferred.'))?.[1] ??
          null
        }
        onChange={(terms) => set('preferred', terms)}
      />
      <RuleRowsField
        path="forbidden"
        fields={['term', 'instead'] as const}
        rows={draft.forbidden}
        messages={messages}
        newRow={emptyForbidden}
        onChange={(rows) => set('forbidden', rows)}
        texts={{
          legend: t.forbidden,
          hint: t.forbiddenHint,
          first: t.term,
          second: t.instead,
          firstOf: number(t.forbiddenTermOf),
          secondOf: number(t.insteadOf),
          add: t.addForbidden,
          remove: number(t.removeForbidden),
          listFull: t.listFull({ limit: BRAND_RULES_LIMITS.entries }),
        }}
      />
      <RuleRowsField
        path="disclaimers"
        fields={['text', 'when'] as const}
        rows={draft.disclaimers}
        messages={messages}
        multiline
        newRow={emptyDisclaimer}
        onChange={(rows) => set('disclaimers', rows)}
        texts={{
          legend: t.disclaimers,
          hint: t.disclaimersHint,
          first: t.disclaimer,
          second: t.when,
          firstOf: number(t.disclaimerOf),
          secondOf: number(t.whenOf),
          add: t.addDisclaimer,
          remove: number(t.removeDisclaimer),
          listFull: t.listFull({ limit: BRAND_RULES_LIMITS.entries }),
        }}
      />
      <RuleText
        label={t.notes}
        hint={t.notesHint}
        rows={3}
        value={draft.notes}
        error={messages.notes}
        onChange={(value) => set('notes', value)}
      />
      <DialogFormFooter submitLabel={t.save} saving={save.isPending} error={serverError} />
    </form>
  );
}
