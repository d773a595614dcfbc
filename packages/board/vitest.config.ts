import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Browser tests run in Debian's Chromium (installed by .ci/run), never in a downloaded browser.
const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

// Tests of the built package (test/package-*.test.ts) run in Node: they read dist/ from disk and drive their own
// Chromium pages through a local HTTP server, which the browser runner's page cannot do (it has no file system,
// and it cannot set response headers such as a Content-Security-Policy).
const packageTests = 'test/package-*.test.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'browser',
          include: ['test/**/*.test.ts'],
          exclude: [packageTests],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromium,
                // The machine has no network but the package registries: background services would only fail.
                args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        test: {
          name: 'package',
          include: [packageTests],
          environment: 'node',
          // Each file launches Chromium once; a shared 2-core machine can take a few seconds to start it.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
