import { generateText, stepCountIs } from 'ai';
import { describe, expect, it } from 'vitest';
import { createCitations } from '../knowledge/citations';
import { connectorArguments, connectorAsked, connectorAnswer, connectorsOf } from './builtin-connectors';
import { createBuiltinModel } from './builtin-model';
import { chatSystemPrompt } from './prompts';
import { type CallConnectorTool, type RunConnector, connectorTools } from './tools/connector-tools';

const everything: Omit<RunConnector, 'call'> = {
  id: 'conn-everything',
  name: 'Everything',
  params: [],
  values: {},
  tools: [
    {
      name: 'echo',
      description: 'Echoes back the input',
      inputSchema: {
        type: 'object',
        properties: { message: { type: 'string' } },
        required: ['message'],
      },
    },
    {
      name: 'get-sum',
      description: 'Returns the sum of two numbers',
      inputSchema: {
        type: 'object',
        properties: { a: { type: 'number' }, b: { type: 'number' } },
        required: ['a', 'b'],
      },
    },
  ],
};
const ga4: Omit<RunConnector, 'call'> = {
  id: 'conn-ga4',
  name: 'GA4',
  params: ['propertyId'],
  values: { propertyId: '111' },
  tools: [
    {
      name: 'run_report',
      description: 'Runs a report',
      inputSchema: {
        type: 'object',
        properties: {
          propertyId: { type: 'string' },
          metric: { type: 'string', enum: ['sessions', 'users', 'conversions'], default: 'sessions' },
        },
        required: ['propertyId'],
      },
    },
  ],
};

const system = (
  connectors: readonly { name: string; tools: readonly string[] }[],
  language: 'en' | 'es' = 'en',
) =>
  chatSystemPrompt({
    team: null,
    specialists: [],
    customer: null,
    connectors,
    today: '2026-05-04',
    language,
  });

const listing = [
  { name: 'GA4', tools: ['ga4__run_report'] },
  { name: 'Everything', tools: ['everything__echo', 'everything__get_sum'] },
];
const available = new Set(listing.flatMap((c) => c.tools));

describe('what the built-in model reads of connectors', () => {
  it('reads the connectors and their tools from the prompt', () => {
    expect(connectorsOf(system(listing))).toEqual(listing);
    expect(connectorsOf(system([]))).toEqual([]);
  });

  it('calls the only tool of a connector the question names, or the tool it names too', () => {
    const connectors = connectorsOf(system(listing));
    expect(connectorAsked("Ask GA4 for last week's sessions", connectors, available)).toEqual({
      toolName: 'ga4__run_report',
      connector: 'GA4',
      tool: 'run report',
    });
    expect(connectorAsked('echo hello with Everything', connectors, available)?.toolName).toBe(
      'everything__echo',
    );
    expect(connectorAsked('Everything get-sum of 2 and 3', connectors, available)?.toolName).toBe(
      'everything__get_sum',
    );
    // A connector of many tools is not called by its name alone, nor one whose tools are not offered.
    expect(connectorAsked('Tell me everything about the brand', connectors, available)).toBeNull();
    expect(connectorAsked('Ask GA4 for sessions', connectors, new Set())).toBeNull();
  });

  it('reads the arguments from the question by the schema', () => {
    const call = { toolName: 'everything__echo', connector: 'Everything', tool: 'echo' };
    expect(connectorArguments('echo hello with Everything', call, everything.tools[0]?.inputSchema)).toEqual({
      message: 'hello',
    });
    expect(
      connectorArguments('With Everything, echo "hi there"', call, everything.tools[0]?.inputSchema),
    ).toEqual({
      message: 'hi there',
    });
    const sum = { toolName: 'everything__get_sum', connector: 'Everything', tool: 'get sum' };
    expect(
      connectorArguments('get-sum of 2 and 3.5 with Everything', sum, everything.tools[1]?.inputSchema),
    ).toEqual({
      a: 2,
      b: 3.5,
    });
    const report = { toolName: 'ga4__run_report', connector: 'GA4', tool: 'run report' };
    const shown = {
      type: 'object' as const,
      properties: { metric: ga4.tools[0]?.inputSchema.properties?.metric ?? {} },
    };
    expect(connectorArguments('Ask GA4 for last week users', report, shown)).toEqual({ metric: 'users' });
    expect(connectorArguments("Ask GA4 for last week's figures", report, shown)).toEqual({});
  });

  it('answers with the result cited, or says why the connector could not answer, in the chat language', () => {
    const call = { toolName: 'ga4__run_report', connector: 'GA4', tool: 'run report' };
    const done = connectorAnswer(
      { type: 'json', value: { source: 2, connector: 'GA4', tool: 'run_report', result: 'sessions: 1200' } },
      call,
      'en',
    );
    expect(
      done.startsWith('**GA4** answered through run_report [2]:\n\n> sessions: 1200\n\nSuggestions:\n- '),
    ).toBe(true);
    const failed = connectorAnswer(
      { type: 'json', value: { status: 'timeout', error: 'The connector did not answer within 30 s.' } },
      call,
      'es',
    );
    expect(failed).toContain(
      '**GA4** no pudo responder (run report):\n\n> The connector did not answer within 30 s.',
    );
  });
});

describe('the built-in model calling a connector', () => {
  async function ask(question: string, answer: (tool: string, args: Record<string, unknown>) => string) {
    const asked: { tool: string; args: Record<string, unknown> }[] = [];
    const citations = createCitations();
    const call: CallConnectorTool = (tool, args) => {
      asked.push({ tool, args });
      return Promise.resolve({ status: 'done', result: answer(tool, args) });
    };
    const run = connectorTools({
      connectors: [ga4, everything].map((connector) => ({ ...connector, call })),
      limits: { timeoutMs: 1000, maxResultBytes: 10_000 },
      numberResult: (result) => citations.numberResult(result),
      onStep: () => {},
      onCallEnd: () => {},
    });
    const result = await generateText({
      model: createBuiltinModel(),
      system: system(run.listing),
      prompt: question,
      tools: run.tools,
      stopWhen: stepCountIs(3),
    });
    return { asked, text: result.text };
  }

  it("asks GA4 for the customer's property and answers from its report", async () => {
    const { asked, text } = await ask(
      "Ask GA4 for last week's sessions",
      (_tool, args) => `Property ${String(args.propertyId)}: 1,234 sessions`,
    );
    expect(asked).toEqual([{ tool: 'run_report', args: { propertyId: '111', metric: 'sessions' } }]);
    expect(text).toContain('**GA4** answered through run_report [1]:\n\n> Property 111: 1,234 sessions');
  });

  it('echoes with Everything', async () => {
    const { asked, text } = await ask(
      'echo hello with Everything',
      (_tool, args) => `Echo: ${String(args.message)}`,
    );
    expect(asked).toEqual([{ tool: 'echo', args: { message: 'hello' } }]);
    expect(text).toContain('> Echo: hello');
  });
});
