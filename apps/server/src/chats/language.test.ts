import { customerDataPrompt, webSearchPrompt } from '@brief/contract/automatic-prompts';
import { uploadPrompt } from '@brief/contract/files';
import { describe, expect, it } from 'vitest';
import { chatLanguage, clearLanguageOf } from './language';

const loadNorthwind = {
  role: 'user',
  content: customerDataPrompt('Northwind Coffee'),
  automatic: 'customer-data' as const,
};
const spanishReply = {
  role: 'assistant',
  content: 'Estos son los datos de Northwind Coffee: su público objetivo…',
};
const typed = (content: string) => ({ role: 'user', content, automatic: null });

describe('chatLanguage', () => {
  it('is English when the user types English after the Spanish automatic prompt and reply', () => {
    expect(chatLanguage([loadNorthwind, spanishReply, typed('What are their goals for this year?')])).toBe(
      'en',
    );
  });

  it('is Spanish when the user types Spanish, whatever the interface language', () => {
    expect(
      chatLanguage([loadNorthwind, spanishReply, typed('¿Qué presupuesto tiene la campaña de otoño?')], 'en'),
    ).toBe('es');
  });

  it("is the interface language before anything is typed, English when there's none", () => {
    expect(chatLanguage([loadNorthwind, spanishReply], 'es')).toBe('es');
    expect(chatLanguage([loadNorthwind, spanishReply], 'en')).toBe('en');
    expect(chatLanguage([loadNorthwind, spanishReply])).toBe('en');
    expect(chatLanguage([])).toBe('en');
  });

  it('keeps the earlier typed language when the latest message is too short to tell', () => {
    const chat = [loadNorthwind, typed('Dame tres ideas para la campaña de Navidad'), spanishReply];
    expect(chatLanguage([...chat, typed('OK')], 'en')).toBe('es');
    expect(chatLanguage([...chat, typed('Northwind Coffee Q3 2026')], 'en')).toBe('es');
    expect(chatLanguage([typed('Give me three ideas for the holiday campaign'), typed('ok')], 'es')).toBe(
      'en',
    );
  });

  it('does not count upload prompts, but counts the query of a web search as typed', () => {
    const upload = {
      role: 'user',
      content: uploadPrompt({ name: 'brief.pdf', kind: 'text' }),
      automatic: 'attachment' as const,
    };
    expect(chatLanguage([typed('What is in this file?'), upload])).toBe('en');
    const search = {
      role: 'user',
      content: webSearchPrompt('best coffee shops in the city'),
      automatic: 'search' as const,
    };
    expect(chatLanguage([search], 'es')).toBe('en');
    const spanishSearch = {
      role: 'user',
      content: webSearchPrompt('precio del café en España'),
      automatic: 'search' as const,
    };
    expect(chatLanguage([typed('Tell me about the brand'), spanishSearch])).toBe('es');
  });

  it('treats a message as automatic only when it says so or is stored so', () => {
    // The same text typed by hand (no flag) is the user's own Spanish.
    expect(chatLanguage([typed(customerDataPrompt('Northwind Coffee'))], 'en')).toBe('es');
  });
});

describe('clearLanguageOf', () => {
  it('tells short requests apart by their words and marks', () => {
    expect(clearLanguageOf('Draft three post ideas')).toBe('en');
    expect(clearLanguageOf('Escribe un eslogan')).toBe('es');
    expect(clearLanguageOf('¿Y en 2025?')).toBe('es');
    expect(clearLanguageOf("What's their tone of voice?")).toBe('en');
  });

  it('says nothing of a text without a language', () => {
    expect(clearLanguageOf('OK')).toBeNull();
    expect(clearLanguageOf('Q3 2026')).toBeNull();
    expect(clearLanguageOf('Northwind Coffee')).toBeNull();
  });
});
