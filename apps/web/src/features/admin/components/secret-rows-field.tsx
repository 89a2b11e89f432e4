import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { emptySecret, type SecretRow } from '@/features/admin/utils/connector-draft';

export interface SecretRowsTexts {
  legend: string;
  hint: string;
  nameOf: (number: number) => string;
  valueOf: (number: number) => string;
  namePlaceholder: string;
  valuePlaceholder: string;
  /** The placeholder of a value the server holds (and never answers). */
  storedPlaceholder: string;
  add: string;
  remove: (number: number) => string;
}

/**
 * Headers or environment variables: a name and a value per row. Values are write-only: a row the
 * server holds shows its name (fixed) and an empty value that keeps the stored one unless typed over.
 * `messages` holds each field's problem by its path ("headers.1.name").
 */
export function SecretRowsField({
  path,
  rows,
  texts,
  messages,
  onChange,
}: {
  path: 'headers' | 'env';
  rows: readonly SecretRow[];
  texts: SecretRowsTexts;
  messages: Readonly<Record<string, string>>;
  onChange: (rows: SecretRow[]) => void;
}) {
  // A row just added takes the focus, so the reader types straight into it.
  const [addedKey, setAddedKey] = useState<number | null>(null);
  const change = (index: number, field: 'name' | 'value', value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{texts.legend}</legend>
      <p className="text-xs text-muted-foreground">{texts.hint}</p>
      <ol className="grid gap-3 sm:gap-2">
        {rows.map((row, index) => {
          const number = index + 1;
          const nameProblem = messages[`${path}.${index}.name`];
          const valueProblem = messages[`${path}.${index}.value`];
          return (
            <li
              key={row.key}
              className="grid grid-cols-[1fr_2.25rem] items-start gap-2 sm:grid-cols-[1fr_1fr_2.25rem]"
            >
              <Input
                value={row.name}
                readOnly={row.stored}
                placeholder={texts.namePlaceholder}
                aria-label={texts.nameOf(number)}
                aria-invalid={nameProblem ? true : undefined}
                autoFocus={row.key === addedKey}
                autoComplete="off"
                spellCheck={false}
                className="font-mono text-xs read-only:bg-muted/50"
                onChange={(event) => change(index, 'name', event.target.value)}
              />
              <Input
                type="password"
                value={row.value}
                placeholder={row.stored ? texts.storedPlaceholder : texts.valuePlaceholder}
                aria-label={texts.valueOf(number)}
                aria-invalid={valueProblem ? true : undefined}
                autoComplete="new-password"
                className="col-start-1 row-start-2 font-mono text-xs sm:col-start-auto sm:row-start-auto"
                onChange={(event) => change(index, 'value', event.target.value)}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="col-start-2 row-start-1 text-muted-foreground hover:text-destructive sm:col-start-auto sm:row-start-auto"
                aria-label={texts.remove(number)}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
              {(nameProblem ?? valueProblem) && (
                <p className="col-span-full text-sm text-destructive">{nameProblem ?? valueProblem}</p>
              )}
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            const row = emptySecret();
            setAddedKey(row.key);
            onChange([...rows, row]);
          }}
        >
          <Plus aria-hidden="true" />
          {texts.add}
        </Button>
      </div>
    </fieldset>
  );
}
