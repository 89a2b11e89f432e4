import { useStore } from '@nanostores/react';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { adminConnectors } from '@/features/admin/i18n/en';
import { emptyParam, type ParamRow } from '@/features/admin/utils/connector-draft';

/**
 * The settings a connector declares per customer: the tool argument each fills (propertyId), and how
 * the customer's row names and explains it. `messages` holds problems by path ("params.0.name").
 */
export function ParamRowsField({
  rows,
  messages,
  onChange,
}: {
  rows: readonly ParamRow[];
  messages: Readonly<Record<string, string>>;
  onChange: (rows: ParamRow[]) => void;
}) {
  const t = useStore(adminConnectors);
  const [addedKey, setAddedKey] = useState<number | null>(null);
  const change = (index: number, field: 'name' | 'label' | 'description', value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{t.params}</legend>
      <p className="text-xs text-muted-foreground">{t.paramsHint}</p>
      <ol className="grid gap-3">
        {rows.map((row, index) => {
          const number = index + 1;
          const problem = messages[`params.${index}.name`];
          return (
            <li
              key={row.key}
              className="grid grid-cols-[1fr_2.25rem] items-start gap-2 rounded-md border border-dashed p-2 sm:grid-cols-[1fr_1fr_2.25rem]"
            >
              <Input
                value={row.name}
                placeholder={t.paramName}
                aria-label={t.paramNameOf({ number })}
                aria-invalid={problem ? true : undefined}
                autoFocus={row.key === addedKey}
                autoComplete="off"
                spellCheck={false}
                className="font-mono text-xs"
                onChange={(event) => change(index, 'name', event.target.value)}
              />
              <Input
                value={row.label}
                placeholder={t.paramLabel}
                aria-label={t.paramLabelOf({ number })}
                className="col-start-1 row-start-2 sm:col-start-auto sm:row-start-auto"
                onChange={(event) => change(index, 'label', event.target.value)}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="col-start-2 row-start-1 text-muted-foreground hover:text-destructive sm:col-start-auto sm:row-start-auto"
                aria-label={t.removeParam({ number })}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
              <Input
                value={row.description}
                placeholder={t.paramDescription}
                aria-label={t.paramDescriptionOf({ number })}
                className="col-start-1 sm:col-span-2"
                onChange={(event) => change(index, 'description', event.target.value)}
              />
              {problem && <p className="col-span-full text-sm text-destructive">{problem}</p>}
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
            const row = emptyParam();
            setAddedKey(row.key);
            onChange([...rows, row]);
          }}
        >
          <Plus aria-hidden="true" />
          {t.addParam}
        </Button>
      </div>
    </fieldset>
  );
}
