import type { Preview } from '@storybook/web-components-vite';
import { setCustomElementsManifest } from '@storybook/web-components-vite';
// The manifest the board's build writes: autodocs read the attributes, properties, events, CSS custom
// properties and parts from it, so the docs page says what the element really has.
import manifest from '@stigmeria/board/custom-elements.json';
import '@stigmeria/board/define';

setCustomElementsManifest(manifest);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
