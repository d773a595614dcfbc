import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Searches run on a shared 2-core machine; their budgets are in nodes, so the time limit is only a backstop.
    testTimeout: 60_000,
  },
});
