import { useStore } from '@nanostores/react';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { adminCosts } from '@/features/admin/i18n/en';
import { emptyPriceRow, sentIndexes, type PriceRowDraft } from '@/features/admin/utils/price-list-draft';

const FIELDS = ['provider', 'model', 'inputPerMillion', 'outputPerMillion', 'cachedInputPerMillion'] as const;
type Field = (typeof FIELDS)[number];

/**
 * One row per provider and model with its prices per million tokens, each with its remove button, and a
 * button that adds an empty row. `messages` holds each field's problem by the path the list sent would
 * have ("models.2.inputPerMillion"), so blank rows, which are not sent, do not shift them.
 */
export function PriceRows({
  rows,
  messages,
  onChange,
}: {
  rows: readonly PriceRowDraft[];
  messages: Readonly<Record<string, string>>;
  onChange: (rows: PriceRowDraft[]) => void;
}) {
  const t = useStore(adminCosts);
  const id = useId();
  const indexes = sentIndexes(rows);
  const names: Record<Field, (number: number) => string> = {
    provider: (number) => t.providerOf({ number }),
    model: (number) => t.modelOf({ number }),
    inputPerMillion: (number) => t.inputOf({ number }),
    outputPerMillion: (number) => t.outputOf({ number }),
    cachedInputPerMillion: (number) => t.cachedOf({ number }),
  };
  const headings: Record<Field, string> = {
    provider: t.provider,
    model: t.model,
    inputPerMillion: t.inputPerMillion,
    outputPerMillion: t.outputPerMillion,
    cachedInputPerMillion: t.cachedInputPerMillion,
  };
  const grid = 'grid gap-2 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1.5fr)_repeat(3,minmax(0,1fr))_2.25rem]';
  const change = (index: number, field: Field, value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">{t.prices}</legend>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noModels}</p>
      ) : (
        <div aria-hidden="true" className={`hidden ${grid} sm:grid`}>
          {FIELDS.map((field) => (
            <span key={field} className="text-xs font-medium text-muted-foreground">
              {headings[field]}
            </span>
          ))}
        </div>
      )}
      <ol className="grid gap-4 sm:gap-2">
        {rows.map((row, index) => {
          const number = index + 1;
          const sent = indexes[index];
          const problems = FIELDS.flatMap((field) => {
            const message = sent === null ? undefined : messages[`models.${sent}.${field}`];
            return message === undefined ? [] : [{ field, message }];
          });
          const problemId = `${id}-${row.key}-problem`;
          return (
            <li key={row.key} className="grid gap-1">
              <div className={`${grid} grid-cols-2`}>
                {FIELDS.map((field) => (
                  <Input
                    key={field}
                    value={row[field]}
                    inputMode={field === 'provider' || field === 'model' ? undefined : 'decimal'}
                    placeholder={headings[field]}
                    aria-label={names[field](number)}
                    aria-invalid={problems.some((problem) => problem.field === field)}
                    aria-describedby={problems.length > 0 ? problemId : undefined}
                    onChange={(event) => change(index, field, event.target.value)}
                    className={
                      field === 'model' || field === 'provider' ? 'col-span-2 sm:col-span-1' : undefined
                    }
                  />
                ))}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t.removeModel({ number })}
                  onClick={() => onChange(rows.filter((_, at) => at !== index))}
                  className="justify-self-end"
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              {problems.length > 0 && (
                <p id={problemId} className="text-xs text-destructive">
                  {problems.map((problem) => `${headings[problem.field]}: ${problem.message}`).join(' ')}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {rows.length > 0 && <p className="text-xs text-muted-foreground">{t.cachedInputHint}</p>}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange([...rows, emptyPriceRow()])}
        >
          <Plus aria-hidden="true" />
          {t.addModel}
        </Button>
      </div>
    </fieldset>
  );
}
