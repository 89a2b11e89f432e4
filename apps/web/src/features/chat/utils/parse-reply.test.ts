import { describe, expect, it } from 'vitest';
import { parseReply, replyAsShown } from '@/features/chat/utils/parse-reply';

const ORIGIN = 'https://brief.example';

describe('parseReply', () => {
  it('takes an English Suggestions block out of the text as chips', () => {
    const reply = parseReply(
      'Northwind sells coffee.\n\nSuggestions:\n- Draft three posts\n- Which KPIs matter?\n* **Compare campaigns**',
      ORIGIN,
    );
    expect(reply.text).toBe('Northwind sells coffee.');
    expect(reply.suggestions).toEqual(['Draft three posts', 'Which KPIs matter?', 'Compare campaigns']);
    expect(reply.related).toEqual([]);
  });

  it('reads Spanish Sugerencias and bold or heading forms, numbered or bulleted', () => {
    const reply = parseReply(
      'Hola.\n\n**Sugerencias:**\n\n1. Propón tres ideas\n2) ¿Qué KPI medir?\n\n### Related\n• Compare with 2025\n\nFin.',
      ORIGIN,
    );
    expect(reply.suggestions).toEqual(['Propón tres ideas', '¿Qué KPI medir?']);
    expect(reply.related).toEqual(['Compare with 2025']);
    expect(reply.text).toBe('Hola.\n\nFin.');
  });

  it('leaves a heading without a list and anything inside code blocks alone', () => {
    const content = 'Related:\nnot a list\n\n```\nSuggestions:\n- kept in code\n```';
    const reply = parseReply(content, ORIGIN);
    expect(reply.text).toBe(content);
    expect(reply.suggestions).toEqual([]);
    expect(reply.related).toEqual([]);
  });

  it('pulls file-store images out of markdown images, links and bare addresses', () => {
    const reply = parseReply(
      [
        'Here are the mock-ups.',
        '![Hero banner](/api/users/u1/files/f1/hero.png)',
        'Imagen 2: https://storage.googleapis.com/brief-bucket/ads/story.JPG',
        '- Imagen 3: [Story](https://brief.example/api/users/u1/files/f2/story.webp?v=2)',
        'See /api/users/u1/files/f3/chart.gif.',
      ].join('\n'),
      ORIGIN,
    );
    expect(reply.images).toEqual([
      { url: '/api/users/u1/files/f1/hero.png', alt: 'Hero banner' },
      { url: 'https://storage.googleapis.com/brief-bucket/ads/story.JPG', alt: '' },
      { url: '/api/users/u1/files/f2/story.webp?v=2', alt: 'Story' },
      { url: '/api/users/u1/files/f3/chart.gif', alt: '' },
    ]);
    expect(reply.text).toBe('Here are the mock-ups.\nSee .');
  });

  it("drops 'Imagen N:' prefixes from the text", () => {
    const reply = parseReply('Imagen 1: Portada de la campaña\n**Imagen 2:** Detalle', ORIGIN);
    expect(reply.text).toBe('Portada de la campaña\nDetalle');
  });

  it('keeps images that are not from the file store, or not images, as text', () => {
    const content = [
      '![tracker](https://evil.example/pixel.png)',
      '[report](/api/users/u1/files/f1/report.pdf)',
      'https://storage.googleapis.com/bucket/notes.txt',
      '[hero](/static/hero.png)',
    ].join('\n');
    const reply = parseReply(content, ORIGIN);
    expect(reply.images).toEqual([]);
    expect(reply.text).toBe(content);
  });

  it('never takes an image with a disallowed protocol', () => {
    const content = [
      '![x](javascript:alert(1)//a.png)',
      '[y](data:image/png;base64,AAAA.png)',
      '![z](http://storage.googleapis.com/bucket/a.png)',
      '![w](//evil.example/api/users/u1/files/a.png)',
    ].join('\n');
    const reply = parseReply(content, ORIGIN);
    expect(reply.images).toEqual([]);
    expect(reply.text).toBe(content);
  });
});

describe('replyAsShown', () => {
  it('keeps the text and the images, without the follow-up blocks', () => {
    expect(
      replyAsShown(
        'Northwind sells **coffee**.\n\n![Shop front](https://storage.googleapis.com/b/shop.png)\n\nSuggestions:\n- Draft three posts\n\nRelated:\n- Which KPIs matter?',
        ORIGIN,
      ),
    ).toBe('Northwind sells **coffee**.\n\n![Shop front](<https://storage.googleapis.com/b/shop.png>)');
  });

  it('is the content itself when nothing else is left', () => {
    expect(replyAsShown('Suggestions:\n- Draft three posts', ORIGIN)).toBe(
      'Suggestions:\n- Draft three posts',
    );
  });
});
