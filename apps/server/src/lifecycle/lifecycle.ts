/**
 * Whether this instance takes new work. A stopping instance first drains: its readiness answer turns
 * 503 at once (a load balancer sends it nothing new), requests that would start work are refused with
 * 503 and a Retry-After (the client sends them again, to another instance), while reads and the streams
 * of running replies go on; the steps registered here (running replies finish or are interrupted,
 * claimed indexing work goes back to the queue) run together. Only then does the server close, because
 * Fastify's close refuses every request, reads and health included.
 */
export function createLifecycle() {
  const steps: (() => Promise<void>)[] = [];
  let drained: Promise<unknown[]> | undefined;

  return {
    /** True from the moment a drain begins: the instance takes no new work. */
    get draining(): boolean {
      return drained !== undefined;
    },

    /** A step of the drain: something this instance finishes, or hands on, before it closes. */
    onDrain(step: () => Promise<void>): void {
      steps.push(step);
    },

    /**
     * Begins the drain (once; a second call waits for the same one) and resolves when every step has
     * ended, with the errors of those that failed (the others still ran to their end).
     */
    drain(): Promise<unknown[]> {
      drained ??= Promise.allSettled(steps.map((step) => step())).then((outcomes) =>
        outcomes.flatMap((outcome): unknown[] =>
          outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
        ),
      );
      return drained;
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
