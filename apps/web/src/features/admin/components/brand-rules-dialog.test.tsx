import { brandRulesPaths, EMPTY_BRAND_RULES, type BrandRules } from '@brief/contract/brand-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { BrandRulesDialog } from '@/features/admin/components/brand-rules-dialog';
import { showLanguage } from '@/i18n/core';
import { cleanUpAdmin, json, renderAsAdmin, type ApiCall } from '@/testing/admin-console';

afterEach(async () => {
  cleanUpAdmin();
  await showLanguage('en');
});

const TEAM = 'marketing';
const CUSTOMER = 'c-northwind';
const rulesPath = brandRulesPaths.admin(TEAM, CUSTOMER);

const stored: BrandRules = {
  ...EMPTY_BRAND_RULES,
  voice: 'Warm and plain.',
  preferred: [{ term: 'coffee' }],
  forbidden: [{ term: 'cheap', instead: 'affordable' }],
};

function show(answerPut: (call: ApiCall) => Response = (call) => json(200, call.body)) {
  return renderAsAdmin(
    <BrandRulesDialog
      teamId={TEAM}
      customerId={CUSTOMER}
      customerName="Northwind Coffee"
      trigger={<Button>Open rules</Button>}
    />,
    { [`GET ${rulesPath}`]: () => json(200, stored), [`PUT ${rulesPath}`]: answerPut },
  );
}

async function openEditor() {
  await userEvent.click(screen.getByRole('button', { name: 'Open rules' }));
  const dialog = await screen.findByRole('dialog', { name: 'Brand rules of Northwind Coffee' });
  await within(dialog).findByRole('form', { name: 'Brand rules of Northwind Coffee' });
  return dialog;
}

/** Types `text` at once: a paste is one event, not one per key, and keeps the test quick on a busy machine. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');

describe('<BrandRulesDialog>', () => {
  it('shows the stored rules and saves them whole with a new forbidden term, then says so', async () => {
    const { calls } = show();
    const dialog = await openEditor();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Voice').value).toBe('Warm and plain.');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Forbidden term 1').value).toBe('cheap');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Instead of forbidden term 1').value).toBe(
      'affordable',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add forbidden term' }));
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Forbidden term 2'));
    await fill(within(dialog).getByLabelText('Forbidden term 2'), 'deal');
    await userEvent.type(within(dialog).getByLabelText('New preferred term'), 'roast{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add disclaimer' }));
    await fill(within(dialog).getByLabelText('Disclaimer 1'), 'Prices may change.');
    await fill(within(dialog).getByLabelText('When to add disclaimer 1'), 'prices');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rules' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({
      voice: 'Warm and plain.',
      audiences: '',
      preferred: [{ term: 'coffee' }, { term: 'roast' }],
      forbidden: [{ term: 'cheap', instead: 'affordable' }, { term: 'deal' }],
      disclaimers: [{ text: 'Prices may change.', when: 'prices' }],
      notes: '',
    });
    expect(await screen.findByText('Brand rules saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The longest walk of these tests: room for a machine busy with other tests.
  }, 15_000);

  it('refuses a term over 100 characters beside it, and sends nothing', async () => {
    const { calls } = show();
    const dialog = await openEditor();
    const term = within(dialog).getByLabelText('Forbidden term 1');
    await userEvent.clear(term);
    await fill(term, 'x'.repeat(101));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rules' }));

    expect(within(dialog).getByText('At most 100 characters.')).toBeTruthy();
    expect(term.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Some rules need a fix before they can be saved.',
    );
    expect(puts(calls)).toHaveLength(0);
  });

  it('keeps a preferred term out when it is listed already, and removes one by its chip', async () => {
    show();
    const dialog = await openEditor();
    await userEvent.type(within(dialog).getByLabelText('New preferred term'), 'Coffee{Enter}');
    expect(within(dialog).getByText('Already in the list.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove coffee' }));
    expect(within(dialog).getByText('No preferred terms.')).toBeTruthy();
  });

  it("words the server's refusal in the reader's language, beside the entry it names", async () => {
    await showLanguage('es');
    show(() =>
      json(422, {
        error: {
          code: 'over_limit',
          message: 'forbidden.0.instead may be at most 100 characters',
          reason: 'rules_too_long',
          field: 'body.forbidden.0.instead',
          values: { limit: 100 },
        },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open rules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reglas de marca de Northwind Coffee' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Guardar reglas' }));

    const words = 'Una regla de marca es demasiado larga: como máximo 100 caracteres.';
    expect((await within(dialog).findByRole('alert')).textContent).toBe(words);
    const instead = within(dialog).getByLabelText('En lugar del término prohibido 1');
    expect(instead.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
