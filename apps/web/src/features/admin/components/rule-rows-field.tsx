import { BRAND_RULES_LIMITS } from '@brief/contract/brand-rules';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

type RuleRow<A extends string, B extends string> = { key: number } & Record<A | B, string>;

export interface RuleRowsTexts {
  legend: string;
  hint: string;
  /** The two columns' headings (and placeholders): "Term", "Instead (optional)". */
  first: string;
  second: string;
  /** Each input's accessible name, by the row's number from 1. */
  firstOf: (number: number) => string;
  secondOf: (number: number) => string;
  add: string;
  remove: (number: number) => string;
  listFull: string;
}

/**
 * A list of rules of two texts each — a forbidden term and what to write instead, a disclaimer and when
 * to add it — one row per rule with its own remove button, and a button that adds an empty row (disabled
 * once the list holds as many rules as the server takes). `messages` holds each field's problem by its
 * path ("forbidden.3.term"), and the list's own under `path`.
 */
export function RuleRowsField<A extends string, B extends string>({
  path,
  fields,
  rows,
  texts,
  messages,
  multiline = false,
  newRow,
  onChange,
}: {
  path: string;
  fields: readonly [A, B];
  rows: readonly RuleRow<A, B>[];
  texts: RuleRowsTexts;
  messages: Readonly<Record<string, string>>;
  /** The first text takes a few lines (a disclaimer) rather than one (a term). */
  multiline?: boolean;
  newRow: () => RuleRow<A, B>;
  onChange: (rows: RuleRow<A, B>[]) => void;
}) {
  const id = useId();
  const [first, second] = fields;
  // A row just added takes the focus, so the reader types straight into it.
  const [addedKey, setAddedKey] = useState<number | null>(null);
  const full = rows.length >= BRAND_RULES_LIMITS.entries;
  const listMessage = messages[path] ?? (full ? texts.listFull : null);
  const change = (index: number, field: A | B, value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{texts.legend}</legend>
      <p className="text-xs text-muted-foreground">{texts.hint}</p>
      {rows.length > 0 && (
        <div aria-hidden="true" className="hidden grid-cols-[1fr_1fr_2.25rem] gap-2 sm:grid">
          <span className="text-xs font-medium text-muted-foreground">{texts.first}</span>
          <span className="text-xs font-medium text-muted-foreground">{texts.second}</span>
        </div>
      )}
      <ol className="grid gap-3 sm:gap-2">
        {rows.map((row, index) => {
          const number = index + 1;
          const firstPath = `${path}.${index}.${first}`;
          const secondPath = `${path}.${index}.${second}`;
          const problems = [messages[firstPath], messages[secondPath]].filter(Boolean);
          const problemId = `${id}-${row.key}-problem`;
          const described = problems.length > 0 ? problemId : undefined;
          // The first field is one line, or a few for longer texts (a disclaimer): the same field either way.
          const firstField = {
            value: row[first],
            placeholder: texts.first,
            'aria-label': texts.firstOf(number),
            'aria-invalid': messages[firstPath] ? true : undefined,
            'aria-describedby': described,
            autoFocus: row.key === addedKey,
            onChange: (event: { target: { value: string } }) => change(index, first, event.target.value),
          };
          return (
            <li
              key={row.key}
              className="grid grid-cols-[1fr_2.25rem] items-start gap-2 sm:grid-cols-[1fr_1fr_2.25rem]"
            >
              {multiline ? (
                <Textarea rows={2} {...firstField} className="col-start-1 row-start-1 min-h-9" />
              ) : (
                <Input {...firstField} className="col-start-1 row-start-1" />
              )}
              <Input
                value={row[second]}
                placeholder={texts.second}
                aria-label={texts.secondOf(number)}
                aria-invalid={messages[secondPath] ? true : undefined}
                aria-describedby={described}
                className="col-start-1 row-start-2 sm:col-start-2 sm:row-start-1"
                onChange={(event) => change(index, second, event.target.value)}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="col-start-2 row-start-1 text-muted-foreground hover:text-destructive sm:col-start-3"
                aria-label={texts.remove(number)}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
              {problems.length > 0 && (
                <p id={problemId} className="col-span-full text-sm text-destructive">
                  {problems.join(' ')}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <div className={cn('flex flex-wrap items-center gap-3', rows.length > 0 && 'pt-1')}>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={full}
          onClick={() => {
            const row = newRow();
            setAddedKey(row.key);
            onChange([...rows, row]);
          }}
        >
          <Plus aria-hidden="true" />
          {texts.add}
        </Button>
        {listMessage && (
          <p className={cn('text-sm', messages[path] ? 'text-destructive' : 'text-muted-foreground')}>
            {listMessage}
          </p>
        )}
      </div>
    </fieldset>
  );
}
