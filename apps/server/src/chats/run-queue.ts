/**
 * Runs of one chat on this instance, one after another, in the order they came: a run starts once the
 * one before it has ended. Across instances, the database's one-running-run-per-chat index queues them.
 */
export function createRunQueue() {
  const queues = new Map<string, Promise<void>>();

  return {
    /** Whether a run of the chat is waiting or running on this instance. */
    busy: (chatId: string): boolean => queues.has(chatId),

    async exclusive<T>(chatId: string, work: () => Promise<T>): Promise<T> {
      const previous = queues.get(chatId) ?? Promise.resolve();
      let release = () => {};
      const mine = new Promise<void>((resolve) => (release = resolve));
      const tail = previous.then(() => mine);
      queues.set(chatId, tail);
      await previous;
      try {
        return await work();
      } finally {
        release();
        if (queues.get(chatId) === tail) queues.delete(chatId);
      }
    },
  };
}

export type RunQueue = ReturnType<typeof createRunQueue>;
