import type { IncomingMessage } from 'node:http';
import FastifyOtelInstrumentation from '@fastify/otel';
import { OTLPTraceExporter as JsonTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { TracingConfig } from '../config';
import { SpanRedaction } from './span-redaction';

/**
 * OpenTelemetry's Node tracer, started before the app's modules load (preload.ts) so that its
 * instrumentations patch http and pg as they are first required: one trace per request (the http
 * server's span, Fastify's request span, the database queries, the model call and its tool
 * calls), sent over OTLP to the collector the standard OTEL_* variables name. Nothing personal leaves:
 * the model call's span carries names and counts only, SQL carries its parameters' places, not their
 * values, and span-redaction.ts takes e-mail addresses and URL query values out of every span.
 */

/** Probes answered every few seconds to each load balancer would fill the traces with nothing. */
const UNTRACED_PATHS = new Set(['/api/health', '/api/ready']);
const pathOf = (url: string | undefined) => (url ?? '').split('?', 1)[0] ?? '';
const untraced = (request: IncomingMessage) => UNTRACED_PATHS.has(pathOf(request.url));

export type Tracing = {
  /** Sends the spans ended so far. */
  flush(): Promise<void>;
  /** Sends what is left and stops. */
  shutdown(): Promise<void>;
};

/**
 * Starts the tracer: the exporter reads the endpoint, headers and timeout from the OTEL_* variables, the
 * batching (OTEL_BSP_*) and sampling (OTEL_TRACES_SAMPLER) theirs too. Not the whole Node SDK package,
 * which brings every exporter of every signal (gRPC, Zipkin, Prometheus…): 200 MB of the image for what
 * Brief does not send.
 */
export function startTracing(config: TracingConfig): Tracing {
  const exporter = config.protocol === 'http/json' ? new JsonTraceExporter() : new ProtobufTraceExporter();
  const batches = new BatchSpanProcessor(exporter);
  const provider = new NodeTracerProvider({
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES may add to it or rename it.
    resource: resourceFromAttributes({ 'service.name': 'brief' }).merge(
      detectResources({ detectors: [envDetector] }),
    ),
    spanProcessors: [new SpanRedaction(), batches],
  });
  // The global tracer, AsyncLocalStorage as the context (a request's spans find their parent), W3C trace context.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: untraced }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: ({ url }) => UNTRACED_PATHS.has(pathOf(url)),
        // A span per lifecycle hook (a dozen a request), and one for the handler named after its source
        // code, say little: the request's span, named by its route, holds the work's spans.
        instrumentHooks: false,
        instrumentHandler: false,
      }),
      new PgInstrumentation(),
    ],
  });
  return { flush: () => batches.forceFlush(), shutdown: () => provider.shutdown() };
}
