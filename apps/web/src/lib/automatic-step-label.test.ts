import { customerDataPrompt, webSearchPrompt } from '@brief/contract/automatic-prompts';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/core';
import { automaticStepLabel } from './automatic-step-label';

const loading = customerDataPrompt('Northwind Coffee');
const search = webSearchPrompt('cafés de especialidad');

afterEach(async () => {
  await showLanguage('en');
});

describe("the automatic step's label", () => {
  it('reads in English while working and once done', () => {
    expect(automaticStepLabel('customer-data', loading, [], false)).toBe("Loading Northwind Coffee's data…");
    expect(automaticStepLabel('customer-data', loading, [], true)).toBe("Loaded Northwind Coffee's data");
    expect(automaticStepLabel('search', search, [], true)).toBe(
      'Searched the web for “cafés de especialidad”',
    );
    expect(automaticStepLabel('attachment', '', ['brief.pdf', 'logo.png'], false)).toBe('Reading 2 files…');
    expect(automaticStepLabel('attachment', '', ['brief.pdf'], true)).toBe('Read brief.pdf');
  });

  it('reads in Spanish, with its own plural forms', async () => {
    await showLanguage('es');
    expect(automaticStepLabel('customer-data', loading, [], false)).toBe(
      'Cargando los datos de Northwind Coffee…',
    );
    expect(automaticStepLabel('search', search, [], false)).toBe(
      'Buscando en la web «cafés de especialidad»…',
    );
    expect(automaticStepLabel('attachment', '', ['brief.pdf', 'logo.png'], true)).toBe('2 archivos leídos');
    expect(automaticStepLabel('attachment', '', ['brief.pdf'], false)).toBe('Leyendo brief.pdf…');
  });
});
