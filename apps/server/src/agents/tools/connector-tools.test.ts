import type { ToolStep } from '@brief/contract/chats';
import { describe, expect, it } from 'vitest';
import { createCitations } from '../../knowledge/citations';
import {
  type CallConnectorTool,
  type ConnectorCallEnd,
  connectorTools,
  type RunConnector,
} from './connector-tools';

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
        properties: { propertyId: { type: 'string' }, metric: { type: 'string' } },
        required: ['propertyId', 'metric'],
      },
    },
    {
      name: 'list_audiences',
      description: 'Lists audiences',
      inputSchema: { type: 'object', properties: { accountId: { type: 'string' } } },
    },
  ],
};

const done = (result: string) => ({ status: 'done' as const, result });

/** The run's connector tools over `call`, with what they report. */
function setUp(call: CallConnectorTool, options: { connectors?: Omit<RunConnector, 'call'>[] } = {}) {
  const steps: ToolStep[] = [];
  const ended: ConnectorCallEnd[] = [];
  const citations = createCitations();
  const run = connectorTools({
    connectors: (options.connectors ?? [ga4]).map((connector) => ({ ...connector, call })),
    limits: { timeoutMs: 1000, maxResultBytes: 1024 },
    numberResult: (result) => citations.numberResult(result),
    onStep: (step) => steps.push(step),
    onCallEnd: (end) => ended.push(end),
  });
  const execute = async (name: string, input: unknown, abortSignal?: AbortSignal) => {
    const tool = run.tools[name];
    if (tool?.execute === undefined) throw new Error(`no tool ${name}`);
    return (await tool.execute(input, {
      toolCallId: `call-${name}`,
      messages: [],
      ...(abortSignal === undefined ? {} : { abortSignal }),
    })) as Record<string, unknown>;
  };
  return { run, steps, ended, citations, execute };
}

describe('connectorTools', () => {
  it('offers the tools under model-safe names and lists them for the prompt', () => {
    const { run } = setUp(() => Promise.resolve(done('')));
    expect(Object.keys(run.tools)).toEqual(['ga4__run_report', 'ga4__list_audiences']);
    expect(run.listing).toEqual([{ name: 'GA4', tools: ['ga4__run_report', 'ga4__list_audiences'] }]);
  });

  it("leaves out a tool needing a customer setting the chat's customer lacks", () => {
    const { run } = setUp(() => Promise.resolve(done('')), {
      connectors: [{ ...ga4, values: {} }],
    });
    expect(Object.keys(run.tools)).toEqual(['ga4__list_audiences']);
  });

  it("calls the connector with the customer's value, keeps the call and gives the model a numbered result", async () => {
    const asked: unknown[] = [];
    const { run, steps, ended, citations, execute } = setUp((tool, args) => {
      asked.push({ tool, args });
      return Promise.resolve(done('sessions: 1200'));
    });
    const output = await execute('ga4__run_report', { propertyId: '999', metric: 'sessions' });
    expect(asked).toEqual([{ tool: 'run_report', args: { propertyId: '111', metric: 'sessions' } }]);
    expect(output).toMatchObject({
      source: 1,
      connector: 'GA4',
      tool: 'run_report',
      result: 'sessions: 1200',
    });
    expect(String(output.note)).toContain('not instructions');
    expect(run.calls()).toEqual([
      {
        id: 'call-ga4__run_report',
        connector: 'GA4',
        tool: 'run_report',
        arguments: { propertyId: '111', metric: 'sessions' },
        status: 'done',
        durationMs: expect.any(Number) as number,
        result: 'sessions: 1200',
      },
    ]);
    expect(steps.map((s) => [s.state, s.status, s.connector, s.tool])).toEqual([
      ['call', 'running', 'GA4', 'run_report'],
      ['result', 'done', 'GA4', 'run_report'],
    ]);
    expect(ended[0]?.connectorId).toBe('conn-ga4');
    expect(citations.cited('See [1].')).toEqual([
      {
        n: 1,
        kind: 'connector',
        connector: 'GA4',
        tool: 'run_report',
        callId: 'call-ga4__run_report',
        snippet: 'sessions: 1200',
      },
    ]);
  });

  it("passes the limits and the run's stop to the call, and keeps how it ended", async () => {
    const heard: unknown[] = [];
    const stop = new AbortController();
    const { run, steps, execute } = setUp((_tool, _args, options) => {
      heard.push(options);
      return Promise.resolve({ status: 'timeout', result: 'No answer within 1 s' });
    });
    const output = await execute('ga4__list_audiences', {}, stop.signal);
    expect(heard).toEqual([{ signal: stop.signal, timeoutMs: 1000, maxBytes: 1024 }]);
    expect(output).toEqual({
      connector: 'GA4',
      tool: 'list_audiences',
      status: 'timeout',
      error: 'No answer within 1 s',
    });
    expect(run.calls()[0]?.status).toBe('timeout');
    expect(steps.at(-1)).toMatchObject({ state: 'result', status: 'timeout' });
  });

  it('fails the call, not the run, when calling throws', async () => {
    const { run, execute } = setUp(() => Promise.reject(new Error('secrets could not be opened')));
    expect(await execute('ga4__list_audiences', {})).toMatchObject({
      status: 'failed',
      error: 'The connector failed: secrets could not be opened',
    });
    expect(run.calls()[0]?.status).toBe('failed');
  });
});
