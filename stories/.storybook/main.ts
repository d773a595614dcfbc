import type { StorybookConfig } from '@storybook/web-components-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  // The machines of this project reach no service but the package registries.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
