import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../teams/demo-catalogue';
import { chatAnswer } from './builtin-answer';
import { draftRequest } from './builtin-drafts';

const northwind = Object.values(demoCustomers)
  .flat()
  .find((c) => c.name === 'Northwind Coffee');

const answer = (question: string, language: 'en' | 'es' = 'en') =>
  chatAnswer({
    language,
    question,
    team: null,
    specialists: [],
    customer: 'Northwind Coffee',
    data: { kind: 'profile', customer: 'Northwind Coffee', profile: northwind?.profile ?? '' },
  });

describe('writing requests', () => {
  it('reads what is asked for, how many and where, in English and Spanish', () => {
    expect(draftRequest('Write three Instagram captions')).toEqual({
      kind: 'caption',
      count: 3,
      channel: 'Instagram',
    });
    expect(draftRequest('Draft an e-mail announcing the Spring Blend')).toMatchObject({
      kind: 'email',
      count: 1,
    });
    expect(draftRequest('Give me a slogan')).toMatchObject({ kind: 'slogan', count: 1 });
    expect(draftRequest('Write headlines for the launch')).toMatchObject({ kind: 'headline', count: 3 });
    expect(draftRequest('Redacta dos publicaciones para LinkedIn')).toEqual({
      kind: 'post',
      count: 2,
      channel: 'Linkedin',
    });
    expect(draftRequest('Escribe un eslogan')).toMatchObject({ kind: 'slogan', count: 1 });
    expect(draftRequest('Propón tres pies de foto')).toMatchObject({ kind: 'caption', count: 3 });
  });

  it('leaves questions about copy that ask for none', () => {
    expect(draftRequest('Which headlines worked best?')).toBeNull();
    expect(draftRequest('How many newsletter subscribers do they have?')).toBeNull();
  });

  it("writes as many short items as asked from the customer's facts, and says a real model would do better", () => {
    const text = answer('Write three Instagram captions');

    expect(text).toMatch(/^A first draft of three Instagram captions for \*\*Northwind Coffee\*\*/);
    expect(text.match(/^- \*\*Caption \d:\*\*/gm)).toHaveLength(3);
    expect(text).toContain('For young urban professionals (25–34) who buy a flat white on the way to work.');
    expect(text).toContain('#NorthwindCoffee');
    expect(text).toContain('a real language model would write far better copy');
    // Not the channel facts the question's words happen to share.
    expect(text).not.toContain('Instagram (48k followers)');
  });

  it('builds the draft around the campaign named, and writes in Spanish in a Spanish chat', () => {
    const text = answer('Escribe un correo sobre el lanzamiento Spring Blend', 'es');

    expect(text).toMatch(/^Un primer borrador de un correo para \*\*Northwind Coffee\*\*/);
    expect(text).toContain('- **Asunto:** "Spring Blend" launch');
    expect(text).toContain('- **Despedida:** El equipo de Northwind Coffee');
    expect(text).toContain('un modelo de lenguaje real escribiría textos mucho mejores');
  });
});
