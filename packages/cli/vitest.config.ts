import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Each test starts the built CLI as a child process; a shared 2-core machine can be slow to start Node.
    testTimeout: 30_000,
  },
});
