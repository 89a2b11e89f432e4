import { type ModelMessage, generateText, stepCountIs } from 'ai';
import { describe, expect, it } from 'vitest';
import { type DemoCustomer, demoCustomers } from '../teams/demo-catalogue';
import { MAX_CHIP_CHARS } from './builtin-follow-ups';
import { createBuiltinModel } from './builtin-model';
import { searchRequest } from './builtin-reading';
import {
  type PromptAttachment,
  type PromptLanguage,
  chatSystemPrompt,
  relatedPrompt,
  titlePrompt,
  versionLine,
} from './prompts';
import { LOAD_CUSTOMER_DATA, loadCustomerDataTool } from './tools/load-customer-data';

/**
 * Whole conversations with every seeded customer, read the way a user reads them: the reply's own
 * sentences, its chips, the related questions and the proposed title.
 */

const customers = Object.values(demoCustomers).flat();
const northwind = customers.find((c) => c.name === 'Northwind Coffee') as DemoCustomer;
const automaticPrompt = (name: string) =>
  `Carga los datos del cliente ${name} y prepárate para responder preguntas sobre él.`;

type Options = {
  language: PromptLanguage;
  version?: number;
  webSearch?: boolean;
  attachments?: PromptAttachment[];
};

async function reply(customer: DemoCustomer | null, history: ModelMessage[], options: Options) {
  const system = chatSystemPrompt({
    team: { name: 'Consulting & Content', instructions: '' },
    specialists: [],
    customer: customer === null ? null : { name: customer.name },
    today: '2026-05-04',
    language: options.language,
    webSearch: options.webSearch ?? false,
    attachments: options.attachments ?? [],
  });
  const result = await generateText({
    model: createBuiltinModel(),
    system: options.version === undefined ? system : `${system}\n${versionLine(options.version)}`,
    messages: history,
    tools: {
      [LOAD_CUSTOMER_DATA]: loadCustomerDataTool(async () =>
        customer === null
          ? null
          : { customer: customer.name, description: customer.description, profile: customer.profile },
      ),
    },
    stopWhen: stepCountIs(3),
  });
  return result.text;
}

/** A conversation: each question in turn, with the replies before it. */
async function converse(customer: DemoCustomer | null, questions: readonly string[], options: Options) {
  const history: { role: 'user' | 'assistant'; content: string }[] = [];
  const replies: string[] = [];
  for (const question of questions) {
    history.push({ role: 'user', content: question });
    const text = await reply(customer, history, options);
    history.push({ role: 'assistant', content: text });
    replies.push(text);
  }
  return { history, replies };
}

function suggestionsOf(text: string): string[] {
  const block = text.split('\n\n').at(-1) ?? '';
  const [header, ...items] = block.split('\n');
  expect(header).toBe('Suggestions:');
  return items.map((item) => item.replace(/^- /, ''));
}

/**
 * The sentences the model writes itself: not the profile passages it quotes (bullet texts after their
 * label, table cells), nor the Suggestions block.
 */
function ownWords(text: string): string {
  const body = text.split('\n\nSuggestions:')[0] ?? '';
  return body
    .split('\n')
    .map((line) => {
      if (line.startsWith('|')) return '';
      if (line.startsWith('- ')) return /^- \*\*([^*]+):\*\*/.exec(line)?.[1] ?? '';
      return line;
    })
    .join('\n');
}

const SPANISH_ONLY = /\b(de|del|la|las|los|el|que|qué|para|con|una|por|sobre|su|sus|y|en|cómo|cuál)\b/i;
const ENGLISH_ONLY = /\b(the|of|and|for|with|what|which|how|does|is|are|to|its|who|in)\b/i;

