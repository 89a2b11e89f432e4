import {
  isSpanContextValid,
  ProxyTracerProvider,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
  type TracerProvider,
} from '@opentelemetry/api';

/**
 * Spans of Brief's own work (the model call, tool calls, indexing and export jobs). Written against the
 * OpenTelemetry API alone: when tracing is off (no OTLP endpoint set) the API's tracer is a no-op and a
 * span costs nothing. Attributes name things (a provider, a tool, a format, an id), never a user's words.
 */
export const tracer = trace.getTracer('brief');

/** The longest SQL text kept on a query's span. */
const SQL_TEXT_LIMIT = 2000;

/**
 * A SQLite query as a span of the request that ran it, from Kysely's log of it once done (better-sqlite3
 * has no maintained instrumentation). The SQL has `?` where its values go: none of them is recorded.
 */
export function traceSqliteQuery(event: {
  level: 'query' | 'error';
  query: { sql: string };
  queryDurationMillis: number;
}): void {
  // Only inside a trace (a request, a job): without tracing there is never an active span.
  if (trace.getActiveSpan() === undefined) return;
  const end = Date.now();
  const statement = event.query.sql;
  const span = tracer.startSpan(statement.split(/\s/, 1)[0]?.toLowerCase() ?? 'query', {
    startTime: end - event.queryDurationMillis,
    attributes: {
      'db.system.name': 'sqlite',
      'db.query.text': statement.slice(0, SQL_TEXT_LIMIT),
    },
  });
  if (event.level === 'error') span.setStatus({ code: SpanStatusCode.ERROR });
  span.end(end);
}

/** Sends the spans ended so far (a closing app's last ones), when tracing is on. */
export async function flushSpans(): Promise<void> {
  const provider = trace.getTracerProvider();
  const delegate: TracerProvider & { forceFlush?: () => Promise<void> } =
    provider instanceof ProxyTracerProvider ? provider.getDelegate() : provider;
  await delegate.forceFlush?.();
}

/** Runs `work` inside a span that is the active one meanwhile (its children's parent); ends it after. */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      // The kind of failure only: an error's message may quote what a user wrote.
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The trace id of the active span, for the log line written inside it; none outside a trace. */
export function activeTraceId(): string | undefined {
  const context = trace.getActiveSpan()?.spanContext();
  return context !== undefined && isSpanContextValid(context) ? context.traceId : undefined;
}
