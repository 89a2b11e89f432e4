import { describe, expect, it } from 'vitest';
import { type DemoCustomer, demoCustomers } from '../teams/demo-catalogue';
import { chatAnswer } from './builtin-answer';
import { RELEVANCE_FLOOR, rankPassages, scorePassages, topicOf } from './builtin-relevance';
import { type Language, splitPassages } from './builtin-text';

const customerNamed = (name: string): DemoCustomer => {
  const customer = Object.values(demoCustomers)
    .flat()
    .find((c) => c.name === name);
  if (customer === undefined) throw new Error(`No demo customer ${name}`);
  return customer;
};

/** Two passages of a brand book, as knowledge search hands them to the built-in model. */
const BRAND_BOOK: readonly (readonly [string, string])[] = [
  [
    'northwind-brand-book.md, Northwind Coffee brand book › Colours [1]',
    'Roast Brown #4B2E1E, Cream #F4EBDD and Moss Green #6B8F47. Our palette serves one goal: recognition at a glance.',
  ],
  [
    'northwind-brand-book.md, Northwind Coffee brand book › Mascot [2]',
    'Our mascot is Pip, a curious fox in a barista apron who appears on cups, stickers and the app.',
  ],
];

/** The lines a reply quotes (its bullets), without their labels and source numbers. */
function quoted(name: string, question: string, language: Language, documents = false): string[] {
  const customer = customerNamed(name);
  const knowledge = documents ? BRAND_BOOK : [];
  const answer = chatAnswer({
    language,
    question,
    team: null,
    specialists: [],
    customer: customer.name,
    data: {
      kind: 'profile',
      customer: customer.name,
      profile: [customer.profile, ...knowledge.map(([heading, text]) => `## ${heading}\n${text}`)].join(
        '\n\n',
      ),
      documents: knowledge.map(([heading]) => heading),
    },
    firstReply: false,
  });
  const body = answer.split('\n\nSuggestions:')[0] ?? '';
  return body
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) =>
      line
        .replace(/^- (?:\*\*[^*]+:\*\* )?/, '')
        .replace(/ \[\d+\]$/, '')
        .slice(0, 40),
    );
}

const start = (text: string) => text.slice(0, 40);
const northwind = customerNamed('Northwind Coffee').profile;
const line = (profile: string, from: string) => {
  const found = profile.split('\n').find((l) => l.includes(from));
  if (found === undefined) throw new Error(`no line with ${from}`);
  return start(found.replace(/^- /, ''));
};
const GOALS = ['Grow online subscriptions', 'Lift spontaneous brand', 'Keep café footfall'].map((x) =>
  line(northwind, x),
);
const AUDIENCES = ['Young urban professionals', 'Home brewers', 'Office managers'].map((x) =>
  line(northwind, x),
);
const CAMPAIGNS = ['"Spring Blend"', '"Subscribe & Save"', 'Holiday gift boxes', '"Office Brew"'].map((x) =>
  line(northwind, x),
);
const [SPRING, SUBSCRIBE, HOLIDAY, OFFICE_BREW] = CAMPAIGNS;
const CHANNELS = line(northwind, 'Instagram (48k');
const TONE = line(northwind, 'Warm, curious');
const INDUSTRY = line(northwind, 'Specialty coffee');
const MASCOT = start(BRAND_BOOK[1]?.[1] ?? '');
const COLOURS = start('Roast Brown #4B2E1E, Cream #F4EBDD and Moss Green #6B8F47.');
const olivar = customerNamed('Casa Olivar').profile;
const OBJETIVOS = ['Duplicar las ventas', 'Entrar en 120 tiendas', 'Posicionar la marca'].map((x) =>
  line(olivar, x),
);

/**
 * The questions the relevance floor was measured on, with the lines that answer each (nothing: the
 * reply says the data doesn't say). Every line of a demo profile is in some answer; no answer holds a
 * line that merely shares a common word with the question.
 */
