import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';

// The online strip of a board with `server`: where the connection stands. A game against a real server is played
// in the board's package tests (test/package-online.test.ts), which start one; here no server answers, so the
// strip shows the board giving up, as a player would see it when the server is down.

const meta: Meta = {
  title: 'Board/Online',
  component: 'stigmeria-board',
  parameters: {
    docs: {
      description: {
        component:
          'With `server`, the board plays a room of `@stigmeria/server`. Its online strip says where the connection stands (connecting, connected, reconnecting, closed), the room, the seat played and which other seats are away; each change is announced.',
      },
    },
  },
};
export default meta;

type Story = StoryObj;

/** A room to join on a port where nothing listens. */
export const ServerDown: Story = {
  name: 'A server that cannot be reached',
  render: () => html`<stigmeria-board server="ws://127.0.0.1:9" room="k3Xo9aQ1b"></stigmeria-board>`,
  play: async ({ canvasElement }) => {
    const board = canvasElement.querySelector('stigmeria-board')!;
    await waitFor(() => expect(board.shadowRoot?.querySelector('[part="online"]')?.getAttribute('data-status')).toBe('closed'), { timeout: 8000 });
    const root = board.shadowRoot!;
    expect(root.querySelector('.online-status')!.textContent).toBe('Not connected');
    expect(root.querySelector('[part="message"]')!.textContent).toBe('Could not join the game: the game server cannot be reached, or the room does not exist.');
    // Nothing to play while not connected: no board of the board's own stands in for the room's.
    expect(root.querySelectorAll('[part="cell"]')).toHaveLength(0);
  },
};

/** `server` without `room`: the board says what it needs. */
export const NoRoom: Story = {
  name: 'A server without a room',
  render: () => html`<stigmeria-board server="ws://127.0.0.1:9" lang="fr"></stigmeria-board>`,
  play: async ({ canvasElement }) => {
    const board = canvasElement.querySelector('stigmeria-board')!;
    // The French texts load on demand: the message is worded again once they are here.
    await waitFor(() =>
      expect(board.shadowRoot?.querySelector('[part="message"]')?.textContent).toBe(
        'Un plateau en ligne a besoin d’une salle\u00a0: son identifiant, ou «\u00a0new\u00a0» pour en créer une.',
      ),
    );
    expect(board.shadowRoot!.querySelector('.online-status')!.textContent).toBe('Non connecté');
  },
};

/** A `seat` value that names no seat: the board joins no room and says what it takes. */
export const InvalidSeat: Story = {
  name: 'A seat value that names no seat',
  render: () => html`<stigmeria-board server="ws://127.0.0.1:9" room="k3Xo9aQ1b" seat="0x1"></stigmeria-board>`,
  play: async ({ canvasElement }) => {
    const board = canvasElement.querySelector('stigmeria-board')!;
    await waitFor(() =>
      expect(board.shadowRoot?.querySelector('[part="message"]')?.textContent).toBe(
        '"0x1" is not a seat: write auto, spectate or a seat number from 0. No room is joined.',
      ),
    );
    // No join was tried: the strip never said it was connecting.
    expect(board.shadowRoot!.querySelector('[part="online"]')!.getAttribute('data-status')).toBe('closed');
  },
};
