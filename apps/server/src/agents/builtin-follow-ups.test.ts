import { describe, expect, it } from 'vitest';
import { chatAnswer } from './builtin-answer';
import { demoCustomers } from '../teams/demo-catalogue';
import { KINDS, MAX_CHIP_CHARS, type Section, followUps, kindOf, sectionOf } from './builtin-follow-ups';

const profile = `# Acme Tea
## Industry
Loose-leaf tea sold online from Bristol.
## Products
- Breakfast blend, green tea and a winter spice tin.
## Goals
- Double subscriptions by 2026.
## Audiences
- Students who drink tea while they study.
## Channels
Instagram (12k followers) and an email newsletter.
## Recent campaigns
- Summer iced tea campaign (June 2025): budget £10,000, CTR 2.2%.
## Budget
£80,000 a year for paid media.
## Competitors
- Leafwise and Teapot & Co.
## Tone of voice
Calm, dry humour, never shouty.
## Loyalty club
- 4,000 members collect stamps.`;

/** Per kind of section: a question about it, and the deeper one asked after it. */
const expected: Record<'en' | 'es', Record<string, [ask: string, deeper: string]>> = {
  en: {
    Industry: ['What does Acme Tea sell, and to whom?', 'How does Acme Tea stand out in its market?'],
    Products: ['Which products does Acme Tea sell?', 'Which product should Acme Tea promote next?'],
    Goals: ["What are Acme Tea's main goals?", 'Which goal should Acme Tea work on first?'],
    Audiences: ["Who are Acme Tea's audiences?", 'Which message fits each audience of Acme Tea?'],
    Channels: ['Which channels does Acme Tea use today?', 'Where should Acme Tea put more budget?'],
    'Recent campaigns': [
      "How did Acme Tea's recent campaigns perform?",
      'What can Acme Tea learn from its best campaign?',
    ],
    Budget: ['What budget does Acme Tea work with?', 'How should Acme Tea split its budget?'],
    Competitors: ["Who are Acme Tea's main competitors?", 'How does Acme Tea compare with its competitors?'],
    'Tone of voice': [
      'What tone of voice does Acme Tea write in?',
      "Write two headlines in Acme Tea's tone of voice",
    ],
    'Loyalty club': [
      `What does Acme Tea's profile say under "Loyalty club"?`,
      'What matters most under "Loyalty club" for Acme Tea?',
    ],
  },
  es: {
    Industry: ['¿Qué vende Acme Tea y a quién?', '¿Qué diferencia a Acme Tea en su mercado?'],
    Products: ['¿Qué productos vende Acme Tea?', '¿Qué producto debería destacar Acme Tea?'],
    Goals: ['¿Cuáles son los objetivos de Acme Tea?', '¿Por qué objetivo debería empezar Acme Tea?'],
    Audiences: [
      '¿A qué audiencias se dirige Acme Tea?',
      '¿Qué mensaje encaja con cada audiencia de Acme Tea?',
    ],
    Channels: ['¿Qué canales usa Acme Tea hoy?', '¿En qué canal debería invertir más Acme Tea?'],
    'Recent campaigns': [
      '¿Cómo fueron las campañas recientes de Acme Tea?',
      '¿Qué puede aprender Acme Tea de su mejor campaña?',
    ],
    Budget: ['¿Con qué presupuesto trabaja Acme Tea?', '¿Cómo debería repartir Acme Tea su presupuesto?'],
    Competitors: [
      '¿Quiénes son los competidores de Acme Tea?',
      '¿Cómo se compara Acme Tea con su competencia?',
    ],
    'Tone of voice': [
      '¿Qué tono de voz usa Acme Tea?',
      'Escribe dos titulares con el tono de voz de Acme Tea',
    ],
    'Loyalty club': [
      '¿Qué dice el perfil de Acme Tea en «Loyalty club»?',
      '¿Qué es lo más importante de «Loyalty club» para Acme Tea?',
    ],
  },
};

const sections = Object.keys(expected.en).map((heading) => sectionOf(heading));