/** Everything a user would notice as a template artefact in one sentence of the model's. */
function artefacts(sentence: string, customer: string | null, language: PromptLanguage): string[] {
  const found: string[] = [];
  const withoutName = customer === null ? sentence : sentence.replaceAll(customer, ' ');
  const doubled = /\b(\p{L}+)\s+\1\b/iu.exec(withoutName);
  if (doubled !== null) found.push(`doubled word "${doubled[0]}"`);
  if (customer !== null) {
    const mentions = sentence.match(new RegExp(customer.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&'), 'gi')) ?? [];
    for (const mention of mentions) if (mention !== customer) found.push(`customer written "${mention}"`);
  }
  const foreign = (language === 'en' ? SPANISH_ONLY : ENGLISH_ONLY).exec(withoutName);
  if (foreign !== null) found.push(`"${foreign[0]}" in a ${language} sentence`);
  return found.map((problem) => `${problem}: ${sentence}`);
}

/** Four words in a row of the question (the customer's name aside) found in a suggestion. */
function pasted(question: string, suggestion: string, customer: string): string | null {
  const words = (text: string) =>
    text
      .replaceAll(customer, ' ')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const asked = words(question);
  const offered = ` ${words(suggestion).join(' ')} `;
  for (let i = 0; i + 4 <= asked.length; i += 1) {
    const run = asked.slice(i, i + 4).join(' ');
    if (offered.includes(` ${run} `)) return run;
  }
  return null;
}

const questions: Record<PromptLanguage, string[]> = {
  en: [
    'Which audiences should we target with the next campaign?',
    'Draft three post ideas for the spring launch',
    'Compare the recent campaigns in a table',
    'What is their tone of voice like?',
    'What was the budget of the last campaign?',
    'What is the weather on Mars tonight?',
  ],
  es: [
    '¿A qué audiencias deberíamos dirigirnos con la próxima campaña?',
    'Propón tres ideas de publicaciones para el lanzamiento de primavera',
    'Compara las campañas recientes en una tabla',
    '¿Qué tono usan sus textos?',
    '¿Qué presupuesto tuvo la última campaña?',
    '¿Qué tiempo hace en Marte esta noche?',
  ],
};

describe('the built-in model with every seeded customer', () => {
  for (const language of ['en', 'es'] as const) {
    it(`writes ${language} replies, follow-ups and titles without template artefacts`, async () => {
      const problems: string[] = [];
      for (const customer of customers) {
        const asked = [automaticPrompt(customer.name), ...questions[language]];
        const { history, replies } = await converse(customer, asked, { language });
        for (const [index, text] of replies.entries()) {
          const question = asked[index] ?? '';
          const where = `${customer.name}, "${question}"`;
          for (const line of ownWords(text).split('\n').filter(Boolean))
            problems.push(...artefacts(line, customer.name, language).map((p) => `${where} reply: ${p}`));
          const suggestions = suggestionsOf(text);
          if (
            suggestions.length < 2 ||
            suggestions.length > 3 ||
            new Set(suggestions).size !== suggestions.length
          )
            problems.push(`${where}: suggestions ${JSON.stringify(suggestions)}`);
          for (const suggestion of suggestions) {
            problems.push(
              ...artefacts(suggestion, customer.name, language).map((p) => `${where} chip: ${p}`),
            );
            if (suggestion === question) problems.push(`${where}: repeats the question`);
            const run = pasted(question, suggestion, customer.name);
            if (run !== null) problems.push(`${where}: "${run}" pasted into "${suggestion}"`);
            if (/\bweb\b|internet|google|\.pdf|\bfile\b|archivo/i.test(suggestion))
              problems.push(`${where}: offers what is not set up: ${suggestion}`);
            if (suggestion.length > MAX_CHIP_CHARS) problems.push(`${where}: chip too long: ${suggestion}`);
          }
        }
        const related = await generateText({
          model: createBuiltinModel(),
          ...relatedPrompt(history, language),
        });
        const lines = related.text.split('\n').map((line) => line.replace(/^- /, ''));
        if (lines.length < 2 || lines.length > 3 || new Set(lines).size !== lines.length)
          problems.push(`${customer.name}: related ${JSON.stringify(lines)}`);
        for (const line of lines) {
          problems.push(
            ...artefacts(line, customer.name, language).map((p) => `${customer.name} related: ${p}`),
          );
          if (questions[language].includes(line)) problems.push(`${customer.name}: related repeats ${line}`);
          if (/\bweb\b|internet|google/i.test(line))
            problems.push(`${customer.name}: related offers ${line}`);
        }
        for (const turns of [2, 4, history.length]) {
          const title = await generateText({
            model: createBuiltinModel(),
            ...titlePrompt(history.slice(0, turns), language),
          });
          problems.push(...artefacts(title.text, customer.name, language).map((p) => `title: ${p}`));
          if (title.text.split(/\s+/).length > 6) problems.push(`title too long: ${title.text}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('answers in English after the automatic Spanish prompt when the chat is English', async () => {
    const { replies, history } = await converse(
      northwind,
      [automaticPrompt(northwind.name), 'What is their tone of voice?'],
      { language: 'en' },
    );
    const title = await generateText({ model: createBuiltinModel(), ...titlePrompt(history, 'en') });
    const spanishTitle = await generateText({ model: createBuiltinModel(), ...titlePrompt(history, 'es') });

    expect(replies[0]).toMatch(/^I have loaded the profile of \*\*Northwind Coffee\*\*\. In short:/);
    expect(replies[0]).toContain('The profile covers: industry, goals, audiences, channels');
    expect(suggestionsOf(replies[0] ?? '')).toEqual([
      "Who are Northwind Coffee's audiences?",
      'Which channels does Northwind Coffee use today?',
      "How did Northwind Coffee's recent campaigns perform?",
    ]);
    expect(suggestionsOf(replies[1] ?? '')[0]).toBe(
      "Write two headlines in Northwind Coffee's tone of voice",
    );
    expect(title.text).toBe('Northwind Coffee tone of voice');
    expect(spanishTitle.text).toBe('Tono de voz de Northwind Coffee');
  });
});

describe('what the built-in model says once per chat', () => {
  it('says it is an offline demo model in the first reply only, so each reply starts with its substance', async () => {
    const { replies } = await converse(
      northwind,
      [automaticPrompt(northwind.name), 'Who are the audiences?', 'What are the goals?'],
      { language: 'en' },
    );
    const offline = /offline demo model/;

    expect(replies[0]).toMatch(offline);
    expect(replies[1]).not.toMatch(offline);
    expect(replies[2]).not.toMatch(offline);
    const openings = replies.map((text) => text.split('\n')[0]);
    expect(new Set(openings).size).toBe(3);
    expect(openings.join('\n')).not.toMatch(/offline|Answering for/);
  });

  it('says it in Spanish in a Spanish chat', async () => {
    const { replies } = await converse(northwind, ['¿Quiénes son sus audiencias?', '¿Y sus objetivos?'], {
      language: 'es',
    });

    expect(replies[0]).toContain('Soy el modelo de demostración sin conexión de Brief');
    expect(replies[1]).not.toContain('sin conexión');
  });
});

/** The markdown table in a reply: header, separator and rows, every row with the header's cells. */
function tableIn(text: string): string[][] {
  const lines = text.split('\n').filter((line) => line.startsWith('|'));
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((c) => c.trim());
  expect(lines.length).toBeGreaterThanOrEqual(3);
  expect(lines.every((line) => line.endsWith('|'))).toBe(true);
  const [header = '', separator = '', ...rows] = lines;
  expect(cells(separator).every((c) => /^:?-{3,}:?$/.test(c))).toBe(true);
  const width = cells(header).length;
  expect(width).toBeGreaterThanOrEqual(2);
  for (const row of rows) expect(cells(row)).toHaveLength(width);
  return [cells(header), ...rows.map(cells)];
}

describe('tables', () => {
  it('answers a request for a table with a markdown table of the matching passages', async () => {
    const [text = ''] = (
      await converse(northwind, ['Compare the recent campaigns in a table'], { language: 'en' })
    ).replies;
    const [header, ...rows] = tableIn(text);

    expect(header).toEqual(['Recent campaigns', 'Details']);
    expect(rows.map((r) => r[0])).toContain('"Spring Blend" launch (March–April 2025)');
    expect(rows).toHaveLength(4);
  });

  it('reads the Spanish ways of asking for one', async () => {
    for (const question of [
      '¿Puedes darme las audiencias en una tabla?',
      'Haz un cuadro comparativo de los canales y las audiencias',
    ]) {
      const [text = ''] = (await converse(northwind, [question], { language: 'es' })).replies;
      const [header] = tableIn(text);
      expect(header).toEqual(['Sección', 'Lo que dice el perfil']);
    }
  });

  it('puts the whole profile in a table when the question names no section', async () => {
    const [text = ''] = (await converse(northwind, ['Give me the profile as a table'], { language: 'en' }))
      .replies;
    const [header, ...rows] = tableIn(text);

    expect(header).toEqual(['Section', 'What the profile says']);
    expect(rows.map((r) => r[0])).toEqual([
      'Industry',
      'Goals',
      'Audiences',
      'Channels',
      'Recent campaigns',
      'Tone of voice',
    ]);
  });

  it('lays out the starting checklist as a table when there is no customer', async () => {
    const [text = ''] = (await converse(null, ['Show the brief checklist in a table'], { language: 'en' }))
      .replies;
    expect(tableIn(text)[0]).toEqual(['Step', 'What to do']);
  });
});

describe('versions of a reply', () => {
  const question = [automaticPrompt(northwind.name), 'Which audiences matter most?'];

  it('writes each version differently, and the same version the same way every time', async () => {
    const versions: string[] = [];
    for (const version of [1, 2, 3, 4, 5, 6]) {
      const { replies } = await converse(northwind, question, { language: 'en', version });
      versions.push(replies[1] ?? '');
    }
    const again = await converse(northwind, question, { language: 'en', version: 3 });

    expect(new Set(versions).size).toBe(versions.length);
    expect(new Set(versions.map((text) => text.split('\n')[0])).size).toBeGreaterThanOrEqual(4);
    for (const text of versions) expect(text).toContain('Home brewers who want single-origin beans');
    expect(again.replies[1]).toBe(versions[2]);
  });

  it('differs from the first version for a question without a customer too', async () => {
    const first = await converse(null, ['How do we plan a launch?'], { language: 'es' });
    const second = await converse(null, ['How do we plan a launch?'], { language: 'es', version: 2 });

    expect(second.replies[0]).not.toBe(first.replies[0]);
    expect(second.replies[0]).toContain('No hay ningún cliente seleccionado');
  });
});

describe('offers of what is set up', () => {
  it('offers a web search only when the web_search tool is there, in words that start one', async () => {
    const without = await converse(northwind, ['Who are the audiences?'], { language: 'en' });
    const withWeb = await converse(northwind, ['Who are the audiences?'], {
      language: 'en',
      webSearch: true,
    });

    expect(suggestionsOf(without.replies[0] ?? '').join('\n')).not.toMatch(/web/i);
    const offer = suggestionsOf(withWeb.replies[0] ?? '').at(-1) ?? '';
    expect(offer).toBe('Search the web for recent news about Northwind Coffee');
    expect(searchRequest(offer)).toBe('recent news about Northwind Coffee');
  });

  it('offers a listed file by its name as written', async () => {
    const attachment: PromptAttachment = {
      id: 'file-1',
      name: 'Autumn-Brief.pdf',
      type: 'application/pdf',
      kind: 'text',
      size: 2048,
      url: '/api/files/file-1/Autumn-Brief.pdf',
      latest: false,
    };
    const { replies } = await converse(northwind, ['What are the goals?'], {
      language: 'es',
      attachments: [attachment],
    });

    expect(suggestionsOf(replies[0] ?? '').at(-1)).toBe('Resume Autumn-Brief.pdf en tres puntos');
  });
});

describe('related follow-ups', () => {
  it('suggests two or three new questions even after one question whose chips took the obvious ones', async () => {
    const tidewater = customers.find((c) => c.name === 'Tidewater Travel') as DemoCustomer;
    const { history, replies } = await converse(
      tidewater,
      ['Plan the autumn launch campaign for commuters'],
      {
        language: 'en',
      },
    );
    const { text } = await generateText({ model: createBuiltinModel(), ...relatedPrompt(history, 'en') });
    const lines = text.split('\n').map((line) => line.replace(/^- /, ''));

    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeLessThanOrEqual(3);
    for (const chip of suggestionsOf(replies[0] ?? '')) expect(lines).not.toContain(chip);
    expect(text).not.toMatch(/autumn|commuters|web/i);
  });
});
