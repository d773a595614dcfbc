/**
 * Shows the element's events in the Actions panel. Storybook infers actions from `on…` properties, which a custom
 * element's events are not, so this decorator listens on the story's canvas (the events bubble and are composed)
 * and hands each event's detail to its arg, a spy. It catches the board of every story, whatever its render.
 */
import type { Decorator } from '@storybook/web-components-vite';
import { fn } from 'storybook/test';
import { BOARD_EVENTS, handlerArg } from './board-manifest.js';

/**
 * A spy per event (`onStigmeriaChange`): Storybook logs each call in the Actions panel and clears the calls
 * before each story, and a play function can check what the board fired.
 */
export const boardEventArgs: Readonly<Record<string, ReturnType<typeof fn>>> = Object.fromEntries(
  BOARD_EVENTS.map((event) => [handlerArg(event), fn().mockName(handlerArg(event))]),
);

/** The args of the story each canvas shows now: a canvas keeps its listeners from one story to the next. */
const shown = new WeakMap<HTMLElement, Readonly<Record<string, unknown>>>();

function listen(canvas: HTMLElement): void {
  for (const event of BOARD_EVENTS) {
    canvas.addEventListener(event, (fired) => {
      const handler = shown.get(canvas)?.[handlerArg(event)];
      if (typeof handler === 'function') handler((fired as CustomEvent<unknown>).detail);
    });
  }
}

export const withBoardEvents: Decorator = (story, context) => {
  const canvas = context.canvasElement;
  if (!shown.has(canvas)) listen(canvas);
  shown.set(canvas, context.args);
  return story();
};