const TABLE: [customer: string, question: string, language: Language, documents: boolean, lines: string[]][] =
  [
    ['Northwind Coffee', 'What are the goals?', 'en', false, GOALS],
    ['Northwind Coffee', 'What are their goals for this year?', 'en', false, GOALS],
    ['Northwind Coffee', 'What are the goals?', 'en', true, GOALS],
    ['Northwind Coffee', 'Who are the audiences?', 'en', false, AUDIENCES],
    ['Northwind Coffee', 'Which channels do they use?', 'en', false, [CHANNELS]],
    ['Northwind Coffee', 'What is their tone of voice?', 'en', false, [TONE]],
    ['Northwind Coffee', 'What does Northwind Coffee sell?', 'en', false, [INDUSTRY]],
    ['Northwind Coffee', 'How many cafés do they have?', 'en', false, [INDUSTRY, GOALS[2] ?? '', CHANNELS]],
    [
      'Northwind Coffee',
      'What CPA did the Subscribe & Save search campaign reach?',
      'en',
      false,
      [SUBSCRIBE ?? ''],
    ],
    ['Northwind Coffee', 'What was the budget of the Spring Blend launch?', 'en', false, [SPRING ?? '']],
    ['Northwind Coffee', 'How did the holiday gift boxes do?', 'en', false, [HOLIDAY ?? '']],
    ['Northwind Coffee', 'How many leads did the Office Brew pilot bring?', 'en', false, [OFFICE_BREW ?? '']],
    [
      'Northwind Coffee',
      'What is the budget?',
      'en',
      false,
      [SPRING ?? '', SUBSCRIBE ?? '', OFFICE_BREW ?? ''],
    ],
    ['Northwind Coffee', 'Compare the recent campaigns', 'en', false, CAMPAIGNS],
    ['Northwind Coffee', 'How many newsletter subscribers do they have?', 'en', false, [CHANNELS]],
    [
      'Northwind Coffee',
      'Which audiences should the spring campaign target?',
      'en',
      false,
      [SPRING ?? '', ...AUDIENCES],
    ],
    ['Northwind Coffee', 'What is the budget for TV ads in Japan?', 'en', false, []],
    ['Northwind Coffee', 'What is the weather on Mars tonight?', 'en', false, []],
    ['Northwind Coffee', 'What is the brand mascot?', 'en', true, [MASCOT]],
    ['Northwind Coffee', '¿Cuál es la mascota de la marca?', 'es', true, [MASCOT]],
    [
      'Northwind Coffee',
      'What colours does the brand use?',
      'en',
      true,
      [COLOURS, 'Our palette serves one goal: recognition'],
    ],
    ['Northwind Coffee', '¿Cuáles son sus objetivos?', 'es', false, GOALS],
    ['Northwind Coffee', '¿Cómo fueron las ventas de regalos en Navidad?', 'es', false, [HOLIDAY ?? '']],
    ['Casa Olivar', '¿Cuáles son sus objetivos?', 'es', false, OBJETIVOS],
    ['Casa Olivar', 'What are the goals?', 'en', false, OBJETIVOS],
    [
      'Casa Olivar',
      '¿Qué presupuesto tuvo la campaña Cosecha Temprana?',
      'es',
      false,
      [line(olivar, '"Cosecha Temprana"')],
    ],
    [
      'Casa Olivar',
      'How much did the Germany influencer campaign cost?',
      'en',
      false,
      [line(olivar, 'Campaña en Alemania')],
    ],
    [
      'Casa Olivar',
      '¿Cuántos suscriptores tiene la newsletter?',
      'es',
      false,
      [line(olivar, 'Instagram (36.000')],
    ],
    ['Casa Olivar', '¿Quiénes son sus competidores?', 'es', false, []],
    [
      'Brightlane Bank',
      'How many accounts did the tax-return push open?',
      'en',
      false,
      [line(customerNamed('Brightlane Bank').profile, 'Tax-return season push')],
    ],
    ['Brightlane Bank', 'Who are their competitors?', 'en', false, []],
  ];

