import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Two instances on one database need PostgreSQL (SQLite is one instance): listed only when it is given.
    exclude:
      process.env.DATABASE_URL === undefined
        ? ['test/events-instances.test.ts', 'test/replicas-start.test.ts']
        : [],
    // Each file gets its own database; argon2 makes sign-in tests CPU-bound, so two workers match two cores.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
