import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Property-based tests play thousands of games; give them room on a shared 2-core machine.
    testTimeout: 120_000,
  },
});