describe('follow-up sentences per kind of section', () => {
  it('reads the kind of a heading in either language', () => {
    expect(['Tone of voice', 'Tono de voz', 'Brand voice'].map(kindOf)).toEqual(['tone', 'tone', 'tone']);
    expect(['Campañas recientes', 'Recent campaigns'].map(kindOf)).toEqual(['campaigns', 'campaigns']);
    expect(['Objetivos', 'Sector', 'Audiencias', 'Canales'].map(kindOf)).toEqual([
      'goals',
      'industry',
      'audiences',
      'channels',
    ]);
    expect(sectionOf('Loyalty club')).toEqual({ kind: 'other', heading: 'Loyalty club' });
  });

  for (const language of ['en', 'es'] as const) {
    it(`asks about each section, then goes deeper on the one just asked about (${language})`, () => {
      for (const [index, section] of sections.entries()) {
        const [ask, deeper] = expected[language][section.heading] ?? ['', ''];
        const [first, ...rest] = followUps({
          language,
          customer: 'Acme Tea',
          sections,
          subject: section,
          offset: index,
        });
        expect(first).toBe(deeper);
        // The next section in the profile is asked about next.
        const next = sections[(index + 1) % sections.length] as Section;
        expect(rest[0]).toBe(expected[language][next.heading]?.[0]);
        expect(rest).not.toContain(ask);
      }
    });
  }

  it('answers a question on a section with the deeper follow-up on it, in the chat language', () => {
    const answer = (question: string, language: 'en' | 'es') =>
      chatAnswer({
        language,
        question,
        team: null,
        specialists: [],
        customer: 'Acme Tea',
        data: { kind: 'profile', customer: 'Acme Tea', profile },
      });
    const firstSuggestion = (text: string) => /Suggestions:\n- (.*)/.exec(text)?.[1];

    expect(firstSuggestion(answer('Who are their competitors?', 'en'))).toBe(expected.en.Competitors?.[1]);
    expect(firstSuggestion(answer('¿Quiénes son sus competidores?', 'es'))).toBe(
      expected.es.Competitors?.[1],
    );
    expect(firstSuggestion(answer('What does the loyalty club offer?', 'en'))).toBe(
      expected.en['Loyalty club']?.[1],
    );
  });

  it('never offers what was just asked, and gives distinct questions', () => {
    const tone = sectionOf('Tone of voice');
    const [deeper] = expected.en['Tone of voice'] ?? [];
    const offered = followUps({
      language: 'en',
      customer: 'Acme Tea',
      sections,
      subject: tone,
      asked: [deeper ?? ''],
    });

    expect(offered).toHaveLength(3);
    expect(new Set(offered).size).toBe(3);
    expect(offered).not.toContain(deeper);
  });

  it('offers a file or web search only when there is one, the file by its name as written', () => {
    const base = { customer: 'Acme Tea', sections, subject: null } as const;
    const none = followUps({ ...base, language: 'en' });
    const withFile = followUps({ ...base, language: 'en', files: ['Q3 Brief (final).PDF'] });
    const withWeb = followUps({ ...base, language: 'es', webSearch: true });

    expect(none.join(' ')).not.toMatch(/web|file|Q3/i);
    expect(withFile.at(-1)).toBe('Summarise Q3 Brief (final).PDF in three bullet points');
    expect(withWeb.at(-1)).toBe('Busca en la web noticias recientes sobre Acme Tea');
  });

  it('writes the possessive of a name ending in s as people do', () => {
    const [ask] = followUps({
      language: 'en',
      customer: 'Meridian Health Clinics',
      sections: [sectionOf('Goals')],
      subject: null,
    });
    expect(ask).toBe("What are Meridian Health Clinics' main goals?");
  });

  it('keeps every chip a short question: at most 60 characters, the name shortened if need be', () => {
    for (const customer of Object.values(demoCustomers).flat())
      for (const language of ['en', 'es'] as const)
        for (const kind of KINDS) {
          const offered = followUps({
            language,
            customer: customer.name,
            sections: KINDS.map((k) => ({ kind: k, heading: k })),
            subject: { kind, heading: kind },
          });
          expect(offered.length).toBeGreaterThanOrEqual(2);
          for (const chip of offered) expect(chip.length, chip).toBeLessThanOrEqual(MAX_CHIP_CHARS);
        }
    const [deeper] = followUps({
      language: 'en',
      customer: 'Atlas Freight Logistics',
      sections: [sectionOf('Channels')],
      subject: sectionOf('Channels'),
    });
    expect(deeper).toBe('Where should Atlas Freight Logistics put more budget?');
    const [spanish] = followUps({
      language: 'es',
      customer: 'Atlas Freight Logistics',
      sections: [sectionOf('Campañas recientes')],
      subject: sectionOf('Campañas recientes'),
    });
    expect(spanish).toBe('¿Qué puede aprender Atlas Freight de su mejor campaña?');
  });

  it("names a document's passage by its topic, never by its file name and place", () => {
    const heading = 'northwind-brand-book.md, Northwind Coffee brand book › Mascot';
    const document = sectionOf(heading, [heading]);
    const offered = [
      ...followUps({ language: 'en', customer: 'Northwind Coffee', sections: [document], subject: document }),
      ...followUps({ language: 'es', customer: 'Northwind Coffee', sections: [document], subject: document }),
    ];

    expect(offered).toContain('Which points on "Mascot" matter most for Northwind Coffee?');
    expect(offered).toContain('¿Qué puntos sobre «Mascot» importan más a Northwind Coffee?');
    for (const chip of offered) expect(chip).not.toMatch(/›|\.md\b|brand-book/);
  });

  it('offers a file whose name would make a long chip as "the file"', () => {
    const [offer] = followUps({
      language: 'en',
      customer: null,
      sections: [],
      subject: null,
      files: ['Northwind Coffee brand guidelines, final version (2026).pdf'],
      count: 4,
    }).slice(-1);
    expect(offer).toBe('Summarise the file in three bullet points');
  });
});
