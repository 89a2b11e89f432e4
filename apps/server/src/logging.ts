import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { activeTraceId } from './observability/spans';

/** A logged URL keeps its path and the names of its query parameters, never their values (tokens, codes). */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const names = new URLSearchParams(url.slice(queryStart + 1)).keys();
  const query = [...new Set(names)].map((name) => `${name}=…`).join('&');
  return `${url.slice(0, queryStart)}${query === '' ? '' : `?${query}`}`;
}

/** pino settings: JSON lines with the request id; credentials never reach the log. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password'],
    // Every line written inside a traced request carries its trace id (tracing on: OTEL_EXPORTER_OTLP_*).
    mixin: () => {
      const traceId = activeTraceId();
      return traceId === undefined ? {} : { trace_id: traceId };
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
