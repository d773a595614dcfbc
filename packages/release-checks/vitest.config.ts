import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/consumer-setup.ts'],
    // Packing, an offline install, tsc and Chromium each take seconds on a shared 2-core machine, and several
    // times as long while the other packages' suites run beside them.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
