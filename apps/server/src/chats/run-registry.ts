/**
 * Per-process bookkeeping of replies being written: one at a time per chat (so two runs never
 * interleave their messages), and a stop switch for each. With several instances, the database's
 * unique (chat, seq) keeps messages apart; a stop reaches the instance that runs the reply.
 */
export function createRunRegistry() {
  const queues = new Map<string, Promise<void>>();
  const running = new Map<string, AbortController>();

  return {
    /** Runs `work` after every earlier run of the same chat has finished. */
    async exclusive<T>(chatId: string, work: (stopSignal: AbortSignal) => Promise<T>): Promise<T> {
      const previous = queues.get(chatId) ?? Promise.resolve();
      let release = () => {};
      const mine = new Promise<void>((resolve) => (release = resolve));
      const tail = previous.then(() => mine);
      queues.set(chatId, tail);
      await previous;
      const controller = new AbortController();
      running.set(chatId, controller);
      try {
        return await work(controller.signal);
      } finally {
        running.delete(chatId);
        release();
        if (queues.get(chatId) === tail) queues.delete(chatId);
      }
    },

    /** Ends the chat's running reply, if any. */
    stop(chatId: string): boolean {
      const controller = running.get(chatId);
      if (controller === undefined) return false;
      controller.abort();
      return true;
    },
  };
}

export type RunRegistry = ReturnType<typeof createRunRegistry>;
