import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { trace } from '@opentelemetry/api';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@brief/contract/paths';
import { tracingConfig } from '../src/config';
import { startTracing } from '../src/observability/tracing';

// Without an OTLP endpoint nothing starts: no exporter, and every span is a no-op.
const configWithoutEndpoint = tracingConfig({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' });
const recordingWithoutTracing = trace.getTracer('check').startSpan('check').isRecording();

/** A local OTLP receiver: what the exporter posts to /v1/traces (OTLP/JSON). */
const bodies: string[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (request.method === 'POST' && request.url === '/v1/traces')
      bodies.push(Buffer.concat(chunks).toString());
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

// As an operator sets it; the app's modules load only after tracing started (as with the preload).
process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
process.env.OTEL_EXPORTER_OTLP_PROTOCOL = 'http/json';
const config = tracingConfig(process.env);
if (config === undefined) throw new Error('tracing should be on with an endpoint');
const tracing = startTracing(config);
afterAll(() => tracing.shutdown());

const { bearer, buildTestApp, createChat, createUser } = await import('./helper');
const { demoCustomers } = await import('../src/teams/demo-catalogue');
const { loggerOptions } = await import('../src/logging');

const logLines: string[] = [];
const logger = loggerOptions('info');
if (typeof logger !== 'object') throw new Error('the logger options are an object');
const ctx = await buildTestApp({
  logger: { ...logger, stream: { write: (line: string) => logLines.push(line) } },
});
const admin = await createUser(ctx, { admin: true, teams: ['marketing'] });
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;

type Value = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value: Value };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: KeyValue[];
};
type OtlpBody = {
  resourceSpans: {
    resource: { attributes: KeyValue[] };
    scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
  }[];
};
type Span = {
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  kind: number;
  scope: string;
  attributes: Map<string, unknown>;
};

const valueOf = (value: Value): unknown =>
  value.stringValue ??
  (value.intValue === undefined ? undefined : Number(value.intValue)) ??
  value.boolValue ??
  value.doubleValue;
const attributesOf = (list: KeyValue[] = []) => new Map(list.map(({ key, value }) => [key, valueOf(value)]));

function receivedSpans(): { spans: Span[]; services: unknown[] } {
  const parsed = bodies.map((body) => JSON.parse(body) as OtlpBody);
  const resources = parsed.flatMap((body) => body.resourceSpans);
  return {
    services: resources.map((resource) => attributesOf(resource.resource.attributes).get('service.name')),
    spans: resources.flatMap((resource) =>
      resource.scopeSpans.flatMap((scope) =>
        scope.spans.map((span) => ({
          traceId: span.traceId,
          spanId: span.spanId,
          parentSpanId: span.parentSpanId,
          name: span.name,
          kind: span.kind,
          scope: scope.scope.name,
          attributes: attributesOf(span.attributes),
        })),
      ),
    ),
  };
}

/** The path a server span was asked for, whichever semantic conventions the http instrumentation follows. */
const pathOf = (span: Span) => {
  const path = span.attributes.get('url.path') ?? span.attributes.get('http.target');
  return typeof path === 'string' ? path : '';
};
const SERVER = 2;

describe('traces over OTLP', () => {
  it('is off without an endpoint', () => {
    expect(configWithoutEndpoint).toBeUndefined();
    expect(recordingWithoutTracing).toBe(false);
  });

  it("sends a request's spans as one trace, with the model call named and nothing personal", async () => {
    // A chat about a customer: the built-in model calls its load_customer_data tool first.
    const customer = demoCustomers.marketing[0]?.name;
    const chatId = await createChat(ctx, admin, { app_name: 'marketing_agent', customerName: customer });
    const question = 'Draft a welcome line mentioning the pelican-quartz-417 campaign.';
    const run = await fetch(`${origin}/api/users/${admin.id}/chats/${chatId}/run`, {
      method: 'POST',
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      body: JSON.stringify({ message: question, app_name: 'marketing_agent' }),
    });
    expect(run.status).toBe(200);
    const { message: replyText } = (await run.json()) as { message: string };
    expect(replyText.length).toBeGreaterThan(20);
    const newcomer = `pelican.newcomer@${ctx.config.companyDomain}`;
    const registered = await fetch(`${origin}${apiPaths.register(newcomer)}`, {
      method: 'POST',
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      body: JSON.stringify({ email: newcomer, password: 'a-long-password-1', authProvider: 'password' }),
    });
    expect(registered.status).toBe(201);
    // A query value (a ticket, a code) is kept by name only.
    await fetch(`${origin}/api/users/${admin.id}/chats?probe=tok-919-secret`, {
      headers: bearer(admin.token),
    });
    // The server spans end as the answers finish; then the batch goes out.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await tracing.flush();

    const { spans, services } = receivedSpans();
    expect(new Set(services)).toEqual(new Set(['brief']));
    const server = spans.find(
      (span) => span.kind === SERVER && pathOf(span).endsWith(`/chats/${chatId}/run`),
    );
    if (server === undefined) throw new Error('no server span for the run');
    const request = spans.filter((span) => span.traceId === server.traceId);
    if (process.env.TRACE_SAMPLE !== undefined)
      for (const span of request)
        process.stdout.write(`${span.scope} | ${span.name} | ${JSON.stringify([...span.attributes])}\n`);
    // Fastify's route pattern, the model call, and the database queries, all in the request's trace.
    expect(
      request.some((span) => span.attributes.get('http.route') === '/api/users/:userId/chats/:chatId/run'),
    ).toBe(true);
    expect(request.some((span) => span.scope === '@fastify/otel')).toBe(true);
    const queries = request.filter((span) =>
      ctx.config.databaseUrl === undefined
        ? span.attributes.get('db.system.name') === 'sqlite'
        : span.scope === '@opentelemetry/instrumentation-pg',
    );
    expect(queries.length).toBeGreaterThan(2);
    const modelCall = request.find((span) => span.name === 'model.call');
    expect(modelCall?.attributes.get('gen_ai.provider.name')).toBe('brief');
    expect(modelCall?.attributes.get('gen_ai.request.model')).toBe('offline-demo');
    expect(modelCall?.attributes.get('gen_ai.usage.input_tokens')).toBeGreaterThan(0);
    expect(modelCall?.attributes.get('gen_ai.usage.output_tokens')).toBeGreaterThan(0);
    expect(modelCall?.attributes.get('brief.first_word_ms')).toBeGreaterThanOrEqual(0);
    const toolCall = request.find((span) => span.name === 'tool load_customer_data');
    expect(toolCall?.attributes.get('gen_ai.tool.name')).toBe('load_customer_data');
    expect(toolCall?.parentSpanId).toBe(modelCall?.spanId);

    // The address in the register URL is replaced; no message text and no address anywhere.
    const register = spans.find((span) => span.kind === SERVER && pathOf(span).endsWith('/register'));
    expect(register === undefined ? undefined : pathOf(register)).toBe('/api/users/{email}/register');
    const everything = bodies.join('\n');
    for (const personal of [
      'pelican-quartz-417',
      'tok-919-secret',
      question,
      replyText.slice(0, 40),
      admin.email,
      newcomer,
      encodeURIComponent(newcomer),
    ])
      expect(everything).not.toContain(personal);
    expect(everything).not.toMatch(/[\w.+-]+(@|%40)[\w-]+\.[\w.-]+/);

    // Every log line of the request carries its trace id.
    const lines = logLines.map(
      (line) =>
        JSON.parse(line) as { reqId?: string; trace_id?: string; msg?: string; req?: { url?: string } },
    );
    const incoming = lines.find(
      (line) => line.msg === 'incoming request' && line.req?.url?.endsWith(`/chats/${chatId}/run`),
    );
    const ofRequest = lines.filter((line) => line.reqId !== undefined && line.reqId === incoming?.reqId);
    expect(ofRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    for (const line of ofRequest) expect(line.trace_id).toBe(server.traceId);
  });
});