describe('the relevance floor, on the demo customers', () => {
  for (const [customer, question, language, documents, lines] of TABLE) {
    it(`${customer}${documents ? ' and its brand book' : ''}: "${question}"`, () => {
      expect(quoted(customer, question, language, documents).sort()).toEqual([...lines].sort());
    });
  }

  it('says so plainly when nothing answers', () => {
    const answer = chatAnswer({
      language: 'en',
      question: 'What is the budget for TV ads in Japan?',
      team: null,
      specialists: [],
      customer: 'Northwind Coffee',
      data: { kind: 'profile', customer: 'Northwind Coffee', profile: northwind },
      firstReply: false,
    });
    expect(answer).toMatch(
      /^The data of \*\*Northwind Coffee\*\* doesn't say what the budget for TV ads in Japan is\./,
    );
  });
});

const profile = `# Acme Tea
## Industry
Loose-leaf tea sold online. Founded in 2012 in Bristol.
## Goals
- Double subscriptions by 2026.
## Recent campaigns
- Summer iced tea campaign (June 2025): budget £10,000, CTR 2.2%.
- Winter gift campaign (December 2025): budget £30,000, ROAS 4.1.`;

describe('rankPassages', () => {
  const passages = splitPassages(profile);

  it('returns the passages that answer, in profile order, not those sharing a common word', () => {
    expect(rankPassages(passages, 'What ROAS did the winter campaign reach?').map((p) => p.text)).toEqual([
      'Winter gift campaign (December 2025): budget £30,000, ROAS 4.1.',
    ]);
    expect(rankPassages(passages, 'What budget did the campaigns have?').map((p) => p.text)).toEqual([
      'Summer iced tea campaign (June 2025): budget £10,000, CTR 2.2%.',
      'Winter gift campaign (December 2025): budget £30,000, ROAS 4.1.',
    ]);
  });

  it('weighs a rare word more than a common one', () => {
    const teas = ['Green tea.', 'Black tea.', 'White tea.', 'Mint tea.', 'ROAS 4.1 last year.'].join(' ');
    const scored = scorePassages(splitPassages(teas), 'tea ROAS');

    expect(scored[0]?.passage.text).toBe('ROAS 4.1 last year.');
    expect(scored[1]?.score).toBeLessThan(RELEVANCE_FLOOR);
    expect(rankPassages(splitPassages(teas), 'tea ROAS').map((p) => p.text)).toEqual(['ROAS 4.1 last year.']);
  });

  it('finds passages by the heading they sit under', () => {
    expect(rankPassages(passages, 'What are their goals?').map((p) => p.text)).toEqual([
      'Double subscriptions by 2026.',
    ]);
  });

  it('finds nothing when no word matches, and ignores the words it is told to', () => {
    expect(rankPassages(passages, 'Weather on Mars?')).toEqual([]);
    expect(rankPassages(passages, 'Acme Tea', { ignore: ['Acme Tea'] })).toEqual([]);
  });

  it('counts a word naming a subject only in the part about it', () => {
    const withBrandBook = splitPassages(
      `${profile}\n## brand.md, Brand › Colours\nOur palette serves one goal.`,
    );
    const topic = topicOf('What are the goals?', withBrandBook, ['brand.md, Brand › Colours']);
    expect(rankPassages(withBrandBook, 'What are the goals?', { topic }).map((p) => p.text)).toEqual([
      'Double subscriptions by 2026.',
    ]);
    // Asked about the documents, their words count again.
    const asked = 'What do the documents say about goals?';
    const aboutDocuments = topicOf(asked, withBrandBook, ['brand.md, Brand › Colours']);
    expect(rankPassages(withBrandBook, asked, { topic: aboutDocuments }).map((p) => p.text)).toContain(
      'Our palette serves one goal.',
    );
  });
});
