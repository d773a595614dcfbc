/**
 * Runs a check in the worker and reports to the editor: each seed's answer, the end, or a failure. `cancel`
 * terminates the worker at once, wherever its search is.
 * @module
 */
import type { Mode } from '@stigmeria/rules';
import { createModuleWorker } from '../trusted-worker.js';
import type { CheckAnswer, CheckRequest, SeedSummary } from './check-protocol.js';
import { checkWorkerUrl } from './worker-url.js';

export interface CheckListener {
  readonly seed: (index: number, result: SeedSummary) => void;
  readonly done: () => void;
  /** The worker could not start or run, or refused the document: a code for the editor's texts. */
  readonly failed: (code: string) => void;
}

export interface RunningCheck {
  cancel(): void;
}

/** Seeds the editor checks, and each one's budget: enough for the catalogue's schemas, short enough to wait for. */
export const CHECK_SEEDS = ['1', '2', '3', '4', '5'] as const;
export const SEED_BUDGET_MS = 1500;

export function runCheck(schema: unknown, mode: Mode, listener: CheckListener): RunningCheck {
  let worker: Worker;
  try {
    worker = createModuleWorker(checkWorkerUrl(), 'stigmeria-check');
  } catch {
    listener.failed('editor/worker-failed');
    return { cancel: () => {} };
  }
  let over = false;
  const end = () => {
    over = true;
    worker.terminate();
  };
  worker.addEventListener('message', (event: MessageEvent<CheckAnswer>) => {
    if (over) return;
    const answer = event.data;
    switch (answer.type) {
      case 'seed':
        listener.seed(answer.index, answer.result);
        return;
      case 'done':
        end();
        listener.done();
        return;
      case 'refused':
        end();
        listener.failed(answer.code);
        return;
    }
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    if (over) return;
    end();
    listener.failed('editor/worker-failed');
  });
  const request: CheckRequest = { type: 'check', schema, mode, seeds: CHECK_SEEDS, maxMs: SEED_BUDGET_MS };
  worker.postMessage(request);
  return { cancel: end };
}
