import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Every test talks to real servers over WebSockets on 127.0.0.1; each wait is bounded on its own.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
