import { type LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { type ModelMessage, generateText, stepCountIs, streamText } from 'ai';
import { describe, expect, it, vi } from 'vitest';
import { type DemoCustomer, demoCustomers, demoSpecialists } from '../teams/demo-catalogue';
import { createBuiltinModel } from './builtin-model';
import { detectLanguage, wordCount } from './builtin-text';
import { chatSystemPrompt, relatedPrompt, titlePrompt } from './prompts';
import { LOAD_CUSTOMER_DATA, loadCustomerDataTool } from './tools/load-customer-data';

const customerNamed = (name: string): DemoCustomer => {
  const customer = Object.values(demoCustomers)
    .flat()
    .find((c) => c.name === name);
  if (customer === undefined) throw new Error(`No demo customer ${name}`);
  return customer;
};
const northwind = customerNamed('Northwind Coffee');
const casaOlivar = customerNamed('Casa Olivar');
const [nora, , , iris] = demoSpecialists;

type Turn = {
  customer: DemoCustomer | null;
  question: string;
  history?: ModelMessage[];
  language?: 'en' | 'es';
};

function chatCall({ customer, question, history = [], language = 'en' }: Turn) {
  const load = vi.fn(async () =>
    customer === null
      ? null
      : { customer: customer.name, description: customer.description, profile: customer.profile },
  );
  const system = chatSystemPrompt({
    team: { name: 'Consulting & Content', instructions: 'Give practical advice.' },
    specialists: [iris, nora].filter((s) => s !== undefined),
    customer: customer === null ? null : { name: customer.name },
    today: '2026-05-04',
    language,
  });
  return {
    load,
    settings: {
      system,
      messages: [...history, { role: 'user' as const, content: question }],
      tools: { [LOAD_CUSTOMER_DATA]: loadCustomerDataTool(load) },
      stopWhen: stepCountIs(3),
    },
  };
}

async function ask(turn: Turn) {
  const { load, settings } = chatCall(turn);
  const result = await generateText({ model: createBuiltinModel(), ...settings });
  return { load, result, text: result.text };
}

/** The lines of the block a reply ends with, as the web app reads it. */
function suggestionsOf(text: string): string[] {
  const block = text.split('\n\n').at(-1) ?? '';
  const [header, ...items] = block.split('\n');
  expect(header).toBe('Suggestions:');
  return items;
}

describe('the built-in model answering a chat', () => {
  it('loads the customer once and quotes the passage with the figure the user asks about', async () => {
    const { load, result, text } = await ask({
      customer: northwind,
      question: 'What CPA did the Subscribe & Save search campaign reach?',
    });

    const calls = result.steps.flatMap((step) => step.toolCalls);
    expect(calls.map((c) => c.toolName)).toEqual([LOAD_CUSTOMER_DATA]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(text).toContain('"Subscribe & Save" search campaign (September 2025): budget £22,000');
    expect(text).toContain('CPA £7.45');
    expect(text).not.toContain('Office managers ordering coffee');
  });

  it('answers a Spanish question in Spanish', async () => {
    const { text } = await ask({
      customer: casaOlivar,
      question: '¿Qué presupuesto tuvo la campaña Cosecha Temprana?',
      language: 'es',
    });

    expect(text).toContain('modelo de demostración sin conexión');
    expect(text).toContain('Sobre sus campañas recientes, el perfil de **Casa Olivar** dice:');
    expect(text).toContain('presupuesto 38.000 €, alcance 950.000 personas');
    expect(text).not.toMatch(/Answering for|offline demo model/);
    expect(detectLanguage(suggestionsOf(text).join(' '))).toBe('es');
  });

  it('finds an English profile line for a Spanish question', async () => {
    const { text } = await ask({
      customer: northwind,
      question: '¿Cómo fueron las ventas de regalos en Navidad?',
      language: 'es',
    });

    expect(text).toContain('Holiday gift boxes (November–December 2025)');
    expect(text).toContain('Respondo en nombre de');
  });

  it('names the chosen specialists, says it is an offline demo model and ends with three suggestions', async () => {
    const { text } = await ask({
      customer: northwind,
      question: 'Which audiences should the spring campaign target?',
    });

    expect(text).toMatch(/offline demo model/);
    expect(text).toContain('**Iris Insights** (Data analysis)');
    expect(text).toContain('**Nora SEO/SEM** (SEO expert and content generator)');
    const suggestions = suggestionsOf(text);
    expect(suggestions).toHaveLength(3);
    for (const line of suggestions) expect(line).toMatch(/^- \S/);
  });

  it('says whom it answers for in the first reply of a chat only', async () => {
    const first = await ask({ customer: northwind, question: 'Who are the audiences?' });
    const second = await ask({
      customer: northwind,
      question: 'What are the goals?',
      history: [
        { role: 'user', content: 'Who are the audiences?' },
        { role: 'assistant', content: first.text },
      ],
    });

    expect(first.text).toContain('Answering for **Iris Insights** (Data analysis)');
    expect(second.text).toContain('Grow online subscriptions from 12,400 to 20,000');
    expect(second.text).not.toContain('Answering for');
  });

  it('says plainly when the data does not answer the question, and what it covers', async () => {
    const { text } = await ask({
      customer: northwind,
      question: 'What is the weather like on Mars tonight?',
    });

    expect(text).toContain(
      "The data of **Northwind Coffee** doesn't say what the weather is like on Mars tonight.",
    );
    expect(text).toContain('The profile covers: industry, goals, audiences, channels');
    // Lines that don't answer are not quoted as if they did.
    expect(text).not.toContain('Specialty coffee: a roastery in Leeds');
  });

  it("answers the chat's automatic request to load the customer with the profile's overview", async () => {
    const { text } = await ask({
      customer: northwind,
      question: 'Carga los datos del cliente Northwind Coffee y prepárate para responder preguntas sobre él.',
      language: 'es',
    });

    expect(text).toContain('He cargado el perfil de **Northwind Coffee**');
    expect(text).not.toContain('no cubre esta pregunta');
    expect(text).toContain('Specialty coffee: a roastery in Leeds');
  });

  it("writes in the chat's language, whatever language the request is in", async () => {
    const automatic = await ask({
      customer: northwind,
      question: 'Carga los datos del cliente Northwind Coffee y prepárate para responder preguntas sobre él.',
    });
    expect(automatic.text).toContain('I have loaded the profile of **Northwind Coffee**');
    expect(detectLanguage(suggestionsOf(automatic.text).join(' '))).toBe('en');

    const spanish = await ask({ customer: northwind, question: 'Which channels work best?', language: 'es' });
    expect(spanish.text).toContain('el perfil de **Northwind Coffee**');
    expect(detectLanguage(suggestionsOf(spanish.text).join(' '))).toBe('es');
  });

  it('writes in the language of the question when the prompt names no language', async () => {
    const { content } = await createBuiltinModel().doGenerate({
      prompt: [{ role: 'user', content: [{ type: 'text', text: '¿Qué canales funcionan mejor?' }] }],
    });
    const text = content.map((part) => (part.type === 'text' ? part.text : '')).join('');

    expect(text).toContain('No hay ningún cliente seleccionado');
  });

  it('asks for a customer instead of calling the tool when none is selected', async () => {
    const { load, result, text } = await ask({
      customer: null,
      question: 'How should we plan a podcast sponsorship?',
    });

    expect(result.steps.flatMap((step) => step.toolCalls)).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    expect(text).toContain('Pick a customer in the sidebar');
    expect(text).toContain('**Goal:** agree on one measurable objective and a date.');
    expect(suggestionsOf(text)).toEqual([
      '- What makes a strong campaign brief?',
      '- Which KPIs suit an awareness campaign?',
      '- How do we choose the right channels for a launch?',
    ]);
  });

  it('loads the data again for a new question in a continued chat', async () => {
    const { load, text } = await ask({
      customer: northwind,
      history: [
        { role: 'user', content: 'Tell me about their goals' },
        { role: 'assistant', content: 'They want more subscriptions.' },
      ],
      question: 'What budget did the Office Brew pilot have?',
    });

    expect(load).toHaveBeenCalledTimes(1);
    expect(text).toContain('"Office Brew" LinkedIn pilot (February 2026): budget £9,500');
  });

  it('gives the same answer to the same input', async () => {
    const question = 'What ROAS did the Spring Blend launch get?';
    const first = await ask({ customer: northwind, question });
    const second = await ask({ customer: northwind, question });

    expect(second.text).toBe(first.text);
  });
});

describe('the built-in model streaming', () => {
  it('streams the answer word by word after one tool call', async () => {
    const { settings } = chatCall({
      customer: northwind,
      question: 'What CTR did the Spring Blend launch get?',
    });
    const result = streamText({ model: createBuiltinModel(), ...settings });

    const deltas: string[] = [];
    let toolCalls = 0;
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') deltas.push(part.text);
      if (part.type === 'tool-call') toolCalls += 1;
    }

    expect(toolCalls).toBe(1);
    expect(deltas.length).toBeGreaterThan(40);
    expect(deltas.join('')).toBe(await result.text);
    expect(await result.text).toContain('CTR 1.8%');
    const usage = await result.totalUsage;
    expect(usage.outputTokens).toBeGreaterThan(40);
  });

  it('stops promptly and leaves no timer behind when the run is aborted', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();
    const abort = new AbortController();
    const { settings } = chatCall({
      customer: northwind,
      question: 'What CTR did the Spring Blend launch get?',
    });
    // A pause this long would time the test out if the abort did not cut it short.
    const model = createBuiltinModel({ wordDelayMs: 60_000 });
    const result = streamText({ model, ...settings, abortSignal: abort.signal });

    const started = performance.now();
    let received = '';
    for await (const text of result.textStream) {
      received += text;
      abort.abort();
    }

    expect(performance.now() - started).toBeLessThan(2_000);
    expect(wordCount(received)).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(timers()).toBe(before);
  });

  it('errors the raw stream with an AbortError as soon as the signal fires', async () => {
    const abort = new AbortController();
    const { stream } = await createBuiltinModel({ wordDelayMs: 60_000 }).doStream({
      prompt: [{ role: 'user', content: [{ type: 'text', text: 'Hello there, how do we start?' }] }],
      abortSignal: abort.signal,
    });
    const reader = stream.getReader();
    const seen: LanguageModelV3StreamPart['type'][] = [];
    for (;;) {
      const { value } = await reader.read();
      if (value === undefined) break;
      seen.push(value.type);
      if (value.type === 'text-delta') break;
    }
    const next = reader.read();
    abort.abort();

    await expect(next).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual(['stream-start', 'text-start', 'text-delta']);
  });

  it('gives the same content from doGenerate as from the stream', async () => {
    const model = createBuiltinModel();
    const call = {
      prompt: [
        { role: 'user' as const, content: [{ type: 'text' as const, text: 'Which channels work best?' }] },
      ],
    };
    const generated = await model.doGenerate(call);
    const { stream } = await model.doStream(call);
    let streamed = '';
    for await (const part of stream) if (part.type === 'text-delta') streamed += part.delta;

    expect(generated.content).toEqual([{ type: 'text', text: streamed }]);
    expect(generated.finishReason.unified).toBe('stop');
  });
});

