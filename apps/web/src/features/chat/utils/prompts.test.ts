import { describe, expect, it } from 'vitest';
import { uploadPrompt } from '@brief/contract/files';
import {
  attachmentPrompt,
  initialPromptFor,
  isInitialPromptFor,
  searchPrompt,
} from '@/features/chat/utils/prompts';

describe('prompts', () => {
  it('asks in Spanish to load the chosen customer, but not for all customers', () => {
    expect(initialPromptFor('Northwind Coffee')).toBe(
      'Carga los datos del cliente Northwind Coffee y prepárate para responder preguntas sobre él.',
    );
    expect(initialPromptFor('All the Customers')).toBeNull();
  });

  it("tells a customer's initial prompt from another customer's", () => {
    const prompt = initialPromptFor('Northwind Coffee') ?? '';
    expect(isInitialPromptFor(prompt, 'Northwind Coffee')).toBe(true);
    expect(isInitialPromptFor(prompt, 'Lumen Skincare')).toBe(false);
    expect(isInitialPromptFor(prompt, null)).toBe(false);
    expect(isInitialPromptFor('hola', 'Northwind Coffee')).toBe(false);
  });

  it('asks the main agent to search Google for the trimmed query', () => {
    expect(searchPrompt('  café de especialidad  ')).toContain('buscar en Google: "café de especialidad"');
  });

  it('sends the upload prompt of each file, one line each', () => {
    expect(attachmentPrompt([{ name: 'logo.png', kind: 'image' }])).toBe(
      uploadPrompt({ name: 'logo.png', kind: 'image' }),
    );
    expect(
      attachmentPrompt([
        { name: 'logo.png', kind: 'image' },
        { name: 'brief.pdf', kind: 'text' },
      ]).split('\n'),
    ).toEqual([
      'Analiza y describe la imagen "logo.png" usando el agente principal.',
      'Carga los datos del archivo "brief.pdf" usando el agente principal y resume su contenido.',
    ]);
  });
});
