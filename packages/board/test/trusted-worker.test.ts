// The element's Trusted Types policy for its workers, `stigmeria-worker`, makes script URLs of the build's own
// workers only: files beside its module named as workers, with nothing added. Anything else is refused before a
// worker is made.
import { describe, expect, it } from 'vitest';
import { botWorkerUrl } from '../src/bot-thinking.js';
import { WORKER_POLICY, createModuleWorker } from '../src/trusted-worker.js';

/** A URL beside the board's own worker, whose modules are all in one folder. */
const beside = (name: string): URL => new URL(name, botWorkerUrl());

describe(`the ${WORKER_POLICY} policy`, () => {
  it('makes a module worker of the board’s own worker file', () => {
    const worker = createModuleWorker(botWorkerUrl(), 'stigmeria-bot');
    expect(worker).toBeInstanceOf(Worker);
    worker.terminate();
  });

  for (const [what, url] of [
    ['another origin', new URL(botWorkerUrl().pathname, 'https://elsewhere.example')],
    ['another folder', beside('../bot-worker.js')],
    ['a file that is not a worker', beside('stigmeria-board.js')],
    ['a worker URL with a query', beside('bot-worker.js?x=1')],
    ['a worker URL with a fragment', beside('bot-worker.js#x')],
  ] as const) {
    it(`refuses ${what}`, () => {
      expect(() => createModuleWorker(url, 'stigmeria-bot')).toThrow(TypeError);
    });
  }
});
