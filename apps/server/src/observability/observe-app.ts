import type { FastifyInstance } from 'fastify';
import { registerMetrics } from './metrics-server';
import { flushSpans } from './spans';

/**
 * The app's part in metrics and traces: its answers counted (and served on METRICS_PORT when set), and
 * its last spans sent when it closes (a stopping instance exits right after).
 */
export function observeApp(app: FastifyInstance, options: { metricsPort: number | undefined; host: string }) {
  registerMetrics(app, { port: options.metricsPort, host: options.host });
  app.addHook('onClose', () => flushSpans());
}
