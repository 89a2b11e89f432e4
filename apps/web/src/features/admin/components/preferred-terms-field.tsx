import { BRAND_RULES_LIMITS } from '@brief/contract/brand-rules';
import { useStore } from '@nanostores/react';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { adminBrandRules } from '@/features/admin/i18n/en';
import { preferredTermProblem } from '@/features/admin/utils/brand-rules-draft';

/**
 * The preferred terms as chips, with a field to add one: Enter or Add puts it in the list unless it is
 * too long, already listed (any case or accents) or the list is full, which is said under the field.
 */
export function PreferredTermsField({
  terms,
  error,
  onChange,
}: {
  terms: readonly string[];
  /** A refusal of the list as a whole (too many entries), or of one of its terms by the server. */
  error: string | null;
  onChange: (terms: string[]) => void;
}) {
  const t = useStore(adminBrandRules);
  const id = useId();
  const [term, setTerm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = terms.length >= BRAND_RULES_LIMITS.entries;

  const add = () => {
    if (term.trim() === '') return;
    const found = preferredTermProblem(terms, term);
    if (found) {
      setProblem(
        found.kind === 'already_listed'
          ? t.alreadyListed
          : found.kind === 'too_long'
            ? t.tooLong({ limit: found.limit })
            : t.listFull({ limit: BRAND_RULES_LIMITS.entries }),
      );
      return;
    }
    onChange([...terms, term.trim()]);
    setTerm('');
  };

  const message = problem ?? (full ? t.listFull({ limit: BRAND_RULES_LIMITS.entries }) : error);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{t.preferred}</legend>
      <p className="text-xs text-muted-foreground">{t.preferredHint}</p>
      {terms.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noPreferred}</p>
      ) : (
        <ul aria-label={t.preferred} className="flex flex-wrap gap-1.5">
          {terms.map((listed, index) => (
            <li
              key={`${listed}-${index}`}
              className="inline-flex max-w-full items-center gap-0.5 rounded-full border bg-secondary py-0.5 pr-0.5 pl-2.5 text-sm text-secondary-foreground"
            >
              <span className="min-w-0 truncate" title={listed}>
                {listed}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-6 shrink-0 rounded-full text-muted-foreground hover:text-foreground"
                aria-label={t.removeTerm({ term: listed })}
                onClick={() => onChange(terms.filter((_, at) => at !== index))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id={`${id}-term`}
          value={term}
          placeholder={t.newPreferred}
          aria-label={t.newPreferred}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-problem` : undefined}
          onChange={(event) => {
            setTerm(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the term; it must not send the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" disabled={full} onClick={add}>
          <Plus aria-hidden="true" />
          {t.addTerm}
        </Button>
      </div>
      {message && (
        <p id={`${id}-problem`} className="text-sm text-destructive">
          {message}
        </p>
      )}
    </fieldset>
  );
}
