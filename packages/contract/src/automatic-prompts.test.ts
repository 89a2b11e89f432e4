import { describe, expect, it } from 'vitest';
import {
  automaticPromptOf,
  customerDataPrompt,
  readAutomaticPrompt,
  webSearchPrompt,
} from './automatic-prompts';
import { uploadPrompt } from './files';

describe('readAutomaticPrompt', () => {
  it("reads back the customer-data prompt of any customer, the upload lines and the search prompt's query", () => {
    expect(readAutomaticPrompt(customerDataPrompt(' Café Olé & Co. '))).toEqual({
      kind: 'customer-data',
      customerName: 'Café Olé & Co.',
    });
    const upload = [
      uploadPrompt({ name: 'autumn "brief".pdf', kind: 'text' }),
      uploadPrompt({ name: 'logo.png', kind: 'image' }),
    ].join('\n');
    expect(readAutomaticPrompt(upload)).toEqual({
      kind: 'attachment',
      files: [
        { name: 'autumn "brief".pdf', image: false },
        { name: 'logo.png', image: true },
      ],
    });
    expect(readAutomaticPrompt(webSearchPrompt('  oat milk "prices"  '))).toEqual({
      kind: 'search',
      query: 'oat milk "prices"',
    });
  });

  it('leaves anything else as typed: the prompts changed, extended or mixed with other text', () => {
    for (const text of [
      'Carga los datos del cliente Northwind Coffee.',
      `${customerDataPrompt('Northwind Coffee')} And tell me their goals.`,
      `${uploadPrompt({ name: 'a.pdf', kind: 'text' })}\nWhat does it say?`,
      `Hi ${webSearchPrompt('coffee')}`,
      '',
    ]) {
      expect(automaticPromptOf(text), text).toBeUndefined();
    }
  });
});
