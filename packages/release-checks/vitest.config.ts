import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/consumer-setup.ts'],
    // Packing, an offline install, tsc and Chromium each take seconds on a shared 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
