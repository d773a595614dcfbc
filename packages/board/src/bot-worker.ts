/**
 * The computer players' worker: it answers each `{ id, view, seat, options }` with `{ id, command }`, the bot's
 * choice (`chooseCommand` of `@stigmeria/solver`), so that the page keeps its frames and input while a bot
 * thinks. The CDN build makes it `stigmeria-bot-worker.js`, beside the solver's file. It is given only views
 * (`viewFor`), as the bots on the main thread are.
 * @module
 */
import type { GameState } from '@stigmeria/rules';
import { chooseCommand, type BotOptions } from '@stigmeria/solver';

/** What the page asks the worker. */
export interface BotRequest {
  readonly id: number;
  readonly view: GameState;
  readonly seat: number;
  readonly options: BotOptions;
}

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<BotRequest>) => void): void;
  postMessage(message: unknown): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.addEventListener('message', ({ data }) => {
  scope.postMessage({ id: data.id, command: chooseCommand(data.view, data.seat, data.options) });
});
