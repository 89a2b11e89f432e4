import { generateText, stepCountIs } from 'ai';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../teams/demo-catalogue';
import { createBuiltinModel } from './builtin-model';
import { chatSystemPrompt } from './prompts';
import { LOAD_CUSTOMER_DATA, loadCustomerDataTool } from './tools/load-customer-data';

/** The built-in model and the approved facts of a customer's memory that load_customer_data gives it. */

const northwind = Object.values(demoCustomers)
  .flat()
  .find((c) => c.name === 'Northwind Coffee');

const memory = [
  {
    source: 1,
    fact: 'Northwind Coffee roasts its beans in Leeds every Tuesday.',
    approvedBy: 'Lena Lead',
    approvedAt: '2026-11-27T10:00:00.000Z',
  },
  {
    source: 2,
    fact: 'Northwind Coffee tuesta su café en Leeds cada martes.',
    approvedBy: 'Lena Lead',
    approvedAt: '2026-11-27T10:00:00.000Z',
  },
];

async function ask(question: string, language: 'en' | 'es') {
  if (northwind === undefined) throw new Error('no demo customer Northwind Coffee');
  const result = await generateText({
    model: createBuiltinModel(),
    system: chatSystemPrompt({
      team: { name: 'Consulting & Content', instructions: '' },
      specialists: [],
      customer: { name: northwind.name },
      today: '2026-11-27',
      language,
    }),
    messages: [{ role: 'user', content: question }],
    tools: {
      [LOAD_CUSTOMER_DATA]: loadCustomerDataTool(async () => ({
        customer: northwind.name,
        description: northwind.description,
        profile: northwind.profile,
        memory,
      })),
    },
    stopWhen: stepCountIs(3),
  });
  return result.text;
}

describe('the built-in model and the customer’s memory', () => {
  it('quotes an approved fact the question is about, cited by its number', async () => {
    const text = await ask('Where and when does Northwind Coffee roast its beans?', 'en');
    expect(text).toContain('The facts the team approved in the data of **Northwind Coffee** say:');
    expect(text).toContain('**Team memory:**');
    expect(text).toContain('roasts its beans in Leeds every Tuesday. [1]');
  });

  it('does so in Spanish', async () => {
    const text = await ask('¿Dónde tuesta Northwind Coffee su café?', 'es');
    expect(text).toContain('Los hechos que aprobó el equipo en los datos de **Northwind Coffee** dicen:');
    expect(text).toContain('**Memoria del equipo:**');
    expect(text).toContain('tuesta su café en Leeds cada martes. [2]');
  });

  it('leaves out a fact the question is not about', async () => {
    const text = await ask('What CPA did the Subscribe & Save search campaign reach?', 'en');
    expect(text).toContain('CPA £7.45');
    expect(text).not.toContain('Leeds');
  });
});
