/**
 * Per-process bookkeeping of replies being written: one at a time per chat (so two runs never
 * interleave their messages), and a stop switch for each. With several instances, the database's
 * unique (chat, seq) keeps messages apart; a stop reaches the instance that runs the reply.
 */
export function createRunRegistry() {
  const queues = new Map<string, Promise<void>>();
  const running = new Map<string, { controller: AbortController; userId: string }>();

  return {
    /** Runs `work` (a reply of the user's) after every earlier run of the same chat has finished. */
    async exclusive<T>(
      chatId: string,
      userId: string,
      work: (stopSignal: AbortSignal) => Promise<T>,
    ): Promise<T> {
      const previous = queues.get(chatId) ?? Promise.resolve();
      let release = () => {};
      const mine = new Promise<void>((resolve) => (release = resolve));
      const tail = previous.then(() => mine);
      queues.set(chatId, tail);
      await previous;
      const controller = new AbortController();
      running.set(chatId, { controller, userId });
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
      const run = running.get(chatId);
      if (run === undefined) return false;
      run.controller.abort();
      return true;
    },

    /** Ends every running reply of the user (a disabled user's replies stop, keeping what was written). */
    stopUser(userId: string): number {
      let stopped = 0;
      for (const run of running.values()) {
        if (run.userId !== userId) continue;
        run.controller.abort();
        stopped += 1;
      }
      return stopped;
    },
  };
}

export type RunRegistry = ReturnType<typeof createRunRegistry>;
