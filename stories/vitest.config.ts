import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Debian's Chromium (installed by .ci/run), never a downloaded browser.
const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export default defineConfig({
  test: {
    projects: [
      // Every story is a test: it must render without an error, and its play function, when it has one, must pass.
      {
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromium,
                args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      // What the stories are made of (their controls and actions), checked against the element's manifest.
      {
        test: {
          name: 'node',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
