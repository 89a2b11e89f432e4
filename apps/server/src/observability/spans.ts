import { isSpanContextValid, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

/**
 * Spans of Brief's own work (the model call, tool calls, indexing and export jobs). Written against the
 * OpenTelemetry API alone: when tracing is off (no OTLP endpoint set) the API's tracer is a no-op and a
 * span costs nothing. Attributes name things (a provider, a tool, a format, an id), never a user's words.
 */
export const tracer = trace.getTracer('brief');

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
