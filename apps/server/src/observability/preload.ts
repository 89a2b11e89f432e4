/**
 * Started before the server with `node --import ./dist/preload.js dist/main.js` (the start script, the
 * container's command): when OTEL_EXPORTER_OTLP_ENDPOINT (or ..._TRACES_ENDPOINT) is set, tracing starts
 * here, before the app's modules load, so that http and pg are instrumented as they are first required.
 * Otherwise nothing more is loaded (the tracer and its exporters take half a second to load).
 */
import { tracingConfig } from '../config';
import type * as TracingModule from './tracing';

const config = tracingConfig();
if (config !== undefined) {
  // A bundle of its own beside this one (build.mjs); from source, the TypeScript file.
  const tracingModule = new URL(
    import.meta.url.endsWith('.ts') ? './tracing.ts' : './tracing.js',
    import.meta.url,
  );
  const { startTracing } = (await import(tracingModule.href)) as typeof TracingModule;
  startTracing(config);
}