describe('the built-in model on the side tasks', () => {
  const englishChat = [
    { role: 'user' as const, content: 'What ROAS did the Spring Blend launch of Northwind Coffee get?' },
    {
      role: 'assistant' as const,
      content:
        'From the profile of **Northwind Coffee**: "Spring Blend" launch (March–April 2025): ROAS 3.4.',
    },
  ];
  const spanishChat = [
    { role: 'user' as const, content: '¿Qué resultados tuvo la campaña Cosecha Temprana de Casa Olivar?' },
    {
      role: 'assistant' as const,
      content:
        'Del perfil de **Casa Olivar**: "Cosecha Temprana" (octubre–noviembre de 2025): CTR 2,1%, ROAS 4,2.',
    },
  ];

  it('suggests three follow-ups on the subject asked about and on other sections, for the customer', async () => {
    const { text } = await generateText({ model: createBuiltinModel(), ...relatedPrompt(englishChat, 'en') });
    const lines = text.split('\n');

    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.length).toBeLessThanOrEqual(5);
    for (const line of lines) expect(line).toMatch(/^- \S/);
    expect(lines).toEqual([
      '- What can Northwind Coffee learn from its best campaign?',
      "- Who are Northwind Coffee's audiences?",
      '- Which channels does Northwind Coffee use today?',
    ]);
  });

  it('suggests Spanish follow-ups for a Spanish chat', async () => {
    const { text } = await generateText({ model: createBuiltinModel(), ...relatedPrompt(spanishChat, 'es') });

    expect(text).toContain('Casa Olivar');
    expect(detectLanguage(text)).toBe('es');
  });

  it('names a chat in at most six words without quotes or a full stop', async () => {
    const { text } = await generateText({ model: createBuiltinModel(), ...titlePrompt(englishChat, 'en') });

    expect(text).toBe('Spring Blend launch for Northwind Coffee');
    expect(wordCount(text)).toBeLessThanOrEqual(6);
  });

  it("follows the chat's language over the language of the transcript", async () => {
    const related = await generateText({ model: createBuiltinModel(), ...relatedPrompt(spanishChat, 'en') });
    const title = await generateText({ model: createBuiltinModel(), ...titlePrompt(englishChat, 'es') });

    expect(detectLanguage(related.text)).toBe('en');
    expect(title.text).toMatch(/ de Northwind Coffee$/);
  });

  it('names a Spanish chat in Spanish', async () => {
    const { text } = await generateText({ model: createBuiltinModel(), ...titlePrompt(spanishChat, 'es') });

    expect(wordCount(text)).toBeLessThanOrEqual(6);
    expect(text).toMatch(/^Campaña Cosecha Temprana de Casa Olivar$/);
    expect(text).not.toMatch(/["“”.]$/);
  });
});
