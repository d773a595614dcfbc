import type { Preview } from '@storybook/web-components-vite';
import { setCustomElementsManifest } from '@storybook/web-components-vite';
// The manifest the board's build writes: autodocs read the attributes, properties, events, CSS custom
// properties and parts from it, so the docs page says what the element really has.
import manifest from '@stigmeria/board/custom-elements.json';
import '@stigmeria/board/define';
import { boardEventArgTypes } from '../src/board-args.js';
import { boardEventArgs, withBoardEvents } from '../src/board-events.js';

setCustomElementsManifest(manifest);

const preview: Preview = {
  tags: ['autodocs'],
  // Every story's board reports its events in the Actions panel, whatever the story renders.
  argTypes: boardEventArgTypes,
  args: boardEventArgs,
  decorators: [withBoardEvents],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // The board's stories first (the manager opens the first story), then the authoring tools'.
    options: { storySort: { order: ['Board', 'Authoring'] } },
  },
};

export default preview;
